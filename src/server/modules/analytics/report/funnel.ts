import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { events, payments, users } from '../../../db/schema';
import { int } from './report-sql';

const FUNNEL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last 30 days' arrivals and how far they got. Visitors are browser
 * sessions (one session_start event each: there is no visitor id, by design);
 * the other steps follow the users who signed up in the window: onboarded,
 * active (at least one successful AI request), paying (at least one payment).
 */
export async function funnel(db: Db, now: Date) {
  const since = new Date(now.getTime() - FUNNEL_DAYS * DAY_MS);
  const payers = db.selectDistinct({ userId: payments.userId }).from(payments).as('payers');
  const [[visits], [people]] = await Promise.all([
    db
      .select({ visitors: int(sql`count(*)`) })
      .from(events)
      .where(and(eq(events.name, 'session_start'), gte(events.receivedAt, since))),
    db
      .select({
        registered: int(sql`count(*)`),
        onboarded: int(sql`count(*) filter (where ${isNotNull(users.onboardedAt)})`),
        active: int(sql`count(*) filter (where ${isNotNull(users.firstAiRequestAt)})`),
        paying: int(sql`count(${payers.userId})`),
      })
      .from(users)
      .leftJoin(payers, eq(payers.userId, users.id))
      .where(gte(users.createdAt, since)),
  ]);
  return { windowDays: FUNNEL_DAYS, visitors: visits!.visitors, ...people! };
}
