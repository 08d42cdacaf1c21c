import { z } from 'zod';
import type { ZodType } from 'zod';
import {
  dateIdeasResponseSchema,
  messagesResponseSchema,
  profileAnalysisSchema,
  tipSchema,
} from '../../../../shared/schemas/coach';
import type { ProfileAnalysis } from '../../../../shared/schemas/coach';
import type { CoachEngine } from '../engine';
import { parseModelJson } from './parse-model-json';
import { dateIdeasPrompt, messagesPrompt, profilePrompt, tipPrompt } from './prompts';
import type { ChatPrompt } from './prompts';

/**
 * The coach on any OpenAI-compatible chat completions API. One request per
 * call, JSON mode, no tools; the reply is validated with the API's own
 * response schemas. This module never logs: its inputs are the user's words.
 */

export interface LlmEngineOptions {
  /** e.g. https://api.openai.com/v1 (the engine appends /chat/completions). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** For the whole exchange, reading the reply included. */
  timeoutMs?: number;
  maxTokens?: number;
}

export type AiEngineErrorKind = 'timeout' | 'upstream' | 'invalid_output';

/** A failed model call. The message never holds user text or the model's reply, so it is safe to log. */
export class AiEngineError extends Error {
  constructor(
    readonly kind: AiEngineErrorKind,
    message: string,
    /** The provider's HTTP status, for `upstream` errors that had one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiEngineError';
  }
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_TOKENS = 900;

/** The part of a chat completion the engine reads; extra fields are ignored. */
const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

interface CompletionRequest<T> {
  prompt: ChatPrompt;
  /** Low for scoring, higher where variety is the point. */
  temperature: number;
  schema: ZodType<T>;
}

type Complete = <T>(request: CompletionRequest<T>) => Promise<T>;

export function createLlmEngine(options: LlmEngineOptions): CoachEngine {
  const complete = createCompletion(options);
  return {
    name: 'llm',
    async analyzeProfile(bio, context) {
      const analysis = await complete({
        prompt: profilePrompt(bio, context),
        temperature: 0.3,
        schema: profileAnalysisSchema,
      });
      return withConsistentScore(analysis);
    },
    generateMessages(request, context) {
      return complete({ prompt: messagesPrompt(request, context), temperature: 0.8, schema: messagesResponseSchema });
    },
    generateDateIdeas(request, context) {
      return complete({ prompt: dateIdeasPrompt(request, context), temperature: 0.8, schema: dateIdeasResponseSchema });
    },
    async generateTip(request, context) {
      const tip = await complete({ prompt: tipPrompt(request.category, context), temperature: 0.9, schema: tipSchema });
      // The asked-for category wins: a model's label is not worth failing a good tip over.
      return { ...tip, category: request.category, tipId: null };
    },
  };
}

function createCompletion(options: LlmEngineOptions): Complete {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  return async <T>({ prompt, temperature, schema }: CompletionRequest<T>): Promise<T> => {
    const body = JSON.stringify({
      model: options.model,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      temperature,
      max_tokens: maxTokens,
      response_format: { type: 'json_object' },
    });
    const payload = await post(url, headers, body, timeoutMs);
    const { content, finishReason } = readCompletion(payload);
    try {
      return parseModelJson(content, schema);
    } catch (error) {
      const detail = error instanceof Error ? error.message : 'unreadable';
      const cut = finishReason === 'length' ? ' (cut off at the token cap)' : '';
      throw new AiEngineError('invalid_output', `${detail}${cut}`);
    }
  };
}

/** The provider's JSON reply; every failure becomes an AiEngineError. */
async function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<unknown> {
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      // The error body may echo the prompt: it is dropped, only the status is kept.
      await response.body?.cancel().catch(() => undefined);
      throw new AiEngineError('upstream', `AI provider answered HTTP ${response.status}`, response.status);
    }
    return await response.json();
  } catch (error) {
    throw toEngineError(error, timeoutMs);
  }
}

function toEngineError(error: unknown, timeoutMs: number): AiEngineError {
  if (error instanceof AiEngineError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new AiEngineError('timeout', `AI provider did not answer within ${timeoutMs} ms`);
  }
  if (error instanceof SyntaxError) return new AiEngineError('upstream', 'AI provider answered with invalid JSON');
  // Only the network error code (ECONNREFUSED, ENOTFOUND...) is kept: it says what failed and holds no user text.
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return new AiEngineError(
    'upstream',
    `Could not reach the AI provider${typeof code === 'string' ? ` (${code})` : ''}`,
  );
}

function readCompletion(payload: unknown): { content: string; finishReason: string | null } {
  const parsed = chatCompletionSchema.safeParse(payload);
  if (!parsed.success) throw new AiEngineError('upstream', 'AI provider answered without a chat completion');
  const [choice] = parsed.data.choices;
  const content = choice?.message.content;
  // No content: a refusal or a content filter.
  if (!content) throw new AiEngineError('invalid_output', 'Model returned no content');
  return { content, finishReason: choice?.finish_reason ?? null };
}

/**
 * Models add badly: the score shown is the sum of the breakdown shown, each
 * criterion capped at its maximum, so the numbers on screen always agree.
 */
function withConsistentScore(analysis: ProfileAnalysis): ProfileAnalysis {
  const breakdown = analysis.breakdown.map((c) => ({ ...c, score: Math.min(c.score, c.max) }));
  const sum = breakdown.reduce((total, c) => total + c.score, 0);
  return { ...analysis, breakdown, score: Math.min(10, Math.round(sum * 10) / 10) };
}
