import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors';
import { signedInUser } from '../session/session-cookie';

/**
 * The per-user AI limit, counted by @fastify/rate-limit in the same store as every other limit (Redis when
 * configured, so a user's requests to every server process count together). The plugin runs one limit per
 * request from route options, which the per-address limit takes; this one is called as a hook after sign-in.
 * Without a store to count in, it refuses (503) rather than let AI requests run unlimited. `name` keeps one count
 * per kind of request (AI requests, screenshot readings).
 */
export function perUserRateLimit(app: FastifyInstance, max: number, name = 'ai-user'): preValidationAsyncHookHandler {
  const limit = app.createRateLimit({
    max,
    timeWindow: 60_000,
    skipOnError: false,
    keyGenerator: (request) => `${name}:${signedInUser(request).id}`,
  });
  return async (request, reply) => {
    const counted = await limit(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    const seconds = Math.max(1, counted.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, `Too many requests: try again in ${seconds} seconds`, 'RATE_LIMITED');
  };
}
