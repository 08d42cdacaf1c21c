import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preferences, pushSubscriptions, userSettings, users } from '../../db/schema';
import type { PushSubscriptionInput } from '../../../shared/schemas/reminders';

/** Devices one user may have subscribed: a phone, a laptop, a few browsers; beyond it the oldest is let go. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Keeps a browser's subscription for the user. An endpoint is one browser: subscribing it again (after another
 * account signed in there) moves it to this user, and makes it the newest. A user keeps the newest
 * MAX_SUBSCRIPTIONS_PER_USER: a new browser replaces the one subscribed longest ago (decision 0050).
 */
export async function saveSubscription(db: Db, userId: string, subscription: PushSubscriptionInput): Promise<void> {
  const values = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  // The clock at the statement (microseconds), so subscriptions one after another are ordered.
  const createdAt = sql`clock_timestamp()`;
  await db.transaction(async (tx) => {
    // One user's subscribing goes one at a time, so two at once cannot both keep an eleventh.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: subscription.endpoint, ...values, createdAt })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt } });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Forgets the user's subscription at `endpoint` (another user's is left alone). */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** A subscription the push service said is gone (404 or 410). */
export async function deleteGoneSubscription(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** The time zones of users who want a reminder of this kind (few: the tick works out which are at their morning). */
export async function reminderTimeZones(db: Db, kind: 'daily_push' | 'weekly_email'): Promise<string[]> {
  const rows =
    kind === 'daily_push'
      ? await db
          .selectDistinct({ timezone: users.timezone })
          .from(users)
          .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
          .leftJoin(userSettings, eq(userSettings.userId, users.id))
          .where(sql`coalesce(${userSettings.dailyTips}, true)`)
      : await db
          .selectDistinct({ timezone: users.timezone })
          .from(users)
          .innerJoin(userSettings, eq(userSettings.userId, users.id))
          .where(eq(userSettings.emailUpdates, true));
  return rows.map((r) => r.timezone);
}

/** Users with Daily Tips on and a push subscription, in these zones: each with their subscriptions and preferences. */
export async function dailyPushRecipients(db: Db, timeZones: string[]) {
  if (timeZones.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      timezone: users.timezone,
      city: users.city,
      countryCode: users.countryCode,
      personalized: sql<boolean>`coalesce(${userSettings.personalizedExperience}, true)`.mapWith(Boolean),
      preferences,
      subscription: pushSubscriptions,
    })
    .from(users)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .where(and(inArray(users.timezone, timeZones), sql`coalesce(${userSettings.dailyTips}, true)`));
  const byUser = new Map<
    string,
    Omit<(typeof rows)[number], 'subscription'> & { subscriptions: (typeof rows)[number]['subscription'][] }
  >();
  for (const { subscription, ...user } of rows) {
    const found = byUser.get(user.userId);
    if (found) found.subscriptions.push(subscription);
    else byUser.set(user.userId, { ...user, subscriptions: [subscription] });
  }
  return [...byUser.values()];
}

/** Users with Email Updates on, in these zones. */
export async function weeklyEmailRecipients(db: Db, timeZones: string[]) {
  if (timeZones.length === 0) return [];
  return db
    .select({ userId: users.id, email: users.email, timezone: users.timezone })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(inArray(users.timezone, timeZones), eq(userSettings.emailUpdates, true)));
}
