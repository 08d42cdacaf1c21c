import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath } from '../../../shared/routes';
import { devLoginSchema, returnPathSchema, signInQuerySchema } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { recordServerEvent } from '../analytics/server-events';
import { upsertUserByIdentity, type Identity } from '../users/queries';
import { toUserView } from '../users/user-view';
import { renderLocalSignIn, renderSignInFailed } from './auth-page';
import { createGoogleClient } from './google';
import { consumeLoginAttempt, LOGIN_ATTEMPT_MS, startLoginAttempt } from './queries';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../session/session-cookie';
import { createSession, deleteSession, findSessionUser } from '../session/sessions';

/**
 * What the browser keeps between the start of a Google sign-in and its callback, in a cookie that is not signed:
 * its holder could edit it, so all of it is checked again at the callback, the return path as at the start.
 */
const pendingSignInSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: returnPathSchema,
});

function readPendingSignIn(cookie: string | undefined) {
  try {
    return pendingSignInSchema.parse(JSON.parse(cookie ?? ''));
  } catch {
    return null;
  }
}

/** The provider's redirect back: a code and the state, or an error; anything else it adds is left to openid-client. */
const googleCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** A local sign-in form that failed validation, shown again with what was typed (the body is the raw form then). */
function typedIntoForm(body: unknown) {
  const field = (name: string) => {
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  return {
    email: field('email'),
    firstName: field('firstName'),
    lastName: field('lastName'),
    returnTo: safeReturnPath(field('returnTo')),
  };
}

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
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

    app.get('/auth/google', { schema: { querystring: signInQuerySchema } }, async (request, reply) => {
      const start = await google.start();
      await startLoginAttempt(db, start.state);
      const pending = {
        state: start.state,
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        returnTo: request.query.returnTo,
      };
      reply.setCookie(oidcCookie, JSON.stringify(pending), {
        ...cookieOptions,
        maxAge: LOGIN_ATTEMPT_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(start.url.href, 302);
    });

    app.get(
      '/auth/google/callback',
      // A malformed callback is a browser navigation too: it gets the page below, not a JSON error.
      { attachValidation: true, schema: { querystring: googleCallbackQuerySchema } },
      async (request, reply) => {
        const pending = readPendingSignIn(request.cookies[oidcCookie]);
        reply.clearCookie(oidcCookie, cookieOptions);
        if (!pending) {
          return fail(
            reply,
            'missing sign-in cookie',
            'Your sign-in took too long or was started in another browser. Please try again.',
          );
        }

        // Each attempt is good for one callback: a replayed callback finds nothing.
        if (!(await consumeLoginAttempt(db, pending.state))) {
          return fail(
            reply,
            'unknown or used sign-in attempt',
            'This sign-in link was already used or has expired. Please try again.',
          );
        }
        if (request.validationError) {
          return fail(reply, 'malformed callback', 'Google did not confirm your sign-in. Please try again.');
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
        const target = pending.returnTo ?? (user.onboardedAt ? '/' : '/onboarding');
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      },
    );
    return;
  }

  // Local sign-in: the embedded default when Google is not configured (never in production).
  if (config.isProduction) return;

  app.get('/auth/google', { schema: { querystring: signInQuerySchema } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderLocalSignIn({ returnTo: request.query.returnTo })),
  );

  /** The local form's body parser stays in this plugin: no other route takes form posts. */
  const localSignIn: FastifyPluginAsyncZod = async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    form.post(
      '/auth/dev-login',
      // A form that fails the schema is shown again (below) instead of answered with JSON. No response schema:
      // the answer is the user (JSON), a redirect or that page (HTML), by what was posted.
      { attachValidation: true, schema: { body: devLoginSchema } },
      async (request, reply) => {
        const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
        if (request.validationError) {
          if (!isForm) throw request.validationError;
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(renderLocalSignIn(typedIntoForm(request.body), 'Please enter a valid e-mail address.'));
        }

        const { email, firstName, lastName, returnTo } = request.body;
        const { user, token } = await signIn(reply, { issuer: 'local', subject: email, email, firstName, lastName });
        request.log.info({ userId: user.id }, 'signed in locally');
        reply.header('cache-control', 'no-store');
        // As after Google: a user who has not completed onboarding starts there.
        if (isForm) return reply.redirect(returnTo ?? (user.onboardedAt ? '/' : '/onboarding'), 303);
        return toUserView((await findSessionUser(db, token))!.user);
      },
    );
  };
  app.register(localSignIn);
};
