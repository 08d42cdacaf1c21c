import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { datingGoals } from '../../../shared/account-options';
import type { TipCategory } from '../../../shared/schemas/coach';
import type { Db } from '../../db/client';
import { type preferences, tipHistory, users } from '../../db/schema';
import type { SessionUser } from '../session/sessions';
import type { CoachPreferences, CoachUser } from './engine';
import { userTodayText } from '../users/local-day';

/** The coach's context from the session lookup (which reads the user, their settings and onboarding answers). */
export function coachUserOf(user: SessionUser): CoachUser {
  return {
    id: user.id,
    preferences: user.preferences && toCoachPreferences(user.preferences),
    // Where the user is, as location detection stored it and Settings shows it (decision 0012): the city Date
    // Ideas uses when the field is left blank (the page says so), and the country that tells one Portland from
    // another.
    home: { city: user.city, countryCode: user.countryCode },
  };
}

export function toCoachPreferences(row: typeof preferences.$inferSelect): CoachPreferences {
  const goal = datingGoals.find((g) => g === row.datingGoal) ?? null;
  return { datingGoal: goal, age: row.age, interests: row.interests, challenges: row.challenges };
}

/** Today in the user's timezone, YYYY-MM-DD (the daily tip's day). */
export async function userLocalDay(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ day: userTodayText }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('user not found');
  return row.day;
}

/** The library id of the daily tip already shown to the user on their local `day`, if any. */
export async function dailyTipIdFor(db: Db, userId: string, day: string): Promise<string | null> {
  const [row] = await db
    .select({ tipId: tipHistory.tipId })
    .from(tipHistory)
    .innerJoin(users, eq(users.id, tipHistory.userId))
    .where(
      and(
        eq(tipHistory.userId, userId),
        eq(tipHistory.source, 'daily'),
        isNotNull(tipHistory.tipId),
        sql`(${tipHistory.createdAt} at time zone ${users.timezone})::date = ${day}::date`,
      ),
    )
    .orderBy(desc(tipHistory.createdAt))
    .limit(1);
  return row?.tipId ?? null;
}

/** How many tips back a category tip must not repeat. */
const RECENT_TIPS = 10;

export async function recentTipIds(db: Db, userId: string, category: TipCategory): Promise<string[]> {
  const rows = await db
    .select({ tipId: tipHistory.tipId })
    .from(tipHistory)
    .where(and(eq(tipHistory.userId, userId), eq(tipHistory.category, category), isNotNull(tipHistory.tipId)))
    .orderBy(desc(tipHistory.createdAt), desc(tipHistory.id))
    .limit(RECENT_TIPS);
  return rows.map((r) => r.tipId!);
}

export async function recordTip(
  db: Db,
  tip: { userId: string; category: TipCategory; tipId: string | null; source: 'daily' | 'generated' },
): Promise<void> {
  await db.insert(tipHistory).values(tip);
}
