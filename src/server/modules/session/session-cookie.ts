/**
 * The session guard: the session cookie, `request.user`, `loadSession`, `requireUser` and `signedInUser`, for every
 * module that needs the signed-in user. Sign-in (modules/auth) creates and ends sessions through this module and
 * `sessions.ts`; neither imports another module, so dependencies on the session point one way (decision 0025).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/errors';
import { findSessionUser, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, set by `requireUser` (or `loadSession`); null when signed out or not looked up. Behind
     * the guard, read it with `signedInUser(request)`, which is typed non-null (decision 0027).
     */
    user: SessionUser | null;
  }
}

/** Declares `request.user` on every request (null; Fastify 5 refuses an object as a shared initial value). */
export function registerSessionUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

/** Requests whose cookie was already looked up: null in `request.user` then means signed out, not "not yet". */
const lookedUp = new WeakSet<FastifyRequest>();

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

/** The signed-in user of this request, or null; looked up at most once per request and kept in `request.user`. */
export async function loadSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  config: Config,
): Promise<SessionUser | null> {
  if (lookedUp.has(request)) return request.user;
  const token = sessionToken(request, config);
  const found = token ? await findSessionUser(db, token) : null;
  lookedUp.add(request);
  if (found?.extended && token) setSessionCookie(reply, config, token, found.expiresAt);
  if (found) reply.header('cache-control', 'no-store');
  request.user = found?.user ?? null;
  return request.user;
}

/** A preHandler (or preValidation) for routes that need a signed-in user: sets `request.user`, 401 otherwise. */
export function requireUser(db: Db, config: Config) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await loadSession(request, reply, db, config))) throw unauthorized();
  };
}

/** `request.user` behind `requireUser`, typed non-null; a route that forgot the guard answers 401, never runs. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
