import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freeAllowance, preferences, sessions, userSettings, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry: each use pushes the end 30 days out... */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** ...but never past 90 days from sign-in. */
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
/** Extend at most once a day, so a lookup is one read, not a write per request. */
const EXTEND_AFTER_MS = DAY_MS;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Db, userId: string, now = new Date()) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/**
 * The signed-in user for a cookie token, with today's free usage, their
 * usage-data choice and their onboarding answers (the coach's context), in
 * one query: a metered AI request needs nothing else before it is charged.
 */
export async function findSessionUser(db: Db, token: string, now = new Date()) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      user: users,
      sessionCreatedAt: sessions.createdAt,
      sessionExpiresAt: sessions.expiresAt,
      // The free day's count while it lasts (decision 0019); 0 once it has ended.
      dailyUsage:
        sql<number>`case when ${freeAllowance.resetsAt} > now() then ${freeAllowance.used} else 0 end`.mapWith(Number),
      // The same day's free category tips (decision 0040).
      dailyTipsUsed:
        sql<number>`case when ${freeAllowance.resetsAt} > now() then ${freeAllowance.tipsUsed} else 0 end`.mapWith(
          Number,
        ),
      shareUsageData: sql<boolean>`coalesce(${userSettings.shareUsageData}, true)`.mapWith(Boolean),
      personalized: sql<boolean>`coalesce(${userSettings.personalizedExperience}, true)`.mapWith(Boolean),
      preferences,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(freeAllowance, eq(freeAllowance.userId, users.id))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;

  let expiresAt = row.sessionExpiresAt;
  if (expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS - EXTEND_AFTER_MS) {
    const cap = row.sessionCreatedAt.getTime() + SESSION_ABSOLUTE_MS;
    expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, cap));
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    user: {
      ...row.user,
      dailyUsage: row.dailyUsage,
      dailyTipsUsed: row.dailyTipsUsed,
      shareUsageData: row.shareUsageData,
      /** The onboarding answers, or null when there are none or personalisation is off. */
      preferences: row.personalized ? row.preferences : null,
    },
    expiresAt,
    extended: expiresAt !== row.sessionExpiresAt,
  };
}

/** The signed-in user as a request sees it (`request.user`): their row and what the lookup read with it. */
export type SessionUser = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>['user'];
