import { readLooseJson } from './loose-json';
import type { LooseJsonRepair } from './loose-json';

/**
 * Finds the JSON object in a model's answer. Models asked for JSON still wrap
 * it: reasoning before it (`<think>...</think>`, whose braces are not the
 * answer), a ```json fence, a sentence before or after, or JSON with the
 * habits `readLooseJson` forgives. What had to be repaired is reported, by
 * kind only: nothing here ever quotes the answer, which may echo the user.
 */

type ExtractRepair = 'reasoning' | 'fence' | 'prose' | LooseJsonRepair;

type Extracted =
  | { ok: true; value: Record<string, unknown> | unknown[]; repairs: ExtractRepair[] }
  /** `truncated`: an object starts but the text ends inside it. */
  | { ok: false; reason: 'no_json' | 'truncated' | 'not_an_object' };

/** Far above any answer within the token caps; it bounds the work on a runaway answer. */
const MAX_TEXT_LENGTH = 100_000;
/** Prose may hold stray braces before the real object: each opening brace gets a turn, up to this many. */
const MAX_OBJECT_STARTS = 20;

/** Reasoning blocks some models write into the answer itself (DeepSeek R1, Qwen3, QwQ through llama.cpp). */
const REASONING_BLOCK = /<(think|thinking|reasoning|reflection)>[\s\S]*?<\/\1>/gi;
const REASONING_OPEN = /<(think|thinking|reasoning|reflection)>/i;
const FENCE_OPEN = /```[ \t]*(?:json5?|javascript|js)?[ \t]*\r?\n?/i;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer without its reasoning; null while a reasoning block is still open (nothing to show yet). */
function withoutReasoning(text: string): { text: string; had: boolean } | null {
  const stripped = text.replace(REASONING_BLOCK, '');
  // A closing tag without its opening one: the server cut the opening tag (some templates do); keep what follows.
  const orphanClose = /<\/(think|thinking|reasoning|reflection)>/i.exec(stripped);
  if (orphanClose) return { text: stripped.slice(orphanClose.index + orphanClose[0].length), had: true };
  if (REASONING_OPEN.test(stripped)) return null;
  return { text: stripped, had: stripped.length !== text.length };
}

export function extractModelJson(raw: string): Extracted {
  if (raw.length > MAX_TEXT_LENGTH) return { ok: false, reason: 'no_json' };
  const answer = withoutReasoning(raw);
  // An answer that is all reasoning ran out of tokens while thinking.
  if (answer === null) return { ok: false, reason: 'truncated' };
  const repairs: ExtractRepair[] = answer.had ? ['reasoning'] : [];
  const text = answer.text.trim();

  try {
    const value: unknown = JSON.parse(text);
    // A bare array is kept: it may be the list the answer is about (coerceToSchema wraps it).
    return isObject(value) || Array.isArray(value)
      ? { ok: true, value, repairs }
      : { ok: false, reason: 'not_an_object' };
  } catch {
    // Not plain JSON: look further.
  }

  const fence = FENCE_OPEN.exec(text);
  let truncated = false;
  let start = text.indexOf('{');
  for (let tries = 0; start !== -1 && tries < MAX_OBJECT_STARTS; tries++, start = text.indexOf('{', start + 1)) {
    const read = readLooseJson(text, start);
    if (read && isObject(read.value)) {
      const inFence = fence !== null && fence.index < start;
      const before = text.slice(0, start).replace(FENCE_OPEN, '').trim();
      const wrapped = inFence ? ['fence' as const] : [];
      return {
        ok: true,
        value: read.value,
        repairs: [...repairs, ...wrapped, ...(before ? ['prose' as const] : []), ...read.repairs],
      };
    }
    if (!read && readLooseJson(text, start, true)?.incomplete) truncated = true;
  }
  return { ok: false, reason: truncated ? 'truncated' : 'no_json' };
}

/**
 * What can be shown of an answer still streaming: the object as far as it
 * goes, or null before it starts (or while the model is still reasoning).
 */
export function partialModelJson(raw: string): Record<string, unknown> | null {
  if (raw.length > MAX_TEXT_LENGTH) return null;
  const answer = withoutReasoning(raw);
  if (answer === null) return null;
  const start = answer.text.indexOf('{');
  if (start === -1) return null;
  const read = readLooseJson(answer.text, start, true);
  return read && isObject(read.value) ? read.value : null;
}
