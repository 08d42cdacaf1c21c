import { sql, type SQL } from 'drizzle-orm';

/** A count or sum as a JavaScript number (drivers hand bigint and numeric back as text). */
export const int = (expression: SQL) => expression.mapWith(Number);

/**
 * `tools`: the AI tools that have successful requests, found by one index
 * probe per tool (a "loose index scan" on ai_usage_success_feature_user_idx)
 * instead of reading every request. Start a query with it.
 */
export const withTools = sql`with recursive tools(feature) as (
  select min(feature) from ai_usage where outcome = 'success'
  union all
  select (select min(a.feature) from ai_usage a where a.outcome = 'success' and a.feature > tools.feature)
  from tools where tools.feature is not null
)`;
