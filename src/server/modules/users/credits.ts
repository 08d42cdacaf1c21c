import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema';

type CreditReason = 'purchase' | 'ai_request' | 'refund';

/**
 * Changes a user's credit balance and writes its ledger row (with the balance
 * after it), the one way credits move. Call it inside a transaction, so both
 * happen or neither. Returns the new balance, or null when the change would
 * take the balance below zero (then nothing changes).
 */
export async function changeCredits(
  tx: Db,
  userId: string,
  delta: number,
  reason: CreditReason,
  paymentId: string | null = null,
  /** AI requests and their refunds: the tool (ai_usage's feature), shown in the billing history. */
  feature: string | null = null,
): Promise<number | null> {
  const [user] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}` })
    .where(and(eq(users.id, userId), sql`${users.credits} + ${delta} >= 0`))
    .returning({ credits: users.credits });
  if (!user) return null;
  await tx.insert(creditLedger).values({ userId, delta, balanceAfter: user.credits, reason, paymentId, feature });
  return user.credits;
}
