import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { creditLedger } from '../../../db/schema';
import { selectRows } from '../../../db/select-rows';
import { tipCategories } from '../../../../shared/coach-options';
import { ANALYTICS_TOP_USERS } from '../../../../shared/schemas/analytics-report';
import { int, withTools } from './report-sql';

/*
 * A request counts once it succeeded: a failed one was refunded and gave the
 * user nothing. Per-tool and per-category figures are scalar subqueries, one
 * per tool or category, each an index range read in order (distinct users
 * without a sort); one GROUP BY over every row was two to three times slower.
 */

const busiestFirst = <T extends { count: number }>(rows: T[], name: (row: T) => string) =>
  rows.sort((a, b) => b.count - a.count || name(a).localeCompare(name(b)));

/** Successful AI requests and distinct users per tool, busiest first. */
export async function aiFeatureUsage(db: Db) {
  const rows = await selectRows<{ type: string; count: number; uniqueUsers: number }>(
    db,
    sql`${withTools}
    select feature as "type",
      (select count(*) from ai_usage a where a.outcome = 'success' and a.feature = tools.feature)::int as "count",
      (select count(*) from (
        select distinct a.user_id from ai_usage a where a.outcome = 'success' and a.feature = tools.feature
      ) as users)::int as "uniqueUsers"
    from tools where feature is not null`,
  );
  return busiestFirst(rows, (row) => row.type);
}

/** Tips served (the daily tip and generated ones) and distinct users per category, busiest first. */
export async function tipUsage(db: Db) {
  const categories = sql.join(
    tipCategories.map((category) => sql`(${category})`),
    sql`, `,
  );
  const rows = await selectRows<{ category: string; count: number; uniqueUsers: number }>(
    db,
    sql`select c.category as "category",
      (select count(*) from tip_history t where t.category = c.category)::int as "count",
      (select count(*) from (select distinct t.user_id from tip_history t where t.category = c.category) as users)::int
        as "uniqueUsers"
    from (values ${categories}) as c(category)`,
  );
  return busiestFirst(
    rows.filter((row) => row.count > 0),
    (row) => row.category,
  );
}

/**
 * The users with the most successful AI requests; ties go to the earlier
 * sign-up. Only the leaders (with anyone tied with the last) are joined to
 * users, not every user with a request.
 */
export async function topUsers(db: Db, now: Date) {
  return selectRows<{
    firstName: string | null;
    lastName: string | null;
    email: string;
    isSubscribed: boolean;
    aiRequests: number;
    credits: number;
  }>(
    db,
    sql`select u.first_name as "firstName", u.last_name as "lastName", u.email as "email",
      coalesce(u.subscription_ends_at > ${now.toISOString()}::timestamptz, false) as "isSubscribed",
      r.requests as "aiRequests", u.credits as "credits"
    from (
      select user_id, count(*)::int as requests from ai_usage where outcome = 'success'
      group by user_id order by requests desc fetch first ${ANALYTICS_TOP_USERS} rows with ties
    ) as r
    join users u on u.id = r.user_id
    order by r.requests desc, u.created_at, u.email
    limit ${ANALYTICS_TOP_USERS}`,
  );
}

/** Credits spent on AI requests, net of the refunds of failed ones. */
export async function creditsUsed(db: Db): Promise<number> {
  const [row] = await db
    .select({ used: int(sql`coalesce(-sum(${creditLedger.delta}), 0)`) })
    .from(creditLedger)
    .where(inArray(creditLedger.reason, ['ai_request', 'refund']));
  return row!.used;
}
