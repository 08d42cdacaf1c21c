import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * Today in the user's own timezone (UTC until location detection stores one):
 * the daily tip's day. (The free allowance keeps its own day end: decision
 * 0019.) SQL fragments, for queries that read `users`.
 */
const userToday = sql`(now() at time zone ${users.timezone})::date`;

/** The same day as text, YYYY-MM-DD. */
export const userTodayText = sql<string>`to_char(${userToday}, 'YYYY-MM-DD')`;
