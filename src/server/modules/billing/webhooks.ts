import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { checkouts, webhookEvents } from '../../db/schema';
import { HttpError } from '../../http/errors';
import {
  applySubscriptionStatus,
  recordCreditsPayment,
  recordPremiumPayment,
  reportOf,
  type ReportedPayment,
} from './ledger';
import { signatureMatches } from './signatures';

/**
 * Razorpay's webhooks (decision 0011): signed with the webhook secret over
 * the raw body, delivered at least once, late and out of order. Each event id
 * is recorded in the same transaction as its effects, so a redelivery changes
 * nothing; the effects themselves are idempotent too (the payment ledger and
 * the time-ordered subscription status). Only database work happens here, so
 * the answer comes well within Razorpay's five seconds.
 */

const paymentEntity = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullish(),
  created_at: z.number(),
});
const subscriptionEntity = z.object({ id: z.string(), status: z.string() });
const paymentLinkEntity = z.object({ id: z.string(), reference_id: z.string().nullish() });
const wrapped = <T extends z.ZodType>(entity: T) => z.object({ entity }).optional();

const eventSchema = z.object({
  event: z.string(),
  created_at: z.number(),
  payload: z.object({
    payment: wrapped(paymentEntity),
    subscription: wrapped(subscriptionEntity),
    payment_link: wrapped(paymentLinkEntity),
  }),
});
type WebhookEvent = z.infer<typeof eventSchema>;

/** The subscription status each subscription event means. */
const subscriptionStatusOf: Record<string, string> = {
  'subscription.authenticated': 'authenticated',
  'subscription.activated': 'active',
  'subscription.charged': 'active',
  'subscription.pending': 'pending',
  'subscription.halted': 'halted',
  'subscription.cancelled': 'cancelled',
  'subscription.completed': 'completed',
  'subscription.paused': 'paused',
  'subscription.resumed': 'active',
};

interface WebhookDeliveryInput {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

export async function handleWebhook(
  db: Db,
  webhookSecret: string,
  log: FastifyBaseLogger,
  delivery: WebhookDeliveryInput,
): Promise<{ status: 'processed' | 'duplicate'; refundDueFor?: string }> {
  if (!delivery.signature || !signatureMatches(delivery.rawBody, delivery.signature, webhookSecret)) {
    log.warn({ eventId: delivery.eventId ?? null }, 'webhook signature refused');
    throw new HttpError(400, 'Invalid webhook signature', 'INVALID_SIGNATURE');
  }
  let event: WebhookEvent;
  try {
    event = eventSchema.parse(JSON.parse(delivery.rawBody.toString('utf8')));
  } catch {
    log.warn({ eventId: delivery.eventId ?? null }, 'webhook body refused');
    throw new HttpError(400, 'Invalid webhook body', 'INVALID_WEBHOOK');
  }
  // Razorpay always sends an event id; without one, the body itself identifies the delivery.
  const eventId = delivery.eventId ?? `body_${createHash('sha256').update(delivery.rawBody).digest('hex')}`;

  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: eventId, event: event.event })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { status: 'duplicate' as const };
    const refundDueFor = await applyEvent(tx, event, log);
    return { status: 'processed' as const, ...(refundDueFor ? { refundDueFor } : {}) };
  });
}

/** Applies one event; answers the user whose payment is due for a refund (given back after the commit), if any. */
async function applyEvent(db: Db, event: WebhookEvent, log: FastifyBaseLogger): Promise<string | null> {
  const at = new Date(event.created_at * 1000);
  const payment = event.payload.payment?.entity;
  const reported = (source: ReportedPayment['source']): ReportedPayment | null =>
    payment && payment.status === 'captured' ? reportOf(payment, source) : null;
  const flagMismatch = (outcome: string, checkoutId: string) => {
    if (outcome === 'mismatch')
      log.error({ event: event.event, checkoutId }, 'webhook payment does not match its checkout');
  };

  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      const report = reported('webhook');
      // Payments of subscriptions and payment links carry orders the provider made itself: not ours.
      if (!report || !payment?.order_id) return null;
      const [order] = await db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(and(eq(checkouts.id, payment.order_id), eq(checkouts.kind, 'order')));
      if (!order) return null;
      flagMismatch((await recordCreditsPayment(db, order.id, report)).outcome, order.id);
      return null;
    }
    case 'payment_link.paid': {
      const link = event.payload.payment_link?.entity;
      const report = reported('webhook');
      if (!link || !report) return null;
      const [checkout] = await db
        .select({ id: checkouts.id, referenceId: checkouts.referenceId })
        .from(checkouts)
        .where(and(eq(checkouts.id, link.id), eq(checkouts.kind, 'payment_link')));
      if (!checkout) return null;
      if (checkout.referenceId !== link.reference_id) {
        flagMismatch('mismatch', checkout.id);
        return null;
      }
      flagMismatch((await recordCreditsPayment(db, checkout.id, report)).outcome, checkout.id);
      return null;
    }
    default: {
      const status = subscriptionStatusOf[event.event];
      const subscription = event.payload.subscription?.entity;
      if (!status || !subscription) return null;
      const report =
        event.event === 'subscription.charged' || event.event === 'subscription.activated' ? reported('webhook') : null;
      const recorded = report ? await recordPremiumPayment(db, subscription.id, report) : null;
      if (recorded) flagMismatch(recorded.outcome, subscription.id);
      await applySubscriptionStatus(db, subscription.id, status, at);
      return recorded?.outcome === 'second-subscription' ? recorded.userId : null;
    }
  }
}
