import { createHash } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MessageMode, MessageStyle } from '../../../shared/coach-options';
import type { EngagementFactorKey } from '../../../shared/engagement-factors';
import { NO_REPLY_AFTER_DAYS, type MessageOutcome, type SentMessage } from '../../../shared/schemas/outcomes';
import type { Db } from '../../db/client';
import { coachMessages } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** GET /api/outcomes lists at most this many sent messages (the newest). */
export const SENT_MESSAGES_LISTED = 200;

export const textSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Records the messages a tool just wrote for a user; their ids, in order. */
export async function recordGenerated(
  db: Db,
  userId: string,
  { mode, style }: { mode: MessageMode; style: MessageStyle },
  messages: { message: string; engagementRate: number; factorKeys: EngagementFactorKey[] }[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(coachMessages)
    .values(
      messages.map((m) => ({
        userId,
        mode,
        style,
        predicted: m.engagementRate,
        factorKeys: m.factorKeys,
        textSha256: textSha256(m.message),
      })),
    )
    .returning({ id: coachMessages.id });
  return rows.map((row) => row.id);
}

type Row = typeof coachMessages.$inferSelect;

function toSentMessage(row: Row): SentMessage {
  const sentAt = row.sentAt!;
  return {
    id: row.id,
    message: row.message!,
    mode: row.mode as MessageMode,
    style: row.style as MessageStyle,
    predicted: row.predicted,
    sentAt: sentAt.toISOString(),
    outcome: row.outcome as MessageOutcome | null,
    outcomeAt: row.outcomeAt?.toISOString() ?? null,
    noReplyFrom: new Date(sentAt.getTime() + NO_REPLY_AFTER_DAYS * DAY_MS).toISOString(),
  };
}

const own = (userId: string, id: string) => and(eq(coachMessages.id, id), eq(coachMessages.userId, userId));

/** The user's message by id, or undefined (another user's and unknown ids alike). */
export async function findMessage(db: Db, userId: string, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(coachMessages).where(own(userId, id));
  return row;
}

/** "I sent this": keeps the text and the time. Sending again changes nothing (the first time stays). */
export async function markSent(db: Db, userId: string, id: string, message: string): Promise<SentMessage> {
  const [row] = await db
    .update(coachMessages)
    .set({ sentAt: sql`coalesce(${coachMessages.sentAt}, now())`, message })
    .where(own(userId, id))
    .returning();
  return toSentMessage(row!);
}

/** Sets or clears the outcome of a sent message. */
export async function setOutcome(
  db: Db,
  userId: string,
  id: string,
  outcome: MessageOutcome | null,
): Promise<SentMessage> {
  const [row] = await db
    .update(coachMessages)
    .set({ outcome, outcomeAt: outcome ? new Date() : null })
    .where(own(userId, id))
    .returning();
  return toSentMessage(row!);
}

/** Takes "I sent this" back: the text and any outcome go; the record of what was generated stays. */
export async function unmarkSent(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(coachMessages)
    .set({ sentAt: null, message: null, outcome: null, outcomeAt: null })
    .where(and(own(userId, id), isNotNull(coachMessages.sentAt)))
    .returning({ id: coachMessages.id });
  return rows.length > 0;
}

/** The user's sent messages, newest first, and how many of all of them still wait for an outcome. */
export async function listSent(db: Db, userId: string): Promise<{ messages: SentMessage[]; waiting: number }> {
  const sent = and(eq(coachMessages.userId, userId), isNotNull(coachMessages.sentAt));
  const [rows, [waiting]] = await Promise.all([
    db
      .select()
      .from(coachMessages)
      .where(sent)
      .orderBy(desc(coachMessages.sentAt), desc(coachMessages.id))
      .limit(SENT_MESSAGES_LISTED),
    db
      .select({ n: count() })
      .from(coachMessages)
      .where(and(sent, isNull(coachMessages.outcome))),
  ]);
  return { messages: rows.map(toSentMessage), waiting: waiting?.n ?? 0 };
}

/** Whether "No reply" may be recorded yet for a message sent at `sentAt`. */
export const noReplyAllowed = (sentAt: Date, now = new Date()) =>
  now.getTime() - sentAt.getTime() >= NO_REPLY_AFTER_DAYS * DAY_MS;
