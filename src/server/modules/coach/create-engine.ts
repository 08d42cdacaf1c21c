import type { Config } from '../../config';
import type { CoachEngine } from './engine';
import { createLlmEngine } from './llm/llm-engine';
import { createLocalEngine } from './local/local-engine';

/** The configured engine: an OpenAI-compatible model when AI_BASE_URL is set, else the local one. */
export function createEngine(config: Config): CoachEngine {
  if (config.ai.mode === 'local') return createLocalEngine();
  return createLlmEngine({
    baseUrl: config.ai.baseUrl,
    apiKey: config.ai.apiKey,
    model: config.ai.model,
    timeoutMs: config.aiTimeoutMs,
  });
}
