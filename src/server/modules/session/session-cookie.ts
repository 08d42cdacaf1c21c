/**
 * The session guard: the session cookie, `loadSession`, `requireUser` and `currentUser`, for every module that
 * needs the signed-in user. Sign-in (modules/auth) creates and ends sessions through this module and
 * `sessions.ts`; neither imports another module, so dependencies on the session point one way (decision 0025).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/errors';
import { findSessionUser, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request by `loadSession`; undefined until then. */
    sessionUser: SessionUser | null | undefined;
  }
}

/** `__Host-` prefixed (and Secure) when the site is served over https (API.md). */
function sessionCookieName(config: Config): string {
  return config.isHttps ? '__Host-datewise_session' : 'datewise_session';
}

/**
 * A hint readable by scripts, holding no secret: the prerendered public pages
 * ask who is signed in only when it is there, so anonymous visitors make no
 * call that would answer 401.
 */
const SIGNED_IN_HINT_COOKIE = 'datewise_signed_in';

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  const options = { sameSite: 'lax' as const, secure: config.isHttps, path: '/', expires: expiresAt };
  reply.setCookie(sessionCookieName(config), token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', options);
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  const options = { path: '/', sameSite: 'lax' as const, secure: config.isHttps };
  reply.clearCookie(sessionCookieName(config), { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, options);
}

export function sessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config)] || undefined;
}

/** The signed-in user of this request, or null; looked up at most once per request. */
export async function loadSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  config: Config,
): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const token = sessionToken(request, config);
  const found = token ? await findSessionUser(db, token) : null;
  if (found?.extended && token) setSessionCookie(reply, config, token, found.expiresAt);
  if (found) reply.header('cache-control', 'no-store');
  request.sessionUser = found;
  return found;
}

/** A preHandler for routes that need a signed-in user: 401 otherwise. */
export function requireUser(db: Db, config: Config) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await loadSession(request, reply, db, config))) throw unauthorized();
  };
}

/** For handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
