import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { safeReturnPath } from '../../../shared/routes';
import { devLoginSchema } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { loginAttempts } from '../../db/schema';
import { recordServerEvent } from '../analytics/server-events';
import { upsertUserByIdentity, type Identity } from '../users/queries';
import { toUserView } from '../users/user-view';
import { renderLocalSignIn, renderSignInFailed } from './auth-page';
import { createGoogleClient } from './google';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../session/session-cookie';
import { createSession, deleteSession, findSessionUser, hashToken } from '../session/sessions';

const LOGIN_ATTEMPT_MS = 10 * 60 * 1000;

export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, config } = deps;

  /** Every sign-in ends here: a new session (never a reused one) and its cookie. */
  async function signIn(reply: FastifyReply, identity: Identity) {
    const user = await upsertUserByIdentity(db, identity);
    const session = await createSession(db, user.id);
    // For the dashboard's daily sign-ins: sessions end and are deleted, this record stays.
    await recordServerEvent(db, user.id, 'sign_in', config.auth.mode === 'google' ? '/auth/google' : '/auth/dev-login');
    setSessionCookie(reply, config, session.token, session.expiresAt);
    return { user, token: session.token };
  }

  app.get('/auth/logout', async (request, reply) => {
    const token = sessionToken(request, config);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, config);
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  });

  if (config.auth.mode === 'google') {
    const google = createGoogleClient(config.auth, `${config.siteUrl}/auth/google/callback`);
    const oidcCookie = config.isHttps ? '__Host-datewise_oidc' : 'datewise_oidc';
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.isHttps,
      path: '/',
    };
    const fail = (reply: FastifyReply, reason: string, message: string) => {
      reply.log.warn({ reason }, 'google sign-in refused');
      return reply
        .status(400)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSignInFailed(message));
    };

    app.get<{ Querystring: { returnTo?: string } }>('/auth/google', async (request, reply) => {
      const start = await google.start();
      const now = Date.now();
      await db.delete(loginAttempts).where(lt(loginAttempts.expiresAt, new Date(now)));
      await db.insert(loginAttempts).values({
        stateHash: hashToken(start.state),
        expiresAt: new Date(now + LOGIN_ATTEMPT_MS),
      });
      const pending = {
        state: start.state,
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        returnTo: safeReturnPath(request.query.returnTo),
      };
      reply.setCookie(oidcCookie, JSON.stringify(pending), {
        ...cookieOptions,
        maxAge: LOGIN_ATTEMPT_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(start.url.href, 302);
    });

    app.get('/auth/google/callback', async (request, reply) => {
      const raw = request.cookies[oidcCookie];
      reply.clearCookie(oidcCookie, cookieOptions);
      let pending: { state: string; nonce: string; codeVerifier: string; returnTo: string | null };
      try {
        pending = JSON.parse(raw ?? '') as typeof pending; // checked on the next line
        if (typeof pending.state !== 'string' || typeof pending.nonce !== 'string') throw new Error();
      } catch {
        return fail(
          reply,
          'missing sign-in cookie',
          'Your sign-in took too long or was started in another browser. Please try again.',
        );
      }

      // Each attempt is good for one callback: a replayed callback finds nothing.
      const consumed = await db
        .delete(loginAttempts)
        .where(and(eq(loginAttempts.stateHash, hashToken(pending.state)), gt(loginAttempts.expiresAt, new Date())))
        .returning();
      if (consumed.length === 0) {
        return fail(
          reply,
          'unknown or used sign-in attempt',
          'This sign-in link was already used or has expired. Please try again.',
        );
      }

      let identity;
      try {
        identity = await google.finish(new URL(request.url, config.siteUrl), pending);
      } catch (error) {
        reply.log.warn(
          { err: { message: (error as Error).message, code: (error as { code?: string }).code } },
          'google token exchange or ID token check failed',
        );
        return fail(reply, 'token check failed', 'Google did not confirm your sign-in. Please try again.');
      }
      if (!identity.emailVerified || !identity.email) {
        return fail(
          reply,
          'email not verified',
          'Your Google account has no verified e-mail address, which Datewise needs to sign you in.',
        );
      }

      const { user } = await signIn(reply, identity);
      reply.log.info({ userId: user.id }, 'signed in with google');
      // The state cookie is not signed: its path is checked again here, as at the start.
      const target = safeReturnPath(pending.returnTo) ?? (user.onboardedAt ? '/' : '/onboarding');
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    });
    return;
  }

  // Local sign-in: the embedded default when Google is not configured (never in production).
  if (config.isProduction) return;

  app.get<{ Querystring: { returnTo?: string } }>('/auth/google', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderLocalSignIn({ returnTo: safeReturnPath(request.query.returnTo) })),
  );

  app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    form.post<{ Body: Record<string, unknown> | undefined }>('/auth/dev-login', async (request, reply) => {
      const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      const body = request.body ?? {};
      const parsed = devLoginSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const message = `${issue.path.join('.') || 'body'}: ${issue.message}`;
        if (!isForm) return reply.status(400).send({ message, code: 'VALIDATION_ERROR' });
        const str = (k: string) => (typeof body[k] === 'string' ? body[k] : undefined);
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            renderLocalSignIn(
              {
                email: str('email'),
                firstName: str('firstName'),
                lastName: str('lastName'),
                returnTo: safeReturnPath(body.returnTo),
              },
              'Please enter a valid e-mail address.',
            ),
          );
      }

      const { email, firstName, lastName } = parsed.data;
      const { user, token } = await signIn(reply, { issuer: 'local', subject: email, email, firstName, lastName });
      request.log.info({ userId: user.id }, 'signed in locally');
      reply.header('cache-control', 'no-store');
      // As after Google: a user who has not completed onboarding starts there.
      if (isForm) return reply.redirect(safeReturnPath(body.returnTo) ?? (user.onboardedAt ? '/' : '/onboarding'), 303);
      return toUserView((await findSessionUser(db, token))!);
    });
  });
};
