import type { FastifyBaseLogger } from 'fastify';
import type { CircuitBreaker } from './circuit-breaker';
import type { CoachContext, CoachEngine } from './engine';
import { AiEngineError } from './llm/llm-engine';
import type { LlmCallReport } from './llm/llm-engine';

/**
 * A model that always answers: each call goes to the model unless the circuit
 * is open, and any provider failure (timeout, network, 429, 5xx, an answer
 * unusable after repair) is answered by the offline coach, marked as a
 * fallback. Only the caller going away ends a call without an answer.
 *
 * Every failure logs one warning saying why, with the provider and model and
 * never the user's or the model's text.
 */
interface ResilientEngineOptions {
  model: CoachEngine;
  offline: CoachEngine;
  breaker: CircuitBreaker;
  log: FastifyBaseLogger;
  /** Named in every log line: "openai-compatible", "gpt-4o-mini". */
  provider: string;
  modelName: string;
}

type Method = 'analyzeProfile' | 'generateMessages' | 'generateDateIdeas' | 'generateTip';
const TOOLS: Record<Method, string> = {
  analyzeProfile: 'profile',
  generateMessages: 'messages',
  generateDateIdeas: 'dateIdeas',
  generateTip: 'tip',
};

/** The failure as stored with the usage record and logged: "timeout", "http_429", "schema". */
function failureLabel(error: AiEngineError): string {
  return error.kind === 'http' && error.details.status ? `http_${error.details.status}` : error.kind;
}

export function createResilientEngine(options: ResilientEngineOptions): CoachEngine {
  const { model, offline, breaker, log } = options;
  const about = { provider: options.provider, model: options.modelName };

  async function answer<R extends { source?: unknown }>(
    method: Method,
    context: CoachContext,
    call: (engine: CoachEngine, context: CoachContext) => Promise<R>,
  ): Promise<R> {
    const tool = TOOLS[method];
    const fallBack = async (failure: string): Promise<R> => {
      context.onFallback?.(failure);
      const result = await call(offline, {
        preferences: context.preferences,
        ...(context.signal ? { signal: context.signal } : {}),
      });
      return { ...result, source: { engine: 'offline', fallback: true, offlineParts: [] } };
    };
    if (!(await breaker.allow())) {
      log.debug({ event: 'ai_circuit_open', tool, ...about }, 'AI circuit open: answered by the offline coach');
      return fallBack('circuit_open');
    }
    try {
      const result = await call(model, context);
      await breaker.success();
      return result;
    } catch (error) {
      if (!(error instanceof AiEngineError) || error.kind === 'aborted') {
        // No verdict on the provider: a probe must not hold the half-open circuit.
        await breaker.release();
        throw error;
      }
      const status = await breaker.failure();
      log.warn(
        {
          event: 'ai_provider_failure',
          tool,
          kind: error.kind,
          failure: failureLabel(error),
          ...error.details,
          ...about,
          fellBack: true,
          circuit: status.state,
        },
        `AI provider call failed (${error.message}); answered by the offline coach`,
      );
      if (status.opened) {
        log.warn(
          {
            event: 'ai_circuit_opened',
            ...about,
            consecutiveFailures: status.consecutiveFailures,
            retryAt: status.retryAt,
          },
          'AI circuit opened: the offline coach answers until the cool-down ends',
        );
      }
      return fallBack(failureLabel(error));
    }
  }

  return {
    name: 'llm',
    analyzeProfile: (bio, context) => answer('analyzeProfile', context, (engine, c) => engine.analyzeProfile(bio, c)),
    generateMessages: (request, context) =>
      answer('generateMessages', context, (engine, c) => engine.generateMessages(request, c)),
    generateDateIdeas: (request, context) =>
      answer('generateDateIdeas', context, (engine, c) => engine.generateDateIdeas(request, c)),
    generateTip: (request, context) => answer('generateTip', context, (engine, c) => engine.generateTip(request, c)),
  };
}

/** Logs what had to be repaired in an answer that was used: info for habits, a warning when more was needed. */
export function reportRepairs(log: FastifyBaseLogger, about: { provider: string; model: string }) {
  return (report: LlmCallReport) => {
    if (report.repairs.length === 0 && !report.reasked && report.offlineParts.length === 0) return;
    const serious = report.reasked || report.offlineParts.length > 0;
    log[serious ? 'warn' : 'info'](
      { event: 'ai_answer_repaired', ...report, ...about },
      report.reasked ? 'AI answer was cut off and re-asked with a larger cap' : 'AI answer repaired',
    );
  };
}
