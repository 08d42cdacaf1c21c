import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createCircuitBreaker } from './circuit-breaker';
import type { CircuitBreaker } from './circuit-breaker';
import type { CoachEngine } from './engine';
import { createLlmEngine } from './llm/llm-engine';
import type { LlmCallReport } from './llm/llm-engine';
import { createLocalEngine } from './local/local-engine';
import { createResilientEngine, reportRepairs } from './resilient-engine';

export interface ConfiguredCoach {
  engine: CoachEngine;
  /** The model's circuit; null for the offline coach alone. */
  breaker: CircuitBreaker | null;
}

/**
 * The configured coach: a language model (AI_MODEL) that falls back to the
 * offline coach, or the offline coach alone.
 */
export function createEngine(
  config: Config,
  log: FastifyBaseLogger,
  onReport?: (report: LlmCallReport) => void,
): ConfiguredCoach {
  const offline = createLocalEngine();
  if (config.ai.mode === 'local') return { engine: offline, breaker: null };
  const about = { provider: config.ai.provider, model: config.ai.model };
  const repairs = reportRepairs(log, about);
  const model = createLlmEngine({ ...config.ai, timeoutMs: config.aiTimeoutMs }, offline, (report) => {
    repairs(report);
    onReport?.(report);
  });
  const breaker = createCircuitBreaker(config.ai.breaker);
  return {
    engine: createResilientEngine({ model, offline, breaker, log, provider: about.provider, modelName: about.model }),
    breaker,
  };
}
