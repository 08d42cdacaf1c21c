import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, payments, users } from '../../db/schema';
import { plans } from '../../../shared/plans';
import { changeCredits } from '../users/credits';
import { RENEWING_STATUSES } from './queries';

/**
 * Granting what a payment bought, exactly once (decision 0011). Every path
 * that learns of a payment (the browser's verify call, the payment-link
 * confirmation, a webhook) ends here. In one transaction: the checkout row is
 * locked, the amount and currency are compared with what the server created,
 * and the payment id is inserted into the ledger with ON CONFLICT DO NOTHING;
 * only the insert that wins grants. A report of an already-recorded payment
 * changes nothing, however many arrive and in whatever order.
 */

type PaymentSource = 'verify' | 'payment_link' | 'webhook';

export interface ReportedPayment {
  paymentId: string;
  amountCents: number;
  currency: string;
  /** When the provider says it was paid. */
  paidAt: Date;
  source: PaymentSource;
}

/** A payment as the provider describes it (its API and its webhooks alike: amounts in cents, times in seconds). */
export function reportOf(
  payment: { id: string; amount: number; currency: string; created_at: number },
  source: PaymentSource,
): ReportedPayment {
  return {
    paymentId: payment.id,
    amountCents: payment.amount,
    currency: payment.currency,
    paidAt: new Date(payment.created_at * 1000),
    source,
  };
}

type CreditsOutcome =
  { outcome: 'granted' | 'duplicate'; userId: string; credits: number } | { outcome: 'unknown-checkout' | 'mismatch' };

type PremiumOutcome =
  | { outcome: 'granted' | 'duplicate'; userId: string; subscriptionEndsAt: Date | null }
  /** The first charge of a second subscription while another renews: recorded as due for a refund, not granted. */
  | { outcome: 'second-subscription'; userId: string }
  | { outcome: 'unknown-checkout' | 'mismatch' };

const PERIOD = sql`interval '7 days'`;

async function lockCheckout(db: Db, checkoutId: string, product: 'credits' | 'premium') {
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.product, product)))
    .for('update');
  return checkout;
}

async function insertPayment(
  db: Db,
  checkout: typeof checkouts.$inferSelect,
  payment: ReportedPayment,
  creditsGranted: number,
  refundStatus: 'due' | null = null,
): Promise<boolean> {
  const inserted = await db
    .insert(payments)
    .values({
      id: payment.paymentId,
      userId: checkout.userId,
      checkoutId: checkout.id,
      product: checkout.product,
      amountCents: payment.amountCents,
      currency: payment.currency,
      creditsGranted,
      source: payment.source,
      refundStatus,
      createdAt: payment.paidAt,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted.length > 0;
}

const matches = (checkout: typeof checkouts.$inferSelect, payment: ReportedPayment) =>
  checkout.amountCents === payment.amountCents && checkout.currency === payment.currency;

/** A paid order or payment link: adds the credit pack once. */
export async function recordCreditsPayment(
  db: Db,
  checkoutId: string,
  payment: ReportedPayment,
): Promise<CreditsOutcome> {
  return db.transaction(async (tx) => {
    const checkout = await lockCheckout(tx, checkoutId, 'credits');
    if (!checkout) return { outcome: 'unknown-checkout' };
    if (!matches(checkout, payment)) return { outcome: 'mismatch' };

    const pack = plans.credits.packSize;
    if (!(await insertPayment(tx, checkout, payment, pack))) {
      const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, checkout.userId));
      return { outcome: 'duplicate', userId: checkout.userId, credits: user?.credits ?? 0 };
    }
    const credits = await changeCredits(tx, checkout.userId, pack, 'purchase', payment.paymentId);
    await tx.update(checkouts).set({ status: 'paid', statusAt: payment.paidAt }).where(eq(checkouts.id, checkout.id));
    return { outcome: 'granted', userId: checkout.userId, credits: credits! };
  });
}

/**
 * A charge of a subscription: one more paid week. Premium ends at the first
 * paid moment plus one week per paid charge, so charges reported twice, late
 * or out of order give the same end date; the end never moves backwards.
 *
 * One renewing subscription per user (decision 0020): the first charge of a
 * subscription while another of the user's renews is recorded, granted
 * nothing, and marked due for a refund; the caller cancels it and refunds the
 * payment at the provider. The user's row is locked (not its key), so two
 * first charges of two subscriptions cannot both see no other.
 */
export async function recordPremiumPayment(
  db: Db,
  subscriptionId: string,
  payment: ReportedPayment,
): Promise<PremiumOutcome> {
  return db.transaction(async (tx) => {
    const checkout = await lockCheckout(tx, subscriptionId, 'premium');
    if (!checkout) return { outcome: 'unknown-checkout' };
    if (!matches(checkout, payment)) return { outcome: 'mismatch' };
    await tx.select({ id: users.id }).from(users).where(eq(users.id, checkout.userId)).for('no key update');

    const [known] = await tx
      .select({ refundStatus: payments.refundStatus })
      .from(payments)
      .where(eq(payments.id, payment.paymentId));
    if (known?.refundStatus) return { outcome: 'second-subscription', userId: checkout.userId };
    if (!known && checkout.paidPeriods === 0 && (await otherRenewingSubscription(tx, checkout))) {
      await insertPayment(tx, checkout, payment, 0, 'due');
      await tx
        .update(checkouts)
        .set({ status: 'cancelled', statusAt: new Date(), cancelAtPeriodEnd: true })
        .where(eq(checkouts.id, checkout.id));
      return { outcome: 'second-subscription', userId: checkout.userId };
    }

    if (!(await insertPayment(tx, checkout, payment, 0))) {
      const [user] = await tx
        .select({ subscriptionEndsAt: users.subscriptionEndsAt })
        .from(users)
        .where(eq(users.id, checkout.userId));
      return { outcome: 'duplicate', userId: checkout.userId, subscriptionEndsAt: user?.subscriptionEndsAt ?? null };
    }
    const [periods] = await tx
      .update(checkouts)
      .set({
        paidPeriods: sql`${checkouts.paidPeriods} + 1`,
        // least() and greatest() skip nulls: the first payment sets the start, an earlier one moves it back.
        firstPaidAt: sql`least(${checkouts.firstPaidAt}, ${payment.paidAt.toISOString()}::timestamptz)`,
      })
      .where(eq(checkouts.id, checkout.id))
      .returning({ until: sql<string>`${checkouts.firstPaidAt} + ${checkouts.paidPeriods} * ${PERIOD}` });
    const [user] = await tx
      .update(users)
      .set({
        subscriptionEndsAt: sql`greatest(${users.subscriptionEndsAt}, ${new Date(periods!.until).toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, checkout.userId))
      .returning({ subscriptionEndsAt: users.subscriptionEndsAt });
    await tx.update(payments).set({ premiumUntil: user!.subscriptionEndsAt }).where(eq(payments.id, payment.paymentId));
    // A payment proves the subscription runs (verify may arrive before any webhook).
    await applySubscriptionStatus(tx, checkout.id, 'active', payment.paidAt);
    return { outcome: 'granted', userId: checkout.userId, subscriptionEndsAt: user!.subscriptionEndsAt };
  });
}

/**
 * Another subscription of the same user that has been paid for and renews (or will, once a failed charge is
 * retried). One that is only authenticated does not count: its first charge may still fail.
 */
async function otherRenewingSubscription(db: Db, checkout: typeof checkouts.$inferSelect) {
  const [other] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, checkout.userId),
        eq(checkouts.kind, 'subscription'),
        ne(checkouts.id, checkout.id),
        gt(checkouts.paidPeriods, 0),
        inArray(checkouts.status, RENEWING_STATUSES),
        eq(checkouts.cancelAtPeriodEnd, false),
      ),
    )
    .limit(1);
  return other;
}

/** Later states win; at the same moment, the further state wins; a final state is never left. */
const statusRank: Record<string, number> = {
  created: 0,
  authenticated: 1,
  active: 2,
  pending: 2,
  resumed: 2,
  paused: 3,
  halted: 3,
  cancelled: 4,
  completed: 4,
  expired: 4,
};
const finalStatuses = new Set(['cancelled', 'completed', 'expired']);

/** A subscription's status from an event of time `at`: ignored when a newer (or final) status is recorded. */
export async function applySubscriptionStatus(
  db: Db,
  subscriptionId: string,
  status: string,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: checkouts.status, statusAt: checkouts.statusAt })
      .from(checkouts)
      .where(and(eq(checkouts.id, subscriptionId), eq(checkouts.kind, 'subscription')))
      .for('update');
    if (!current || !(status in statusRank)) return false;
    if (finalStatuses.has(current.status)) return false;
    const previousAt = current.statusAt?.getTime() ?? -Infinity;
    const newer =
      at.getTime() > previousAt || (at.getTime() === previousAt && statusRank[status]! >= statusRank[current.status]!);
    if (!newer) return false;
    await tx.update(checkouts).set({ status, statusAt: at }).where(eq(checkouts.id, subscriptionId));
    return true;
  });
}
