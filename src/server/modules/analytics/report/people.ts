import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { checkouts, users } from '../../../db/schema';
import { ANALYTICS_TOP_CITIES } from '../../../../shared/schemas/analytics-report';
import { RENEWING_STATUSES } from '../../billing/queries';
import { int } from './report-sql';

/** Premium is active while its paid period lasts (the same rule as the user object's isSubscribed). */
const premiumActive = (now: Date) => and(isNotNull(users.subscriptionEndsAt), gt(users.subscriptionEndsAt, now));

/** All users, Premium ones, and those with no location: one pass over users. */
export async function userTotals(db: Db, now: Date) {
  const [row] = await db
    .select({
      totalUsers: int(sql`count(*)`),
      activeSubscribers: int(sql`count(*) filter (where ${premiumActive(now)})`),
      unknownLocation: int(sql`count(*) filter (where ${isNull(users.country)})`),
    })
    .from(users);
  return row!;
}

/**
 * Premium users whose weekly subscription will renew: what recurring revenue
 * rests on. Someone who turned renewal off keeps Premium to the end of the
 * week but is not counted here.
 */
export async function renewingSubscribers(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: int(sql`count(distinct ${checkouts.userId})`) })
    .from(checkouts)
    .innerJoin(users, eq(users.id, checkouts.userId))
    .where(
      and(
        eq(checkouts.kind, 'subscription'),
        inArray(checkouts.status, RENEWING_STATUSES),
        eq(checkouts.cancelAtPeriodEnd, false),
        premiumActive(now),
      ),
    );
  return row!.count;
}

/** Users per country (every country, most users first) with how many of them have Premium. */
export async function countryStats(db: Db, now: Date) {
  const totalUsers = int(sql`count(*)`);
  return db
    .select({
      country: sql<string>`${users.country}`,
      countryCode: users.countryCode,
      totalUsers,
      subscribedUsers: int(sql`count(*) filter (where ${premiumActive(now)})`),
    })
    .from(users)
    .where(isNotNull(users.country))
    .groupBy(users.country, users.countryCode)
    .orderBy(desc(totalUsers), users.country);
}

export async function topCities(db: Db) {
  const count = int(sql`count(*)`);
  return db
    .select({
      city: sql<string>`${users.city}`,
      region: users.region,
      country: sql<string>`${users.country}`,
      countryCode: users.countryCode,
      count,
    })
    .from(users)
    .where(and(isNotNull(users.city), isNotNull(users.country)))
    .groupBy(users.city, users.region, users.country, users.countryCode)
    .orderBy(desc(count), users.city)
    .limit(ANALYTICS_TOP_CITIES);
}

/** Users with a detected location, by whether a VPN or proxy was suspected, with their mean confidence. */
export async function vpnStats(db: Db) {
  const vpnDetected = sql<boolean>`coalesce(${users.vpnDetected}, false)`.mapWith(Boolean);
  const rows = await db
    .select({
      vpnDetected,
      count: int(sql`count(*)`),
      avgConfidence: int(sql`round(avg(${users.locationConfidence})::numeric, 2)`),
    })
    .from(users)
    .where(isNotNull(users.locationUpdatedAt))
    .groupBy(vpnDetected)
    .orderBy(vpnDetected);
  return rows;
}
