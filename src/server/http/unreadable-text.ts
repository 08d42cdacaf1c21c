import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Text PostgreSQL cannot store: a NUL character, or half of a UTF-16 surrogate pair (JSON can carry both as
 * "\u0000" and "\ud800"). Refused for every field of every request in one place, with a 400 that names the field,
 * before a route sees it; otherwise the database refuses it mid-request and the user gets a 500.
 */
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unreadable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The path of the first string (key or value) holding unreadable text, or null. */
export function unreadableTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return unreadable(value) ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unreadableTextAt(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (unreadable(key)) return at;
      const found = unreadableTextAt(item, at);
      if (found) return found;
    }
  }
  return null;
}

export function refuseUnreadableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = unreadableTextAt(request.body) ?? unreadableTextAt(request.query) ?? unreadableTextAt(request.params);
    if (field)
      throw new HttpError(
        400,
        `${field}: contains a character we cannot store (a NUL or a broken emoji); remove it and try again`,
        'VALIDATION_ERROR',
      );
  });
}
