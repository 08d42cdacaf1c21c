import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessageSchema } from '../../../shared/schemas/reminders';
import { coachMessages, pushSubscriptions, userSettings, users } from '../../db/schema';
import { startFakePushService, type FakePushService } from '../../../test/server/fake-push-service';
import { reminderTickDeps } from '../../../test/server/reminder-deps';
import { signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';
import { mailFolder } from './mailer';
import { runReminderTick, type TickDeps } from './tick';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'datewise-reminders-'));
const t = useTestApp({ DATA_DIR: dataDir });
let push: FakePushService;
let deps: TickDeps;

beforeAll(async () => {
  push = await startFakePushService();
  deps = reminderTickDeps(t.database.db, t.config, t.app.log);
});
afterAll(async () => {
  await push?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

let n = 0;
async function newUser(timezone = 'UTC') {
  const email = `remind${++n}.${Date.now()}@example.com`;
  const cookie = await signInLocally(t.app, email);
  const [user] = await t.database.db.update(users).set({ timezone }).where(eq(users.email, email)).returning();
  return { cookie, email, id: user!.id };
}
const setSwitches = (cookie: string, switches: { dailyTips?: boolean; emailUpdates?: boolean }) =>
  t.app.inject({ method: 'PATCH', url: '/api/settings', headers: { origin: TEST_SITE, cookie }, payload: switches });
const send = (cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: TEST_SITE, ...(cookie ? { cookie } : {}) }, payload });

/** The .eml files written to the mail folder for this address. */
async function mailTo(email: string): Promise<string[]> {
  const folder = mailFolder(t.config);
  const names = await fs.readdir(folder).catch(() => []);
  const messages = await Promise.all(names.map((name) => fs.readFile(path.join(folder, name), 'utf8')));
  return messages.filter((message) => message.includes(`To: ${email}`));
}

/** The unsubscribe link of an e-mail, decoded from quoted-printable. */
function unsubscribeUrl(eml: string): URL {
  const header = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(eml.replace(/=\r?\n/g, ''));
  return new URL(header![1]!);
}

// Monday 30 November 2026, 09:00 UTC; the same instant is 18:00 in Tokyo.
const MONDAY_MORNING = new Date('2026-11-30T09:00:00Z');

describe('the weekly e-mail', () => {
  it('goes once, on Monday morning, to users with Email Updates on and not to the others', async () => {
    const on = await newUser();
    const off = await newUser();
    const tokyo = await newUser('Asia/Tokyo');
    expect((await setSwitches(on.cookie, { emailUpdates: true })).statusCode).toBe(200);
    await setSwitches(tokyo.cookie, { emailUpdates: true });
    // Two sent messages, one with a reply recorded this week, one waiting.
    const sent = new Date(MONDAY_MORNING.getTime() - 2 * 86_400_000);
    await t.database.db.insert(coachMessages).values([
      {
        userId: on.id,
        mode: 'starter',
        style: 'playful',
        predicted: 30,
        textSha256: 'a'.repeat(64),
        sentAt: sent,
        message: 'Hi',
        outcome: 'reply',
        outcomeAt: sent,
      },
      {
        userId: on.id,
        mode: 'starter',
        style: 'playful',
        predicted: 30,
        textSha256: 'b'.repeat(64),
        sentAt: sent,
        message: 'Hey',
      },
    ]);

    await runReminderTick(deps, new Date('2026-11-30T07:45:00Z'));
    expect(await mailTo(on.email)).toHaveLength(0);
    await runReminderTick(deps, MONDAY_MORNING);
    await runReminderTick(deps, new Date('2026-11-30T09:15:00Z'));
    const mails = await mailTo(on.email);
    expect(mails).toHaveLength(1);
    expect(await mailTo(off.email)).toHaveLength(0);
    // Tokyo's Monday morning was at midnight UTC: not at 09:00 UTC.
    expect(await mailTo(tokyo.email)).toHaveLength(0);

    const mail = mails[0]!.replace(/=\r?\n/g, '');
    expect(mail).toContain('Subject: Your week with Datewise');
    expect(mail).toContain('Messages you sent: 2');
    expect(mail).toContain('Outcomes you recorded: 1');
    expect(mail).toContain('Reply rate: too few to tell');
    expect(mail).toContain('Waiting for an outcome: 1 message');
    expect(mail).toContain(`${TEST_SITE}/progress`);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(unsubscribeUrl(mails[0]!).pathname).toBe('/api/email/unsubscribe');
    // Not on Tuesday.
    await runReminderTick(deps, new Date('2026-12-01T09:00:00Z'));
    expect(await mailTo(on.email)).toHaveLength(1);
  });

  it('unsubscribes from the link in the message; a bad token is 400 and changes nothing', async () => {
    const user = await newUser();
    await setSwitches(user.cookie, { emailUpdates: true });
    await runReminderTick(deps, new Date('2026-12-07T09:00:00Z'));
    const [mail] = await mailTo(user.email);
    const link = unsubscribeUrl(mail!);
    const emailUpdates = async () =>
      (await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user.id)))[0]!.emailUpdates;

    // Opening the link asks; it changes nothing (mail scanners open links).
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(await emailUpdates()).toBe(true);

    const tampered = link.search.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const method of ['GET', 'POST'] as const) {
      for (const search of ['', '?token=', tampered, `?token=${user.id}`]) {
        const res = await t.app.inject({ method, url: link.pathname + search });
        expect(res.statusCode, `${method} ${search}`).toBe(400);
      }
    }
    expect(await emailUpdates()).toBe(true);

    // One-click from the mail program: a form post with no Origin and no cookie, either kind of form (RFC 8058).
    const oneClick = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: link.pathname + link.search,
        headers: { 'content-type': contentType },
        payload,
      });
    const res = await oneClick('application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    expect(await emailUpdates()).toBe(false);
    // Again, as multipart: still off, still 200.
    const multipart = await oneClick(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    );
    expect(multipart.statusCode).toBe(200);
    expect(await emailUpdates()).toBe(false);
    await runReminderTick(deps, new Date('2026-12-14T09:00:00Z'));
    expect(await mailTo(user.email)).toHaveLength(1);
  });
});

describe('the daily push', () => {
  it('subscribes with the server key, then one push at the local morning with the tip and what is waiting', async () => {
    const user = await newUser('America/New_York');
    const key = await send(user.cookie, 'GET', '/api/push/key');
    expect(key.statusCode).toBe(200);
    expect(Buffer.from(key.json<{ publicKey: string }>().publicKey, 'base64url')).toHaveLength(65);
    const subscription = push.subscription();
    expect((await send(user.cookie, 'POST', '/api/push/subscriptions', subscription)).statusCode).toBe(204);
    await t.database.db.insert(coachMessages).values({
      userId: user.id,
      mode: 'starter',
      style: 'playful',
      predicted: 30,
      textSha256: 'c'.repeat(64),
      sentAt: new Date(),
      message: 'Hi',
    });
    const mine = () => push.received.filter((p) => subscription.endpoint.endsWith(p.path));

    // 12:00 UTC is 07:00 in New York in winter: too early.
    await runReminderTick(deps, new Date('2026-11-26T12:00:00Z'));
    expect(mine()).toHaveLength(0);
    await runReminderTick(deps, new Date('2026-11-26T13:00:00Z'));
    await runReminderTick(deps, new Date('2026-11-26T13:15:00Z'));
    expect(mine()).toHaveLength(1);
    const [received] = mine();
    expect(received!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    const message = pushMessageSchema.parse(received!.message);
    expect(message.body).toContain('1 message is waiting for an outcome');
    expect(message.url).toBe('/saved');
    // The tip is today's tip, as GET /api/daily-tip shows it.
    const tip = (await send(user.cookie, 'GET', '/api/daily-tip')).json<{ tip: string }>().tip;
    expect(tip.startsWith(message.body.split('\n')[0]!.replace(/…$/, ''))).toBe(true);
    // The next morning, another.
    await runReminderTick(deps, new Date('2026-11-27T13:00:00Z'));
    expect(mine()).toHaveLength(2);
  });

  it('none with Daily Tips off; a subscription the push service says is gone is deleted', async () => {
    const user = await newUser();
    const subscription = push.subscription();
    await send(user.cookie, 'POST', '/api/push/subscriptions', subscription);
    const mine = () => push.received.filter((p) => subscription.endpoint.endsWith(p.path));
    await setSwitches(user.cookie, { dailyTips: false });
    await runReminderTick(deps, new Date('2026-11-20T09:00:00Z'));
    expect(mine()).toHaveLength(0);

    await setSwitches(user.cookie, { dailyTips: true });
    push.answerWith(410);
    try {
      await runReminderTick(deps, new Date('2026-11-21T09:00:00Z'));
    } finally {
      push.answerWith(201);
    }
    expect(mine()).toHaveLength(1);
    const left = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('subscriptions are the user’s own; bad input is 400; signed out is 401', async () => {
    const me = await newUser();
    const other = await newUser();
    const subscription = push.subscription();
    await send(me.cookie, 'POST', '/api/push/subscriptions', subscription);
    expect(
      (await send(other.cookie, 'DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).statusCode,
    ).toBe(204);
    const rows = () =>
      t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(await rows()).toMatchObject([{ userId: me.id }]);
    expect(
      (await send(me.cookie, 'DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).statusCode,
    ).toBe(204);
    expect(await rows()).toHaveLength(0);

    for (const bad of [
      {},
      { endpoint: 'not a url', keys: subscription.keys },
      { endpoint: subscription.endpoint, keys: { p256dh: 'x', auth: 'y' } },
    ]) {
      expect((await send(me.cookie, 'POST', '/api/push/subscriptions', bad)).statusCode).toBe(400);
    }
    expect((await send(undefined, 'GET', '/api/push/key')).statusCode).toBe(401);
    expect((await send(undefined, 'POST', '/api/push/subscriptions', subscription)).statusCode).toBe(401);
  });
});
