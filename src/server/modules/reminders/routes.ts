import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '../../../shared/routes';
import {
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../shared/schemas/reminders';
import type { AppDeps } from '../../app-deps';
import { databaseErrorOf } from '../../db/retry';
import { HttpError } from '../../http/errors';
import { escapeHtml, serverPage } from '../../http/server-page';
import { updateSettings } from '../account/settings';
import { requireUser, signedInUser } from '../session/session-cookie';
import { removeSubscription, saveSubscription } from './queries';
import { userOfToken } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

const tokenQuery = z.object({ token: z.string().max(200).optional() });

const page = (title: string, body: string) => serverPage(title, `<h1>${escapeHtml(title)}</h1>${body}`);

const invalidLinkPage = page(
  'This link does not work',
  `<p>It may have been cut short by your mail program. You can turn off Email Updates in the app's
<a href="${paths.notifications}">Notifications</a> settings.</p>`,
);

/**
 * Web Push subscriptions (Daily Tips) and unsubscribing from e-mails (issue 19, decision 0045). Subscriptions are the
 * signed-in user's own; the unsubscribe link works without signing in, authenticated by its HMAC token.
 */
export const reminderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, reminders }) => {
  const signedIn = requireUser(db, config);

  app.get(
    '/api/push/key',
    { preValidation: signedIn, schema: { response: { 200: pushKeyResponseSchema } } },
    async () => ({ publicKey: reminders.push.publicKey() }),
  );

  app.post(
    '/api/push/subscriptions',
    { preValidation: signedIn, bodyLimit: 8 * 1024, schema: { body: pushSubscriptionSchema } },
    async (request, reply) => {
      // The server will POST to this address: only where decision 0050 allows (checked again at each send).
      const refusal = await reminders.push.refusal(request.body.endpoint);
      if (refusal) throw new HttpError(400, refusal, 'VALIDATION_ERROR');
      await saveSubscription(db, signedInUser(request).id, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { preValidation: signedIn, schema: { body: pushUnsubscribeSchema } },
    async (request, reply) => {
      await removeSubscription(db, signedInUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );

  // Mail programs' one-click unsubscribe (RFC 8058) posts "List-Unsubscribe=One-Click" as either kind of form: the
  // token in the address is all that is read.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  // Opening the link only asks: mail scanners open links, and a GET must not change anything (SECURITY.md).
  app.get(UNSUBSCRIBE_PATH, { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const key = reminders.unsubscribeKey();
    const token = request.query.token ?? '';
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!userOfToken(key, token)) return reply.status(400).send(invalidLinkPage);
    return page(
      'Stop the weekly e-mails?',
      `<p>You will no longer get the weekly summary from Datewise. You can turn it back on in Notifications.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.post(UNSUBSCRIBE_PATH, { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const userId = userOfToken(reminders.unsubscribeKey(), request.query.token ?? '');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!userId) return reply.status(400).send(invalidLinkPage);
    // The account may have been deleted since the e-mail was sent: then there is nothing to turn off.
    await updateSettings(db, userId, { emailUpdates: false }).catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
    });
    request.log.info({ userId }, 'unsubscribed from e-mails');
    return page(
      'You are unsubscribed',
      `<p>Datewise will not send you the weekly e-mail any more. You can turn it back on in
<a href="${paths.notifications}">Notifications</a>.</p>`,
    );
  });
};

const isForeignKeyViolation = (error: unknown) => databaseErrorOf(error)?.code === '23503';
