import type { preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors';
import { currentUser } from '../auth/session-cookie';

/**
 * A per-user limit (fixed one-minute windows, in memory) for routes that
 * already carry the per-address limit of @fastify/rate-limit, which runs
 * only one limit per request. Runs after sign-in is checked.
 */
export function perUserRateLimit(max: number, windowMs = 60_000): preValidationAsyncHookHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (request, reply) => {
    const userId = currentUser(request).user.id;
    const now = Date.now();
    if (windows.size > 10_000) for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
    let window = windows.get(userId);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      windows.set(userId, window);
    }
    window.count += 1;
    if (window.count > max) {
      const seconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, `Too many requests: try again in ${seconds} seconds`, 'RATE_LIMITED');
    }
  };
}
