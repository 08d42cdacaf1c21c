import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { aiUsage, events, payments } from '../../../db/schema';
import { ANALYTICS_TREND_DAYS } from '../../../../shared/schemas/analytics-report';
import { plans } from '../../../../shared/plans';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last ANALYTICS_TREND_DAYS UTC days up to `now`'s, oldest first, as YYYY-MM-DD. */
export function trendDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: ANALYTICS_TREND_DAYS }, (_, i) =>
    new Date(today - (ANALYTICS_TREND_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

const utcDay = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** One value per day, in `days` order; days without rows are 0. */
function series(days: string[], rows: { day: string; value: number }[]): number[] {
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  return days.map((day) => byDay.get(day) ?? 0);
}

async function perDay(db: Db, column: PgColumn, value: SQL, table: typeof events | typeof payments, where: SQL) {
  const day = utcDay(column);
  return db
    .select({ day, value: value.mapWith(Number) })
    .from(table)
    .where(where)
    .groupBy(day);
}

/** Daily sign-ins, successful AI requests per tool and revenue over the trend window. */
export async function trends(db: Db, now: Date) {
  const days = trendDays(now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [signIns, revenueCents, requests] = await Promise.all([
    perDay(
      db,
      events.receivedAt,
      sql`count(*)`,
      events,
      and(eq(events.name, 'sign_in'), gte(events.receivedAt, since))!,
    ),
    perDay(
      db,
      payments.createdAt,
      sql`sum(${payments.amountCents})`,
      payments,
      and(eq(payments.currency, plans.premium.currency), gte(payments.createdAt, since))!,
    ),
    db
      .select({ day: utcDay(aiUsage.createdAt), type: aiUsage.feature, value: sql`count(*)`.mapWith(Number) })
      .from(aiUsage)
      .where(and(eq(aiUsage.outcome, 'success'), gte(aiUsage.createdAt, since)))
      .groupBy(utcDay(aiUsage.createdAt), aiUsage.feature),
  ]);

  const types = [...new Set(requests.map((row) => row.type))].sort();
  return {
    days,
    signIns: series(days, signIns),
    revenue: series(days, revenueCents).map((cents) => cents / 100),
    aiRequestsByTool: types.map((type) => ({
      type,
      counts: series(
        days,
        requests.filter((row) => row.type === type),
      ),
    })),
  };
}
