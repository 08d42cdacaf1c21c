import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiUsage } from '../../../db/schema';
import { ANALYTICS_ENGINE_DAYS } from '../../../../shared/schemas/analytics-report';
import { int } from './report-sql';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A latency percentile in whole milliseconds (rounded as numeric: halves away from zero on every platform). */
const latencyPercentile = (fraction: '0.5' | '0.95') =>
  int(sql`round((percentile_cont(${sql.raw(fraction)}) within group (order by ${aiUsage.latencyMs}))::numeric)`);

/**
 * Every metered AI request of the last 30 days (whatever its outcome), per
 * engine, busiest first: how many, how many the model failed (a failure
 * recorded, or no answer at all), how many the offline coach answered
 * instead, and the latency's median and 95th percentile. One pass over the
 * window, grouped by engine (there are one or two).
 */
export async function aiEngineUsage(db: Db, now: Date) {
  const since = new Date(now.getTime() - ANALYTICS_ENGINE_DAYS * DAY_MS);
  return db
    .select({
      engine: aiUsage.engine,
      requests: int(sql`count(*)`),
      failed: int(sql`count(*) filter (where ${aiUsage.failure} is not null or ${aiUsage.outcome} = 'error')`),
      fallbacks: int(sql`count(*) filter (where ${aiUsage.outcome} = 'fallback')`),
      latencyP50Ms: latencyPercentile('0.5'),
      latencyP95Ms: latencyPercentile('0.95'),
    })
    .from(aiUsage)
    .where(gte(aiUsage.createdAt, since))
    .groupBy(aiUsage.engine)
    .orderBy(sql`count(*) desc`, aiUsage.engine);
}
