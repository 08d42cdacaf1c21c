import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * Today in the user's own timezone (UTC until location detection stores one):
 * the day of the free allowance, the daily tip and the meter. SQL fragments,
 * for queries that read `users`.
 */
const userToday = sql`(now() at time zone ${users.timezone})::date`;

/** The same day as text, YYYY-MM-DD. */
export const userTodayText = sql<string>`to_char(${userToday}, 'YYYY-MM-DD')`;
