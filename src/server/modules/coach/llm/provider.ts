import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiProvider } from '../../../../shared/coach-options';
import type { StructuredOutputMode } from '../../../config';

export interface ProviderOptions {
  provider: AiProvider;
  /** Unset for a first-class provider: its public endpoint. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model: string;
  structuredOutput: StructuredOutputMode;
}

/**
 * The chat model of the AI SDK for AI_PROVIDER. Every path speaks chat
 * completions (or the provider's own chat API): OpenAI's default
 * `createOpenAI()(model)` would call the Responses API instead, which
 * OpenAI-compatible servers lack (STACK.md).
 */
export function createChatModel(options: ProviderOptions): LanguageModel {
  const { provider, baseUrl, apiKey, model } = options;
  switch (provider) {
    case 'openai':
      return createOpenAI({ baseURL: baseUrl, apiKey }).chat(model);
    case 'anthropic':
      return createAnthropic({ baseURL: baseUrl, apiKey })(model);
    case 'google':
      return createGoogleGenerativeAI({ baseURL: baseUrl, apiKey })(model);
    default:
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseUrl ?? 'http://127.0.0.1:11434/v1',
        apiKey,
        // Token counts in the last streamed chunk (servers that do not know the option ignore it).
        includeUsage: true,
        // json_schema sends the tool's schema as response_format; otherwise JSON mode or nothing.
        supportsStructuredOutputs: options.structuredOutput === 'json_schema',
      }).chatModel(model);
  }
}
