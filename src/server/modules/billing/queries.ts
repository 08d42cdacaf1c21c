import { and, desc, eq, gt, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, creditLedger, payments } from '../../db/schema';
import {
  CREDIT_PAGE_DEFAULT,
  creditTools,
  type BillingHistory,
  type CreditActivityPage,
  type CreditChange,
  type CreditTool,
} from '../../../shared/schemas/billing';

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

/** The user's latest subscription that also meets `condition`. */
async function latestSubscription(db: Db, userId: string, condition: SQL | undefined) {
  const [subscription] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.kind, 'subscription'), condition))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return subscription;
}

/** The user's latest subscription that will renew (not cancelled, not ended). */
export function renewingSubscription(db: Db, userId: string) {
  return latestSubscription(
    db,
    userId,
    and(inArray(checkouts.status, RENEWING_STATUSES), eq(checkouts.cancelAtPeriodEnd, false)),
  );
}

/**
 * The user's latest paid subscription whose renewal they turned off by pausing it (decision 0041): the one "Resume"
 * turns back on (its flag is off again only while a resume is under way). A subscription cancelled at the cycle's end
 * is not here: Razorpay cannot undo that.
 */
export function pausedSubscription(db: Db, userId: string) {
  return latestSubscription(db, userId, and(eq(checkouts.status, 'paused'), gt(checkouts.paidPeriods, 0)));
}

/**
 * Claims a paused subscription for one resume (the flag flips once however many requests race), or gives the claim
 * back when the provider refused. True when this call changed the flag.
 */
export async function setRenewalOff(db: Db, subscriptionId: string, off: boolean): Promise<boolean> {
  const changed = await db
    .update(checkouts)
    .set({ cancelAtPeriodEnd: off })
    .where(and(eq(checkouts.id, subscriptionId), eq(checkouts.cancelAtPeriodEnd, !off)))
    .returning({ id: checkouts.id });
  return changed.length > 0;
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

/** How many payments the history shows (newest first). */
const PAYMENTS_LIMIT = 50;

const toolOf = (feature: string | null): CreditTool | null => creditTools.find((tool) => tool === feature) ?? null;

/** One page of the caller's credit changes, newest first, older than the cursor: only their own rows. */
export async function creditActivityPage(
  db: Db,
  userId: string,
  page: { before?: number; limit: number },
): Promise<CreditActivityPage> {
  // One row more than asked says whether another page follows.
  const rows = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), page.before ? lt(creditLedger.id, page.before) : undefined))
    .orderBy(desc(creditLedger.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map((c) => ({
    id: c.id,
    delta: c.delta,
    balanceAfter: c.balanceAfter,
    reason: c.reason as CreditChange['reason'],
    tool: toolOf(c.feature),
    createdAt: c.createdAt.toISOString(),
  }));
  return { items, nextCursor: rows.length > page.limit ? items.at(-1)!.id : null };
}

/**
 * The caller's billing history: their subscription, payments and the first page of credit changes. The subscription
 * shown is the one that decides the next charge: the one that renews (the one "Cancel renewal" acts on), else the
 * paused one "Resume" would turn back on, else the latest anyone paid for or began. So a second subscription that
 * was cancelled and refunded (decision 0020) never hides the one that still renews.
 */
export async function billingHistory(db: Db, userId: string): Promise<BillingHistory> {
  const subscription =
    (await renewingSubscription(db, userId)) ??
    (await pausedSubscription(db, userId)) ??
    // A subscription nobody paid for (the checkout was closed) is not worth showing.
    (await latestSubscription(db, userId, ne(checkouts.status, 'created')));

  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(PAYMENTS_LIMIT);

  const changes = await creditActivityPage(db, userId, { limit: CREDIT_PAGE_DEFAULT });

  return {
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          renews: RENEWING_STATUSES.includes(subscription.status) && !subscription.cancelAtPeriodEnd,
          resumable: subscription.status === 'paused' && subscription.cancelAtPeriodEnd && subscription.paidPeriods > 0,
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
    creditChanges: changes.items,
  };
}
