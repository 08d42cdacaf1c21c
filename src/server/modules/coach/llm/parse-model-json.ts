import type { ZodType } from 'zod';

/**
 * Turns a model's reply into a validated value. Models asked for JSON still
 * wrap it now and then (a ```json fence, "Here you go: {...}"), so those are
 * repaired; anything else is an error. Messages never quote the reply: it may
 * echo the user's text.
 */

export class ModelOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelOutputError';
  }
}

/** Far above any reply within the token cap; with MAX_OBJECT_STARTS it bounds the balanced-object search. */
const MAX_RAW_LENGTH = 100_000;
const MAX_OBJECT_STARTS = 20;

const FENCE = /```[ \t]*(?:json)?[ \t]*\r?\n?([\s\S]*?)```/i;

/** The first balanced `{...}` starting at `start`, skipping braces inside strings; null when it never closes. */
function balancedObjectAt(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** `undefined` for text that is not JSON at all; otherwise the parsed value. */
function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The JSON object in a reply: as is, inside a fence, or the first balanced
 * object in prose. Text that is valid JSON of another kind (an array, a
 * string) is not repaired: the model answered something else.
 */
function extractObject(raw: string): unknown {
  const whole = tryParse(raw.trim());
  if (whole !== undefined) return whole;
  const fenced = FENCE.exec(raw)?.[1];
  const fencedValue = fenced === undefined ? undefined : tryParse(fenced.trim());
  if (fencedValue !== undefined) return fencedValue;
  // Prose may hold a stray "{" before the real object, so each opening brace gets its turn.
  let start = raw.indexOf('{');
  for (let tries = 0; start !== -1 && tries < MAX_OBJECT_STARTS; tries++, start = raw.indexOf('{', start + 1)) {
    const candidate = balancedObjectAt(raw, start);
    const value = candidate === null ? undefined : tryParse(candidate);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Where and how the value is wrong (paths and codes only, so no text of the reply leaks into logs). */
function describeIssues(issues: readonly { path: readonly PropertyKey[]; code: string }[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.code}`)
    .join('; ');
}

export function parseModelJson<T>(raw: string, schema: ZodType<T>): T {
  if (raw.length > MAX_RAW_LENGTH) throw new ModelOutputError('Model output is too long');
  const value = extractObject(raw);
  if (!isObject(value)) throw new ModelOutputError('Model output is not a JSON object');
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ModelOutputError(`Model output has the wrong shape: ${describeIssues(result.error.issues)}`);
  }
  return result.data;
}
