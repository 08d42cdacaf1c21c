import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { memoryBreakerStore, redisBreakerStore } from './breaker-store';
import { createCircuitBreaker } from './circuit-breaker';
import type { CircuitBreaker } from './circuit-breaker';
import type { CoachEngine } from './engine';
import { createLlmEngine } from './llm/llm-engine';
import type { LlmCallReport } from './llm/llm-engine';
import { createOfflineEngine } from './offline/offline-engine';
import { createResilientEngine, reportRepairs } from './resilient-engine';

export interface ConfiguredCoach {
  engine: CoachEngine;
  /** The model's circuit; null for the offline coach alone. */
  breaker: CircuitBreaker | null;
}

interface CreateEngineOptions {
  /** Told of every model answer used (the evaluation script collects them). */
  onReport?: (report: LlmCallReport) => void;
  /** Redis, shared by every server process: the circuit is kept there; without it, in this process. */
  redis?: { client: Redis; keyPrefix: string } | null;
}

/**
 * The configured coach: a language model (AI_MODEL) that falls back to the
 * offline coach, or the offline coach alone.
 */
export function createEngine(
  config: Config,
  log: FastifyBaseLogger,
  options: CreateEngineOptions = {},
): ConfiguredCoach {
  const { onReport, redis } = options;
  const offline = createOfflineEngine();
  if (config.ai.mode === 'offline') return { engine: offline, breaker: null };
  const about = { provider: config.ai.provider, model: config.ai.model };
  const repairs = reportRepairs(log, about);
  const model = createLlmEngine({ ...config.ai, timeoutMs: config.aiTimeoutMs }, offline, (report) => {
    repairs(report);
    onReport?.(report);
  });
  const store = redis ? redisBreakerStore(redis.client, redis.keyPrefix, log) : memoryBreakerStore();
  // A probe may take two model calls (an answer cut off is asked again), each within the timeout.
  const breaker = createCircuitBreaker({ ...config.ai.breaker, probeMs: 2 * config.aiTimeoutMs }, store);
  return {
    engine: createResilientEngine({ model, offline, breaker, log, provider: about.provider, modelName: about.model }),
    breaker,
  };
}
