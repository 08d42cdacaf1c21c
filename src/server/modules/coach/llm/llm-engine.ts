import { APICallError, streamText } from 'ai';
import type { LanguageModel, OutputInterface } from 'ai';
import type { AiTool } from '../../../config';
import type { CoachContext, CoachEngine } from '../engine';
import { coerceToSchema } from './coerce';
import { extractModelJson, partialModelJson } from './model-json';
import { dateIdeasPrompt, messagesPrompt, profilePrompt, tipPrompt } from './prompts';
import type { ChatPrompt } from './prompts';
import { createChatModel } from './provider';
import type { ProviderOptions } from './provider';
import {
  assembleDateIdeas,
  assembleMessages,
  assembleProfile,
  assembleTip,
  partialDateIdeas,
  partialMessages,
  partialProfile,
  partialTip,
  providerJsonSchema,
  toolJsonSchema,
} from './tool-answers';
import type { Assembled } from './tool-answers';

/**
 * The coach on a language model through the AI SDK: one streamed call per
 * request, the tool's JSON schema as the response format (AI_STRUCTURED_OUTPUT),
 * no tools. The answer is repaired where its meaning is plain, checked item
 * by item, and re-asked once with twice the token cap when it was cut off.
 * Every failure is an AiEngineError whose kind says why; the resilient
 * engine answers from the offline coach instead. Nothing here logs, and no
 * error message holds user text or the model's text.
 */

// The SDK's warnings (an unsupported setting on some provider) are not errors of ours; they would flood the log.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

export interface LlmEngineOptions extends ProviderOptions {
  /** For the whole exchange, reading the answer included (per attempt). */
  timeoutMs: number;
  maxTokens: Record<AiTool, number>;
  /** A model other than the configured provider's (tests, the evaluation harness). */
  languageModel?: LanguageModel;
}

export type AiFailureKind =
  'timeout' | 'network' | 'http' | 'bad_response' | 'empty' | 'truncated' | 'schema' | 'aborted';

/** A failed model call. Its message is safe to log: kinds, statuses and error codes only. */
export class AiEngineError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly details: { status?: number; providerErrorType?: string; repairs?: string[]; reasked?: boolean } = {},
  ) {
    super(message);
    this.name = 'AiEngineError';
  }
}

/** How one successful call went, for the log and the evaluation harness. */
export interface LlmCallReport {
  tool: AiTool;
  repairs: string[];
  reasked: boolean;
  offlineParts: string[];
}

interface ToolCall<T> {
  tool: AiTool;
  prompt: ChatPrompt;
  /** Low for scoring, higher where variety is the point. */
  temperature: number;
  assemble: (answer: unknown) => Assembled<T> | null;
  partial: (answer: unknown) => unknown;
}

/**
 * The AI SDK's output setting for a raw answer: it asks for JSON (with the
 * schema in json_schema mode) but leaves parsing to us, because our repair
 * forgives more than the SDK's parser and never throws on a bad answer.
 */
function jsonOutput(schema: Record<string, unknown> | undefined, name: string): OutputInterface<string, string, never> {
  return {
    name: 'json-text',
    responseFormat: Promise.resolve({
      type: 'json' as const,
      ...(schema ? { schema } : {}),
      name,
    }),
    parseCompleteOutput: async ({ text }: { text: string }) => text,
    parsePartialOutput: async ({ text }: { text: string }) => ({ partial: text }),
    createElementStreamTransform: () => undefined,
  };
}

export function createLlmEngine(
  options: LlmEngineOptions,
  offline: CoachEngine,
  onReport?: (report: LlmCallReport) => void,
): CoachEngine {
  const model = options.languageModel ?? createChatModel(options);

  async function run<T>(call: ToolCall<T>, context: CoachContext): Promise<Assembled<T>> {
    const schema = toolJsonSchema(call.tool);
    let cap = options.maxTokens[call.tool];
    let reasked = false;
    for (;;) {
      const { text, finishReason } = await streamAnswer(call, cap, schema, context);
      const cut = finishReason === 'length';
      const extracted = extractModelJson(text);
      const fail = (kind: AiFailureKind, message: string, repairs: string[] = []) =>
        new AiEngineError(kind, message, { repairs, reasked });
      if (!extracted.ok) {
        if ((cut || extracted.reason === 'truncated') && !reasked) {
          reasked = true;
          cap *= 2;
          continue;
        }
        if (cut || extracted.reason === 'truncated') throw fail('truncated', 'Answer cut off at the token cap, twice');
        if (text.trim() === '') throw fail('empty', 'Model returned no text');
        throw fail('schema', `Answer holds no JSON object (${extracted.reason})`);
      }
      const coerced = coerceToSchema(extracted.value, schema);
      const repairs = [...extracted.repairs, ...coerced.repairs];
      const assembled = call.assemble(coerced.value);
      if (!assembled) {
        if (cut && !reasked) {
          reasked = true;
          cap *= 2;
          continue;
        }
        throw fail('schema', 'Answer has no usable part for this tool', repairs);
      }
      onReport?.({ tool: call.tool, repairs, reasked, offlineParts: assembled.offlineParts });
      return assembled;
    }
  }

  async function streamAnswer<T>(
    call: ToolCall<T>,
    cap: number,
    schema: object,
    context: CoachContext,
  ): Promise<{ text: string; finishReason: string }> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = context.signal ? AbortSignal.any([timeout, context.signal]) : timeout;
    const format = options.structuredOutput;
    let text = '';
    let finishReason = 'unknown';
    let shown = '';
    try {
      const result = streamText({
        model,
        system: call.prompt.system,
        prompt: call.prompt.user,
        temperature: call.temperature,
        maxOutputTokens: cap,
        maxRetries: 0,
        abortSignal: signal,
        // The SDK would print the error, whose message may quote the provider's error body: we classify it below.
        onError: () => undefined,
        ...(format === 'prompt'
          ? {}
          : { output: jsonOutput(format === 'json_schema' ? providerJsonSchema(call.tool) : undefined, call.tool) }),
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          text += part.text;
          if (context.onPartial) {
            const partial = partialModelJson(text);
            const value = partial ? call.partial(coerceToSchema(partial, schema).value) : null;
            const json = value === null ? '' : JSON.stringify(value);
            if (json && json !== shown && json !== '{}' && json !== '[]') {
              shown = json;
              context.onPartial(value);
            }
          }
        } else if (part.type === 'finish') finishReason = part.finishReason;
        else if (part.type === 'error') throw part.error;
        else if (part.type === 'abort') throw new DOMException('aborted', 'AbortError');
      }
    } catch (error) {
      throw toEngineError(error, {
        timedOut: timeout.aborted,
        callerGone: context.signal?.aborted ?? false,
        timeoutMs: options.timeoutMs,
      });
    }
    if (finishReason === 'content-filter') throw new AiEngineError('empty', 'Provider filtered the answer');
    return { text, finishReason };
  }

  return {
    name: 'llm',
    async analyzeProfile(bio, context) {
      const offlineAnswer = await offline.analyzeProfile(bio, { preferences: context.preferences });
      const { value, offlineParts } = await run(
        {
          tool: 'profile',
          prompt: profilePrompt(bio, context),
          temperature: 0.3,
          assemble: (answer) => assembleProfile(answer, offlineAnswer),
          partial: partialProfile,
        },
        context,
      );
      return { ...value, source: modelSource(offlineParts) };
    },
    async generateMessages(request, context) {
      const offlineAnswer = await offline.generateMessages(request, { preferences: context.preferences });
      const { value, offlineParts } = await run(
        {
          tool: 'messages',
          prompt: messagesPrompt(request, context),
          temperature: 0.8,
          assemble: (answer) =>
            assembleMessages(
              answer,
              offlineAnswer.messages.map((m) => m.message),
            ),
          partial: partialMessages,
        },
        context,
      );
      // The engagement estimate is the server's (coach service), whoever wrote the message.
      return { messages: value.map((message) => ({ message, engagementRate: 0 })), source: modelSource(offlineParts) };
    },
    async generateDateIdeas(request, context) {
      const offlineAnswer = await offline.generateDateIdeas(request, {
        preferences: context.preferences,
        home: context.home,
      });
      const { value, offlineParts } = await run(
        {
          tool: 'dateIdeas',
          prompt: dateIdeasPrompt(request, context),
          temperature: 0.8,
          assemble: (answer) => assembleDateIdeas(answer, offlineAnswer.dateIdeas),
          partial: partialDateIdeas,
        },
        context,
      );
      return { dateIdeas: value, source: modelSource(offlineParts) };
    },
    async generateTip(request, context) {
      const { value } = await run(
        {
          tool: 'tip',
          prompt: tipPrompt(request.category, context),
          temperature: 0.9,
          assemble: assembleTip,
          partial: (answer) => {
            const tip = partialTip(answer);
            return tip ? { tip, category: request.category } : null;
          },
        },
        context,
      );
      // The asked-for category wins: a model's label is not worth failing a good tip over.
      return { tip: value, category: request.category, tipId: null, source: modelSource([]) };
    },
  };
}

const modelSource = (offlineParts: string[]) => ({ engine: 'model' as const, fallback: false, offlineParts });

/** Only an identifier-like error type or code from the provider's error body: its messages may echo the prompt. */
function providerErrorType(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const error =
      typeof parsed.error === 'object' && parsed.error !== null ? (parsed.error as Record<string, unknown>) : parsed;
    const candidate = [error.type, error.code, parsed.type].find(
      (v): v is string | number =>
        (typeof v === 'string' && /^[\w.-]{1,60}$/.test(v) && v !== 'error') || typeof v === 'number',
    );
    return candidate === undefined ? undefined : String(candidate);
  } catch {
    return undefined;
  }
}

function toEngineError(
  error: unknown,
  state: { timedOut: boolean; callerGone: boolean; timeoutMs: number },
): AiEngineError {
  if (error instanceof AiEngineError) return error;
  if (state.callerGone) return new AiEngineError('aborted', 'The caller went away');
  if (state.timedOut) return new AiEngineError('timeout', `AI provider did not answer within ${state.timeoutMs} ms`);
  if (APICallError.isInstance(error)) {
    const type = providerErrorType(error.responseBody);
    if (error.statusCode !== undefined) {
      return new AiEngineError('http', `AI provider answered HTTP ${error.statusCode}${type ? ` (${type})` : ''}`, {
        status: error.statusCode,
        ...(type ? { providerErrorType: type } : {}),
      });
    }
    return new AiEngineError('network', `Could not reach the AI provider${networkCode(error.cause)}`);
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'TypeError' || networkCode(error) !== '') {
    return new AiEngineError('network', `Could not reach the AI provider${networkCode(error)}`);
  }
  // A body that is not a chat completion (an HTML page, another API's JSON): the SDK could not read it.
  return new AiEngineError(
    'bad_response',
    `AI provider answered in a form the client cannot read (${name || 'unknown'})`,
  );
}

/** The network error code (ECONNREFUSED, ENOTFOUND...), which says what failed and holds no user text. */
function networkCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return ` (${code})`;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}
