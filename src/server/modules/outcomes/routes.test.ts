import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engagementFactorLabels } from '../../../shared/engagement-factors';
import { messagesResponseSchema } from '../../../shared/schemas/coach';
import { sentMessageSchema, sentMessagesResponseSchema } from '../../../shared/schemas/outcomes';
import { coachMessages, users } from '../../db/schema';
import { signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';
import { runCalibration } from './calibration-job';

const t = useTestApp({ AI_RATE_LIMIT_PER_IP: '1000' });

let n = 0;
const signIn = () => signInLocally(t.app, `outcomes${++n}.${Date.now()}@example.com`);
const send = (
  cookie: string | undefined,
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_SITE, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const MATCH = 'Maya, 29. Has a golden retriever called Biscuit, loves bouldering and just got back from Lisbon.';

/** Openers from the coach, as the Message Helper gets them. */
async function openers(cookie: string) {
  const res = await send(cookie, 'POST', '/api/ai/generate-messages', { matchInfo: MATCH, style: 'playful' });
  expect(res.statusCode).toBe(200);
  return messagesResponseSchema.parse(res.json()).messages;
}
const markSent = (cookie: string, messageId: string | undefined, message: string) =>
  send(cookie, 'POST', '/api/outcomes/sent', { messageId, message });
const record = (cookie: string, id: string, outcome: string | null) =>
  send(cookie, 'PATCH', `/api/outcomes/${id}`, { outcome });
const listed = async (cookie: string) =>
  sentMessagesResponseSchema.parse((await send(cookie, 'GET', '/api/outcomes')).json());
/** Moves a sent message back in time (days), as if it had been sent then. */
const sentDaysAgo = (id: string, days: number) =>
  t.database.db
    .update(coachMessages)
    .set({ sentAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(coachMessages.id, id));

describe('outcomes of the coach’s messages', () => {
  it('every generated message has an id; "I sent this" keeps it with the estimate it showed', async () => {
    const cookie = await signIn();
    const messages = await openers(cookie);
    expect(messages.every((m) => m.id)).toBe(true);
    expect(new Set(messages.map((m) => m.id)).size).toBe(messages.length);
    expect(await listed(cookie)).toEqual({ messages: [], waiting: 0 });
    // The record keeps which of the estimate's factors moved it, not the text.
    const [record] = await t.database.db.select().from(coachMessages).where(eq(coachMessages.id, messages[0]!.id!));
    expect(record).toMatchObject({ message: null, sentAt: null, predicted: messages[0]!.engagementRate });
    expect(record!.factorKeys.length).toBeGreaterThan(0);
    expect(record!.factorKeys.every((key) => key in engagementFactorLabels)).toBe(true);

    const [first] = messages;
    const res = await markSent(cookie, first!.id, first!.message);
    expect(res.statusCode).toBe(200);
    const sent = sentMessageSchema.parse(res.json());
    expect(sent).toMatchObject({
      id: first!.id,
      message: first!.message,
      mode: 'starter',
      style: 'playful',
      predicted: first!.engagementRate,
      outcome: null,
    });
    expect(Date.parse(sent.noReplyFrom) - Date.parse(sent.sentAt)).toBe(3 * 24 * 60 * 60 * 1000);
    // Saying it twice changes nothing: one record, the first time kept.
    const again = sentMessageSchema.parse((await markSent(cookie, first!.id, first!.message)).json());
    expect(again.sentAt).toBe(sent.sentAt);
    expect(await listed(cookie)).toEqual({ messages: [sent], waiting: 1 });
  });

  it('records a reply, a date, and "No reply" only after three days; takes an outcome back', async () => {
    const cookie = await signIn();
    const [message] = await openers(cookie);
    const id = message!.id!;
    await markSent(cookie, id, message!.message);

    const early = await record(cookie, id, 'no_reply');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'TOO_EARLY' });
    expect((await listed(cookie)).messages[0]!.outcome).toBeNull();

    expect(sentMessageSchema.parse((await record(cookie, id, 'reply')).json()).outcome).toBe('reply');
    expect((await listed(cookie)).waiting).toBe(0);
    const date = sentMessageSchema.parse((await record(cookie, id, 'date')).json());
    expect(date.outcome).toBe('date');
    expect(date.outcomeAt).not.toBeNull();

    await sentDaysAgo(id, 3);
    expect(sentMessageSchema.parse((await record(cookie, id, 'no_reply')).json()).outcome).toBe('no_reply');
    const cleared = sentMessageSchema.parse((await record(cookie, id, null)).json());
    expect(cleared).toMatchObject({ outcome: null, outcomeAt: null });
    expect((await listed(cookie)).waiting).toBe(1);
  });

  it('only for the user’s own generated messages, with their exact text, once sent', async () => {
    const owner = await signIn();
    const other = await signIn();
    const [message, unsent] = await openers(owner);

    // Another user's message, an unknown id, a changed text: refused, nothing recorded.
    expect((await markSent(other, message!.id, message!.message)).statusCode).toBe(404);
    expect((await markSent(owner, crypto.randomUUID(), message!.message)).statusCode).toBe(404);
    const changed = await markSent(owner, message!.id, `${message!.message} x`);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'TEXT_MISMATCH' });
    expect(await listed(owner)).toEqual({ messages: [], waiting: 0 });

    // No outcome on a message that was never sent.
    const notSent = await record(owner, unsent!.id!, 'reply');
    expect(notSent.statusCode).toBe(409);
    expect(notSent.json()).toMatchObject({ code: 'NOT_SENT' });

    await markSent(owner, message!.id, message!.message);
    expect((await record(other, message!.id!, 'reply')).statusCode).toBe(404);
    expect((await record(owner, 'not-a-uuid', 'reply')).statusCode).toBe(404);
    expect((await send(other, 'DELETE', `/api/outcomes/${message!.id}`)).statusCode).toBe(404);
    expect(await listed(other)).toEqual({ messages: [], waiting: 0 });
    expect((await listed(owner)).messages).toHaveLength(1);
  });

  it('refuses bad input with 400 and signed-out callers with 401, changing nothing', async () => {
    const cookie = await signIn();
    const [message] = await openers(cookie);
    await markSent(cookie, message!.id, message!.message);
    for (const body of [{}, { messageId: 'nope', message: 'x' }, { messageId: message!.id, message: '' }]) {
      expect((await send(cookie, 'POST', '/api/outcomes/sent', body)).statusCode).toBe(400);
    }
    for (const body of [{}, { outcome: 'ghosted' }]) {
      expect((await send(cookie, 'PATCH', `/api/outcomes/${message!.id}`, body)).statusCode).toBe(400);
    }
    expect((await markSent(undefined as unknown as string, message!.id, message!.message)).statusCode).toBe(401);
    expect((await send(undefined, 'GET', '/api/outcomes')).statusCode).toBe(401);
    expect((await listed(cookie)).messages[0]).toMatchObject({ outcome: null });
  });

  it('"I sent this" can be taken back; the export holds the sent messages and deleting the account removes them', async () => {
    const cookie = await signIn();
    const [kept, undone] = await openers(cookie);
    await markSent(cookie, kept!.id, kept!.message);
    await markSent(cookie, undone!.id, undone!.message);
    expect((await send(cookie, 'DELETE', `/api/outcomes/${undone!.id}`)).statusCode).toBe(204);
    expect((await send(cookie, 'DELETE', `/api/outcomes/${undone!.id}`)).statusCode).toBe(404);
    expect((await listed(cookie)).messages.map((m) => m.id)).toEqual([kept!.id]);

    const exported = (await send(cookie, 'GET', '/api/account/export')).json<{
      coach_messages: { id: string; message: string | null; outcome: string | null }[];
    }>();
    expect(exported.coach_messages.find((row) => row.id === kept!.id)).toMatchObject({ message: kept!.message });
    expect(exported.coach_messages.find((row) => row.id === undone!.id)).toMatchObject({ message: null });

    const [me] = await t.database.db
      .select({ id: users.id })
      .from(coachMessages)
      .innerJoin(users, eq(users.id, coachMessages.userId))
      .where(eq(coachMessages.id, kept!.id!));
    expect((await send(cookie, 'DELETE', '/api/account')).statusCode).toBe(204);
    expect(await t.database.db.$count(coachMessages, eq(coachMessages.userId, me!.id))).toBe(0);
  });
});

describe('calibrated estimates', () => {
  it('once 20 people’s outcomes are pooled, an estimate moves from the published model and says what it rests on', async () => {
    const cookie = await signIn();
    const before = await openers(cookie);
    expect(before.every((m) => m.basedOn === 0 && m.basedOnPeople === 0 && m.priorRate === m.engagementRate)).toBe(
      true,
    );
    // A "date" recorded through the API right after sending: kept for the user, never pooled (decision 0049).
    await markSent(cookie, before[0]!.id, before[0]!.message);
    expect((await record(cookie, before[0]!.id!, 'date')).statusCode).toBe(200);

    // Twenty people, three playful openers each shown at 30 % that all got a reply, recorded a day after sending:
    // the pooled fit learns that 30 % was too low.
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(coachMessages)
      .innerJoin(users, eq(users.id, coachMessages.userId))
      .where(eq(coachMessages.id, before[0]!.id!));
    const others = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 19 }, (_, i) => ({ issuer: 'local', subject: `pool-${i}`, email: `pool-${i}@x.org` })),
      )
      .returning({ id: users.id });
    const sentAt = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000);
    await t.database.db.insert(coachMessages).values(
      [me!, ...others].flatMap(({ id }) =>
        Array.from({ length: 3 }, (_, i) => ({
          userId: id,
          mode: 'starter',
          style: 'playful',
          predicted: 30,
          textSha256: 'c'.repeat(64),
          sentAt,
          message: `Sent ${i}`,
          outcome: 'reply',
          outcomeAt: new Date(sentAt.getTime() + 24 * 60 * 60 * 1000),
        })),
      ),
    );
    await runCalibration(t.database.db);
    const after = await openers(cookie);
    for (const m of after) {
      expect(m).toMatchObject({ basedOn: 60, basedOnPeople: 20 });
      expect(m.engagementRate).toBeGreaterThan(m.priorRate!);
    }
    // What is kept for the next calibration is the published model's figure, not the calibrated one.
    const [stored] = await t.database.db.select().from(coachMessages).where(eq(coachMessages.id, after[0]!.id!));
    expect(stored!.predicted).toBe(after[0]!.priorRate);
  });
});
