import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiUsage, creditLedger, tipHistory, users } from '../../../db/schema';
import { ANALYTICS_TOP_USERS } from '../../../../shared/schemas/analytics-report';
import { premiumActive } from './people';

const int = (expression: ReturnType<typeof sql>) => expression.mapWith(Number);

/** A request counts once it succeeded: a failed one was refunded and gave the user nothing. */
const succeeded = eq(aiUsage.outcome, 'success');

/** AI requests and distinct users per tool, busiest first (the partial index ai_usage_success_feature_user_idx). */
export async function aiFeatureUsage(db: Db) {
  const count = int(sql`count(*)`);
  return db
    .select({ type: aiUsage.feature, count, uniqueUsers: int(sql`count(distinct ${aiUsage.userId})`) })
    .from(aiUsage)
    .where(succeeded)
    .groupBy(aiUsage.feature)
    .orderBy(desc(count), aiUsage.feature);
}

/** Tips served (the daily tip and generated ones) and distinct users per category. */
export async function tipUsage(db: Db) {
  const count = int(sql`count(*)`);
  return db
    .select({ category: tipHistory.category, count, uniqueUsers: int(sql`count(distinct ${tipHistory.userId})`) })
    .from(tipHistory)
    .groupBy(tipHistory.category)
    .orderBy(desc(count), tipHistory.category);
}

/** The users with the most successful AI requests; ties go to the earlier sign-up. */
export async function topUsers(db: Db, now: Date) {
  const requests = db
    .select({ userId: aiUsage.userId, aiRequests: int(sql`count(*)`).as('ai_requests') })
    .from(aiUsage)
    .where(succeeded)
    .groupBy(aiUsage.userId)
    .as('requests');
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isSubscribed: sql<boolean>`coalesce(${premiumActive(now)}, false)`.mapWith(Boolean),
      aiRequests: int(sql`${requests.aiRequests}`),
      credits: users.credits,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .orderBy(desc(requests.aiRequests), users.createdAt, users.email)
    .limit(ANALYTICS_TOP_USERS);
}

/** Credits spent on AI requests, net of the refunds of failed ones. */
export async function creditsUsed(db: Db): Promise<number> {
  const [row] = await db
    .select({ used: int(sql`coalesce(-sum(${creditLedger.delta}), 0)`) })
    .from(creditLedger)
    .where(inArray(creditLedger.reason, ['ai_request', 'refund']));
  return row!.used;
}
