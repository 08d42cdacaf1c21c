import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, creditLedger, payments } from '../../db/schema';
import type { BillingHistory } from '../../../shared/schemas/billing';

/** Statuses in which a subscription still renews (or may, after a failed charge is retried). */
export const RENEWING_STATUSES = ['authenticated', 'active', 'pending', 'halted'];

export type CheckoutKind = 'order' | 'payment_link' | 'subscription';

/** One of the caller's checkouts (of one kind, when given): never another user's. */
export async function findOwnCheckout(db: Db, userId: string, id: string, kind?: CheckoutKind) {
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, userId), kind ? eq(checkouts.kind, kind) : undefined));
  return checkout;
}

/** The user's latest subscription that will renew (not cancelled, not ended). */
export async function renewingSubscription(db: Db, userId: string) {
  const [subscription] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, userId),
        eq(checkouts.kind, 'subscription'),
        inArray(checkouts.status, RENEWING_STATUSES),
        eq(checkouts.cancelAtPeriodEnd, false),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return subscription;
}

/** The user's payments recorded as due for a refund (decision 0020). */
export function paymentsDueRefund(db: Db, userId: string) {
  return db
    .select({ id: payments.id, checkoutId: payments.checkoutId, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.refundStatus, 'due')));
}

/** Whether a payment of this checkout is one we give back (due or refunded). */
export async function isRefundPayment(db: Db, paymentId: string, checkoutId: string): Promise<boolean> {
  const [row] = await db
    .select({ refundStatus: payments.refundStatus })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.checkoutId, checkoutId)));
  return Boolean(row?.refundStatus);
}

export async function markRefunded(db: Db, paymentId: string, refundId: string): Promise<void> {
  await db.update(payments).set({ refundStatus: 'refunded', refundId }).where(eq(payments.id, paymentId));
}

/** How many payments and credit changes the history shows (newest first). */
const HISTORY_LIMIT = 50;

/** The caller's billing history: their latest subscription, payments and credit changes. */
export async function billingHistory(db: Db, userId: string): Promise<BillingHistory> {
  const [subscription] = await db
    .select({ id: checkouts.id, status: checkouts.status, cancelAtPeriodEnd: checkouts.cancelAtPeriodEnd })
    .from(checkouts)
    // A subscription nobody paid for (the checkout was closed) is not worth showing.
    .where(and(eq(checkouts.userId, userId), eq(checkouts.kind, 'subscription'), ne(checkouts.status, 'created')))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);

  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(HISTORY_LIMIT);

  const changes = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(HISTORY_LIMIT);

  return {
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          renews: RENEWING_STATUSES.includes(subscription.status) && !subscription.cancelAtPeriodEnd,
        }
      : null,
    payments: paid.map((p) => ({
      id: p.id,
      product: p.product as 'credits' | 'premium',
      amountCents: p.amountCents,
      currency: p.currency,
      creditsGranted: p.creditsGranted,
      premiumUntil: p.premiumUntil?.toISOString() ?? null,
      refund: p.refundStatus === 'due' || p.refundStatus === 'refunded' ? p.refundStatus : null,
      createdAt: p.createdAt.toISOString(),
    })),
    creditChanges: changes.map((c) => ({
      id: c.id,
      delta: c.delta,
      balanceAfter: c.balanceAfter,
      reason: c.reason as 'purchase' | 'ai_request' | 'refund',
      createdAt: c.createdAt.toISOString(),
    })),
  };
}
