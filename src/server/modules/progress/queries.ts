import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MessageMode, MessageStyle } from '../../../shared/coach-options';
import type { MessageOutcome } from '../../../shared/schemas/outcomes';
import type { ProfileVersion } from '../../../shared/schemas/progress';
import type { Db } from '../../db/client';
import { aiUsage, coachMessages, profileVersions, users } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import { userTodayText } from '../users/local-day';
import type { SentRow } from './progress-figures';

/** A user keeps at most this many bio versions; beyond it the oldest must be deleted first. */
export const PROFILE_VERSIONS_MAX = 100;
/** How far back Progress looks for days with an action (the longest streak is within it). */
const ACTIVITY_DAYS = 400;

type VersionRow = typeof profileVersions.$inferSelect;
const toVersion = (row: VersionRow): ProfileVersion => ({
  id: row.id,
  bio: row.bio,
  score: row.score,
  source: row.source as ProfileVersion['source'],
  createdAt: row.createdAt.toISOString(),
});

/** The user's versions, newest first (`order: 'oldest'` for a chart). */
export async function listVersions(db: Db, userId: string, order: 'newest' | 'oldest' = 'newest') {
  const by = order === 'newest' ? desc : asc;
  const rows = await db
    .select()
    .from(profileVersions)
    .where(eq(profileVersions.userId, userId))
    .orderBy(by(profileVersions.createdAt), by(profileVersions.id));
  return rows.map(toVersion);
}

export const countVersions = (db: Db, userId: string) => db.$count(profileVersions, eq(profileVersions.userId, userId));

/** The newest version, to keep a repeated "I'm using this bio now" from adding the same bio twice. */
export async function latestVersion(db: Db, userId: string): Promise<ProfileVersion | undefined> {
  const [row] = await db
    .select()
    .from(profileVersions)
    .where(eq(profileVersions.userId, userId))
    .orderBy(desc(profileVersions.createdAt), desc(profileVersions.id))
    .limit(1);
  return row && toVersion(row);
}

export async function insertVersion(
  db: Db,
  userId: string,
  version: Pick<ProfileVersion, 'bio' | 'score' | 'source'>,
): Promise<ProfileVersion> {
  const [row] = await db
    .insert(profileVersions)
    .values({ userId, ...version })
    .returning();
  return toVersion(row!);
}

export async function deleteVersion(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(profileVersions)
    .where(and(eq(profileVersions.id, id), eq(profileVersions.userId, userId)))
    .returning({ id: profileVersions.id });
  return rows.length > 0;
}

/** A timestamp's day in the user's time zone, YYYY-MM-DD (the query must join `users`). */
const localDay = (column: SQL | typeof coachMessages.sentAt) =>
  sql<string>`to_char((${column} at time zone ${users.timezone})::date, 'YYYY-MM-DD')`;

/** The user's sent messages with their local day, and today's date where the user is. */
export async function sentRows(db: Db, userId: string): Promise<{ rows: SentRow[]; today: string }> {
  const [rows, [me]] = await Promise.all([
    db
      .select({
        day: localDay(coachMessages.sentAt),
        style: coachMessages.style,
        mode: coachMessages.mode,
        factorKeys: coachMessages.factorKeys,
        outcome: coachMessages.outcome,
      })
      .from(coachMessages)
      .innerJoin(users, eq(users.id, coachMessages.userId))
      .where(and(eq(coachMessages.userId, userId), isNotNull(coachMessages.sentAt))),
    db.select({ today: userTodayText }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      style: r.style as MessageStyle,
      mode: r.mode as MessageMode,
      outcome: r.outcome as MessageOutcome | null,
    })),
    today: me!.today,
  };
}

/** Local days with an action: a tool answered, a message sent or its outcome recorded, a bio version kept. */
export async function activeDays(db: Db, userId: string): Promise<string[]> {
  const since = sql`now() - make_interval(days => ${ACTIVITY_DAYS})`;
  const rows = await selectRows<{ day: string }>(
    db,
    sql`
    select distinct to_char((t.at at time zone u.timezone)::date, 'YYYY-MM-DD') as day
    from (
      select ${aiUsage.createdAt} as at from ${aiUsage}
        where ${aiUsage.userId} = ${userId} and ${aiUsage.outcome} = 'success' and ${aiUsage.createdAt} > ${since}
      union all
      select ${coachMessages.sentAt} from ${coachMessages}
        where ${coachMessages.userId} = ${userId} and ${coachMessages.sentAt} > ${since}
      union all
      select ${coachMessages.outcomeAt} from ${coachMessages}
        where ${coachMessages.userId} = ${userId} and ${coachMessages.outcomeAt} > ${since}
      union all
      select ${profileVersions.createdAt} from ${profileVersions}
        where ${profileVersions.userId} = ${userId} and ${profileVersions.createdAt} > ${since}
    ) t
    join ${users} u on u.id = ${userId}`,
  );
  return rows.map((row) => row.day);
}
