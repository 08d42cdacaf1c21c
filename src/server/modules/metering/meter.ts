import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { plans } from '../../../shared/plans';
import { HttpError } from '../../http/errors';
import { changeCredits } from '../users/credits';
import { retryOnDeadlock } from '../../db/retry';

/**
 * Metering of AI requests (DESIGN.md): Premium is unlimited; otherwise the
 * free daily allowance is used first, then one credit; otherwise 402 and
 * nothing runs.
 *
 * The charge is taken before the engine runs, in one statement with
 * conditional writes only (no read-then-write, no lock held between round
 * trips), so concurrent requests can never exceed the allowance or spend a
 * credit twice, and a metered request costs the database three round trips in
 * all (session, charge, record). A request that fails is refunded. Holding a
 * transaction open while an engine works (seconds, for an external model)
 * would block the database, above all PGlite's single connection (decision 0009).
 *
 * The free day (decision 0019) ends at the user's local midnight, fixed when
 * the day starts: moving the stored time zone changes when the next day ends,
 * never the current one, and a day ends at least 23 hours after the previous
 * one (23, not 24: the day clocks go forward is 23 hours long).
 */

type Charge =
  { kind: 'premium' } | { kind: 'free'; dayEndsAt: Date } | { kind: 'free_tip'; dayEndsAt: Date } | { kind: 'credit' };

/**
 * The tool whose requests have their own free allowance (decision 0040): a category tip is a few sentences, so the
 * first `plans.free.dailyTips` of a day cost nothing; after that a tip counts like any other request.
 */
export const TIP_FEATURE = 'tip';

const quotaExceeded = () =>
  new HttpError(
    402,
    "You've used today's free AI requests and have no credits left. Buy credits or upgrade to Premium to continue.",
    'QUOTA_EXCEEDED',
  );

interface ChargeRow {
  premium: boolean;
  tip_day_ends_at: Date | string | null;
  free_day_ends_at: Date | string | null;
  credits_left: number | null;
}

/**
 * Takes the charge for one request of `feature`, or returns null when nothing is left (or the user is unknown). A
 * tip first tries the day's free tips; every request then tries the free requests, then one credit.
 */
export async function reserveCharge(db: Db, userId: string, feature: string): Promise<Charge | null> {
  const cost = plans.credits.creditsPerRequest;
  const isTip = feature === TIP_FEATURE;
  // Data-modifying CTEs run once each on one snapshot. Each step after the first reads the RETURNING of the ones
  // before, so it runs only when they found nothing left: `tip` (tips only), then `free`, then `spent`. At most one of
  // them writes the allowance row, so no row is modified twice. The writes take only the locks they need: the
  // allowance row, and the user's row (not its key) when a credit is spent. A day that has ended starts again from
  // zero for both counts.
  const query = sql`
    with account as (
      select id, coalesce(subscription_ends_at > now(), false) as premium,
        (date_trunc('day', now() at time zone timezone) + interval '1 day') at time zone timezone as next_midnight
      from users where id = ${userId}
    ),
    tip as (
      insert into free_allowance as a (user_id, used, tips_used, resets_at)
      select id, 0, 1, next_midnight from account where not premium and ${isTip}
      on conflict (user_id) do update set
        used = case when a.resets_at <= now() then 0 else a.used end,
        tips_used = case when a.resets_at <= now() then 1 else a.tips_used + 1 end,
        resets_at = case when a.resets_at <= now()
          then greatest(excluded.resets_at, a.resets_at + interval '23 hours') else a.resets_at end
      where a.resets_at <= now() or a.tips_used < ${plans.free.dailyTips}
      returning a.resets_at
    ),
    free as (
      insert into free_allowance as a (user_id, used, tips_used, resets_at)
      select id, 1, 0, next_midnight from account where not premium and not exists (select from tip)
      on conflict (user_id) do update set
        used = case when a.resets_at <= now() then 1 else a.used + 1 end,
        tips_used = case when a.resets_at <= now() then 0 else a.tips_used end,
        resets_at = case when a.resets_at <= now()
          then greatest(excluded.resets_at, a.resets_at + interval '23 hours') else a.resets_at end
      where a.resets_at <= now() or a.used < ${plans.free.dailyRequests}
      returning a.resets_at
    ),
    spent as (
      update users set credits = users.credits - ${cost}
      from account
      where users.id = account.id and not account.premium and not exists (select from tip)
        and not exists (select from free) and users.credits >= ${cost}
      returning users.id, users.credits
    ),
    ledger as (
      insert into credit_ledger (user_id, delta, balance_after, reason, feature)
      select id, ${-cost}, credits, 'ai_request', ${feature} from spent
    )
    select account.premium,
      (select resets_at from tip) as tip_day_ends_at,
      (select resets_at from free) as free_day_ends_at,
      (select credits from spent) as credits_left
    from account`;
  const [row] = await retryOnDeadlock(() => selectRows<ChargeRow>(db, query));
  if (!row) return null;
  if (row.premium) return { kind: 'premium' };
  if (row.tip_day_ends_at !== null) return { kind: 'free_tip', dayEndsAt: new Date(row.tip_day_ends_at) };
  if (row.free_day_ends_at !== null) return { kind: 'free', dayEndsAt: new Date(row.free_day_ends_at) };
  if (row.credits_left !== null) return { kind: 'credit' };
  return null;
}

/** Gives back what a failed request was charged (a free request only to the day it was taken from). */
async function refundCharge(db: Db, userId: string, feature: string, charge: Charge): Promise<void> {
  if (charge.kind === 'free_tip') {
    await retryOnDeadlock(() =>
      db.execute(sql`update free_allowance set tips_used = tips_used - 1
        where user_id = ${userId} and resets_at = ${charge.dayEndsAt.toISOString()} and tips_used > 0`),
    );
  } else if (charge.kind === 'free') {
    await retryOnDeadlock(() =>
      db.execute(sql`update free_allowance set used = used - 1
        where user_id = ${userId} and resets_at = ${charge.dayEndsAt.toISOString()} and used > 0`),
    );
  } else if (charge.kind === 'credit') {
    await retryOnDeadlock(() =>
      db.transaction((tx) => changeCredits(tx, userId, plans.credits.creditsPerRequest, 'refund', null, feature)),
    );
  }
}

interface MeteredRequest {
  userId: string;
  feature: string;
  engine: string;
}

/**
 * How a request that produced an answer ends: charged, or (a configured model
 * failed and the offline coach answered) refunded like a failure, since the
 * user did not get what they paid for (decision 0015).
 */
type Settlement = { outcome: 'success' } | { outcome: 'fallback'; failure: string };

/**
 * Runs `work` for a user if they have an allowance, charging it only when the
 * work succeeds, and records the request. Throws 402 QUOTA_EXCEEDED (nothing
 * runs) when no allowance is left; rethrows the work's error after the refund.
 * A failure after `partlyAnswered` says part of the answer reached the user
 * keeps its charge (outcome `partial`): they have what they paid for (decision 0048).
 */
export async function runMetered<T>(
  db: Db,
  request: MeteredRequest,
  work: () => Promise<T>,
  settle: (result: T) => Settlement = () => ({ outcome: 'success' }),
  partlyAnswered: () => boolean = () => false,
): Promise<T> {
  const charge = await reserveCharge(db, request.userId, request.feature);
  if (!charge) throw quotaExceeded();
  const started = performance.now();
  // The usage record, and on the first success the user's first AI use, in one statement. The user's row is
  // written once in its life here, not on every success: rewriting it each time made concurrent requests queue.
  const record = (outcome: 'success' | 'fallback' | 'partial' | 'error', failure: string | null) =>
    retryOnDeadlock(() =>
      db.execute(sql`
        with first_use as (
          update users set first_ai_request_at = now()
          where id = ${request.userId} and first_ai_request_at is null and ${outcome === 'success'}
        )
        insert into ai_usage (user_id, feature, engine, charge, outcome, failure, latency_ms)
        values (${request.userId}, ${request.feature}, ${request.engine}, ${charge.kind}, ${outcome}, ${failure},
          ${Math.round(performance.now() - started)})`),
    );
  try {
    const result = await work();
    const settlement = settle(result);
    if (settlement.outcome === 'fallback') {
      await refundCharge(db, request.userId, request.feature, charge);
      await record('fallback', settlement.failure);
      return result;
    }
    await record('success', null);
    return result;
  } catch (error) {
    if (partlyAnswered()) {
      await record('partial', failureOf(error));
      throw error;
    }
    await refundCharge(db, request.userId, request.feature, charge);
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
