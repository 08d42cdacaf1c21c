import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiUsage, dailyUsage, users } from '../../db/schema';
import { plans } from '../../../shared/plans';
import { HttpError } from '../../http/errors';
import { changeCredits } from '../users/credits';
import { userTodayText } from '../users/local-day';

/**
 * Metering of AI requests (DESIGN.md): Premium is unlimited; otherwise the
 * free daily allowance (the user's local calendar day) is used first, then
 * one credit; otherwise 402 and nothing runs.
 *
 * The charge is taken before the engine runs, in one short transaction that
 * locks the user's row, with conditional writes only (no read-then-write), so
 * concurrent requests can never exceed the allowance or spend a credit twice.
 * A request that fails is refunded. Holding a transaction open while an
 * engine works (seconds, for an external model) would block the database,
 * above all PGlite's single connection (decision 0009).
 */

export type Charge = { kind: 'premium' } | { kind: 'free'; day: string } | { kind: 'credit' };

export const quotaExceeded = () =>
  new HttpError(
    402,
    "You've used today's free AI requests and have no credits left. Buy credits or upgrade to Premium to continue.",
    'QUOTA_EXCEEDED',
  );

/** Takes the charge for one request, or returns null when nothing is left. */
export async function reserveCharge(db: Db, userId: string): Promise<Charge | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        premium: sql<boolean>`${users.subscriptionEndsAt} is not null and ${users.subscriptionEndsAt} > now()`,
        day: userTodayText,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    if (user.premium) return { kind: 'premium' };

    const free = await tx
      .insert(dailyUsage)
      .values({ userId, day: user.day, count: 1 })
      .onConflictDoUpdate({
        target: [dailyUsage.userId, dailyUsage.day],
        set: { count: sql`${dailyUsage.count} + 1` },
        setWhere: sql`${dailyUsage.count} < ${plans.free.dailyRequests}`,
      })
      .returning({ count: dailyUsage.count });
    if (free.length > 0) return { kind: 'free', day: user.day };

    const spent = await changeCredits(tx, userId, -plans.credits.creditsPerRequest, 'ai_request');
    if (spent === null) return null;
    return { kind: 'credit' };
  });
}

/** Gives back what a failed request was charged. */
export async function refundCharge(db: Db, userId: string, charge: Charge): Promise<void> {
  if (charge.kind === 'free') {
    await db
      .update(dailyUsage)
      .set({ count: sql`${dailyUsage.count} - 1` })
      .where(and(eq(dailyUsage.userId, userId), eq(dailyUsage.day, charge.day), gt(dailyUsage.count, 0)));
  } else if (charge.kind === 'credit') {
    await db.transaction((tx) => changeCredits(tx, userId, plans.credits.creditsPerRequest, 'refund'));
  }
}

export interface MeteredRequest {
  userId: string;
  feature: string;
  engine: string;
}

/**
 * How a request that produced an answer ends: charged, or (a configured model
 * failed and the offline coach answered) refunded like a failure, since the
 * user did not get what they paid for (decision 0015).
 */
export type Settlement = { outcome: 'success' } | { outcome: 'fallback'; failure: string };

/**
 * Runs `work` for a user if they have an allowance, charging it only when the
 * work succeeds, and records the request. Throws 402 QUOTA_EXCEEDED (nothing
 * runs) when no allowance is left; rethrows the work's error after the refund.
 */
export async function runMetered<T>(
  db: Db,
  request: MeteredRequest,
  work: () => Promise<T>,
  settle: (result: T) => Settlement = () => ({ outcome: 'success' }),
): Promise<T> {
  const charge = await reserveCharge(db, request.userId);
  if (!charge) throw quotaExceeded();
  const started = performance.now();
  const record = (outcome: 'success' | 'fallback' | 'error', failure: string | null) =>
    db.insert(aiUsage).values({
      userId: request.userId,
      feature: request.feature,
      engine: request.engine,
      charge: charge.kind,
      outcome,
      failure,
      latencyMs: Math.round(performance.now() - started),
    });
  try {
    const result = await work();
    const settlement = settle(result);
    if (settlement.outcome === 'fallback') {
      await refundCharge(db, request.userId, charge);
      await record('fallback', settlement.failure);
      return result;
    }
    await record('success', null);
    await db
      .update(users)
      .set({ firstAiRequestAt: sql`coalesce(${users.firstAiRequestAt}, now())` })
      .where(eq(users.id, request.userId));
    return result;
  } catch (error) {
    await refundCharge(db, request.userId, charge);
    await record('error', failureOf(error));
    throw error;
  }
}

/** A short, text-free label of why the work failed, for the usage record. */
function failureOf(error: unknown): string {
  const e = error as { kind?: unknown; cause?: { kind?: unknown } } | null;
  const kind = e?.kind ?? e?.cause?.kind;
  return typeof kind === 'string' ? kind : 'error';
}
