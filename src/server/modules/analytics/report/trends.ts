import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { selectRows } from '../../../db/select-rows';
import { ANALYTICS_TREND_DAYS } from '../../../../shared/schemas/analytics-report';
import { plans } from '../../../../shared/plans';
import { int, withTools } from './report-sql';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last ANALYTICS_TREND_DAYS UTC days up to `now`'s, oldest first, as YYYY-MM-DD. */
export function trendDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: ANALYTICS_TREND_DAYS }, (_, i) =>
    new Date(today - (ANALYTICS_TREND_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The window's days as a FROM item `d(i, start)`: day i (0 = oldest) starts at `start`, UTC midnight. */
const windowDays = (since: Date) =>
  sql`(select i, ${since.toISOString()}::timestamptz + i * interval '24 hours' as start
    from generate_series(0, ${ANALYTICS_TREND_DAYS - 1}) as i) as d`;

/** Counted within day d: the row's time is in [d.start, d.start + 24 h). */
const withinDay = (column: string) => sql.raw(`${column} >= d.start and ${column} < d.start + interval '24 hours'`);

/** One value per day, in day order; days without a row are 0. */
function series(rows: { i: number; value: number }[]): number[] {
  const values = new Array<number>(ANALYTICS_TREND_DAYS).fill(0);
  for (const row of rows) values[row.i] = row.value;
  return values;
}

/*
 * Each day's count is its own index range read (events by name and time, AI
 * requests by tool and time): 30 or 150 small reads beat hashing every row of
 * the window. Payments are few, so they are simply grouped by day.
 */
async function signInsPerDay(db: Db, since: Date) {
  return selectRows<{ i: number; value: number }>(
    db,
    sql`select d.i as "i",
      (select count(*) from events e where e.name = 'sign_in' and ${withinDay('e.received_at')})::int as "value"
    from ${windowDays(since)}`,
  );
}

async function requestsPerToolAndDay(db: Db, since: Date) {
  return selectRows<{ type: string; i: number; value: number }>(
    db,
    sql`${withTools}
    select tools.feature as "type", d.i as "i",
      (select count(*) from ai_usage a
        where a.outcome = 'success' and a.feature = tools.feature and ${withinDay('a.created_at')})::int as "value"
    from tools, ${windowDays(since)}
    where tools.feature is not null`,
  );
}

async function revenueCentsPerDay(db: Db, since: Date) {
  const day = sql<number>`floor(extract(epoch from ${payments.createdAt} - ${since.toISOString()}::timestamptz) / 86400)`;
  return (
    db
      .select({ i: int(day), value: int(sql`sum(${payments.amountCents})`) })
      .from(payments)
      .where(and(eq(payments.currency, plans.premium.currency), gte(payments.createdAt, since)))
      // By position: the day expression holds a parameter, so repeating it would not match.
      .groupBy(sql`1`)
  );
}

/** Daily sign-ins, successful AI requests per tool and revenue over the trend window. */
export async function trends(db: Db, now: Date) {
  const days = trendDays(now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [signIns, requests, revenueCents] = await Promise.all([
    signInsPerDay(db, since),
    requestsPerToolAndDay(db, since),
    revenueCentsPerDay(db, since),
  ]);
  const types = [...new Set(requests.map((row) => row.type))].sort();
  return {
    days,
    signIns: series(signIns),
    revenue: series(revenueCents.filter((row) => row.i < ANALYTICS_TREND_DAYS)).map((cents) => cents / 100),
    // A tool with nothing in the window has no series.
    aiRequestsByTool: types
      .map((type) => ({ type, counts: series(requests.filter((row) => row.type === type)) }))
      .filter((tool) => tool.counts.some((count) => count > 0)),
  };
}
