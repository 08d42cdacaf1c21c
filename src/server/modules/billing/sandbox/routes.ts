import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../http/errors';
import { escapeHtml, serverPage } from '../../../http/server-page';
import { formatPrice } from '../../../../shared/plans';
import { requireUser, signedInUser } from '../../session/session-cookie';
import type { PaymentProvider } from '../provider';
import { findOwnCheckout } from '../queries';
import type { FakeRazorpay, WebhookDelivery } from './fake-razorpay';

/** Razorpay sends webhooks a moment after the payment; so does the sandbox (the verify call usually wins). */
export const SANDBOX_WEBHOOK_DELAY_MS = 300;

const assets = path.join(import.meta.dirname, 'assets');
const checkoutScript = readFileSync(path.join(assets, 'checkout.js'), 'utf8');
const checkoutStyles = readFileSync(path.join(assets, 'checkout.css'), 'utf8');

const payRequestSchema = z
  .object({
    orderId: z.string().max(64).optional(),
    subscriptionId: z.string().max(64).optional(),
    outcome: z.enum(['success', 'failure']),
  })
  .refine((b) => Boolean(b.orderId) !== Boolean(b.subscriptionId), 'give either orderId or subscriptionId');

/**
 * The sandbox's customer side (never in production): the Checkout
 * look-alike script, the call it makes to pay or fail, and the hosted page of
 * a payment link. Payments are made by the fake provider, signed with the
 * sandbox's secret, and reported to the app's own webhook route.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<AppDeps & { provider: PaymentProvider; fake: FakeRazorpay }> = async (
  app,
  { db, config, fake },
) => {
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => timers.forEach(clearTimeout));

  const postWebhooks = async (webhooks: WebhookDelivery[]) => {
    for (const webhook of webhooks) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhook.signature,
          'x-razorpay-event-id': webhook.eventId,
        },
        payload: webhook.body,
      });
      if (res.statusCode !== 200)
        app.log.warn({ event: webhook.event, status: res.statusCode }, 'sandbox webhook refused');
    }
  };
  // Nobody awaits a timer: a failed delivery is logged here, or it would be an unhandled rejection that ends the process.
  const deliver = (webhooks: WebhookDelivery[]) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      postWebhooks(webhooks).catch((err: unknown) => app.log.error({ err }, 'sandbox webhook delivery failed'));
    }, SANDBOX_WEBHOOK_DELAY_MS);
    timers.add(timer);
  };

  app.get('/sandbox/checkout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(checkoutScript),
  );
  app.get('/sandbox/checkout.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(checkoutStyles),
  );

  app.post(
    '/sandbox/api/pay',
    { preValidation: requireUser(db, config), schema: { body: payRequestSchema } },
    async (request) => {
      const { orderId, subscriptionId, outcome } = request.body;
      if (!(await findOwnCheckout(db, signedInUser(request).id, (orderId ?? subscriptionId)!))) {
        throw notFound('Payment not found');
      }
      if (outcome === 'failure') {
        const failed = fake.failPayment({ orderId, subscriptionId });
        deliver(failed.webhooks);
        return { error: failed.error };
      }
      const paid = orderId ? fake.payOrder(orderId) : fake.chargeSubscription(subscriptionId!);
      deliver(paid.webhooks);
      return { response: paid.response };
    },
  );

  // A payment link's hosted page: public, like Razorpay's (whoever has the link may pay it).
  app.get('/sandbox/pay/:id', { schema: { params: z.object({ id: z.string().max(64) }) } }, async (request, reply) => {
    const link = fake.links.get(request.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!link) return reply.status(404).send(serverPage('Payment link not found', '<h1>Payment link not found</h1>'));
    const amount = formatPrice(link.amount);
    const done = link.status === 'paid';
    const description = typeof link.description === 'string' ? link.description : 'Payment';
    return serverPage(
      'Sandbox payment',
      `<span class="badge">Test mode · sandbox</span>
<h1>${escapeHtml(description)}</h1>
<p class="amount">${escapeHtml(amount)} <small>${escapeHtml(link.currency)}</small></p>
${
  done
    ? '<p>This link has already been paid.</p><a class="button" href="/subscription">Back to Datewise</a>'
    : `<form method="post" action="/sandbox/pay/${escapeHtml(link.id)}">
<button type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="action" value="fail" class="secondary">Simulate a failed payment</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel and go back</button>
</form>`
}
<p class="note">No real card is charged. Paying returns you to Datewise with a signed confirmation, as Razorpay's payment links do.</p>`,
    );
  });

  const linkForm: FastifyPluginAsyncZod = async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    form.post(
      '/sandbox/pay/:id',
      {
        schema: {
          params: z.object({ id: z.string().max(64) }),
          body: z.object({ action: z.enum(['pay', 'fail', 'cancel']) }),
        },
      },
      async (request, reply) => {
        const link = fake.links.get(request.params.id);
        if (!link) throw notFound('Payment link not found');
        if (request.body.action === 'cancel') return reply.redirect('/subscription', 303);
        if (request.body.action === 'fail' || link.status === 'paid') {
          return reply.redirect('/subscription?error=payment_failed&type=credits', 303);
        }
        const paid = fake.payLink(link.id);
        deliver(paid.webhooks);
        return reply.redirect(paid.callbackUrl, 303);
      },
    );
  };
  await app.register(linkForm);
};
