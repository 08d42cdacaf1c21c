import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, creditLedger, payments } from '../../db/schema';
import type { BillingHistory } from '../../../shared/schemas/billing';
import { RENEWING_STATUSES } from './billing-service';

/** How many payments and credit changes the history shows (newest first). */
export const HISTORY_LIMIT = 50;

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
