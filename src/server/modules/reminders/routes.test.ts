import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessageSchema } from '../../../shared/schemas/reminders';
import { coachMessages, pushSubscriptions, reminderDeliveries, userSettings, users } from '../../db/schema';
import { createSession } from '../session/sessions';
import { startFakePushService, type FakePushService } from '../../../test/server/fake-push-service';
import { reminderTickDeps } from '../../../test/server/reminder-deps';
import { buildTestApp, createTestDatabase, signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';
import { mailFolder } from './mailer';
import { MAX_SUBSCRIPTIONS_PER_USER } from './queries';
import { runReminderTick, type TickDeps } from './tick';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'datewise-reminders-'));
// Started first: the app is told its origin, the one private address it may push to (decision 0050).
const push: FakePushService = await startFakePushService();
const t = useTestApp({ DATA_DIR: dataDir }, { testPushServices: [push.origin] });
let deps: TickDeps;

beforeAll(() => {
  deps = reminderTickDeps(t.database.db, t.config, t.app.log, [push.origin]);
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

const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const deliveriesOf = (userId: string) =>
  t.database.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId));
/** A subscription saved before endpoints were checked (or written by anything but the route). */
const keepSubscription = (userId: string, endpoint: string, keys: { p256dh: string; auth: string }) =>
  t.database.db.insert(pushSubscriptions).values({ userId, endpoint, ...keys });
/** The fake's subscription at another origin of this machine than the one the app was told of. */
function atOrigin(origin: string) {
  const subscription = push.subscription();
  const { pathname } = new URL(subscription.endpoint);
  return { endpoint: `${origin}${pathname}`, keys: subscription.keys, pathname };
}
const port = new URL(push.origin).port;

describe('where the server pushes (decision 0050)', () => {
  it('subscribing refuses private, loopback and link-local addresses and user names, with a 400; nothing is kept', async () => {
    const user = await newUser();
    for (const endpoint of [
      `http://localhost:${port}/push/1`,
      `http://127.0.0.2:${port}/push/1`,
      `http://[::ffff:127.0.0.1]:${port}/push/1`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.8/push/1',
      'http://[fe80::1]/push/1',
      push.origin.replace('//', '//user:secret@') + '/push/1',
    ]) {
      const res = await send(user.cookie, 'POST', '/api/push/subscriptions', {
        endpoint,
        keys: push.subscription().keys,
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json<{ message: string }>().message, endpoint).toMatch(
        /private, loopback or link-local|user name or password/,
      );
    }
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });

  it('in production only a known push service’s https endpoint is accepted', async () => {
    const database = await createTestDatabase();
    const site = 'https://datewise.example';
    const production = await buildTestApp(database, {
      NODE_ENV: 'production',
      SITE_URL: site,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      DATA_DIR: dataDir,
    });
    try {
      const [user] = await database.db
        .insert(users)
        .values({ issuer: 'local', subject: 'prod-push', email: 'prod-push@example.com' })
        .returning();
      const { token } = await createSession(database.db, user!.id);
      const subscribe = (endpoint: string) =>
        production.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          // Production's https site: its origin, and its session cookie under the __Host- prefix.
          headers: { origin: site, cookie: `__Host-datewise_session=${token}` },
          payload: { endpoint, keys: push.subscription().keys },
        });
      for (const endpoint of [
        'https://push.example.com/push/1',
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com.example.com/fcm/send/abc',
        push.subscription().endpoint,
      ]) {
        const res = await subscribe(endpoint);
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/known push service/);
      }
      expect((await subscribe('https://updates.push.services.mozilla.com/wpush/v2/gAAAA')).statusCode).toBe(204);
    } finally {
      await production.app.close();
      await database.close();
    }
  });

  it(`a user keeps at most ${MAX_SUBSCRIPTIONS_PER_USER} subscriptions: a new browser replaces the oldest; subscribing one again keeps it`, async () => {
    const user = await newUser();
    const subscriptions = [];
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_USER + 2; i++) {
      const subscription = push.subscription();
      subscriptions.push(subscription);
      expect((await send(user.cookie, 'POST', '/api/push/subscriptions', subscription)).statusCode).toBe(204);
    }
    const endpoints = subscriptions.map((s) => s.endpoint);
    const kept = async () => new Set((await subscriptionsOf(user.id)).map((s) => s.endpoint));
    expect(await kept()).toEqual(new Set(endpoints.slice(2)));

    // The oldest left, subscribed again (the browser renewed it): it stays, and the next oldest goes for a new one.
    expect((await send(user.cookie, 'POST', '/api/push/subscriptions', subscriptions[2])).statusCode).toBe(204);
    const newest = push.subscription();
    await send(user.cookie, 'POST', '/api/push/subscriptions', newest);
    expect(await kept()).toEqual(new Set([...endpoints.slice(2, 3), ...endpoints.slice(4), newest.endpoint]));
  });

  it('a redirect is not followed: nothing goes where it points, the subscription is kept and the morning tried again', async () => {
    const user = await newUser();
    const subscription = push.subscription();
    await send(user.cookie, 'POST', '/api/push/subscriptions', subscription);
    push.answerWith(302, { location: `${push.origin}/redirected` });
    try {
      await runReminderTick(deps, new Date('2026-10-01T09:00:00Z'));
    } finally {
      push.answerWith(201);
    }
    expect(push.received.filter((p) => subscription.endpoint.endsWith(p.path))).toHaveLength(1);
    expect(push.received.filter((p) => p.path === '/redirected')).toHaveLength(0);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    expect(await deliveriesOf(user.id)).toHaveLength(0);
  });

  it('an endpoint that is not allowed is never contacted, so whether it answers 404 or 410 cannot show in the export', async () => {
    const user = await newUser();
    const target = atOrigin(`http://localhost:${port}`);
    await keepSubscription(user.id, target.endpoint, target.keys);
    const exported = async () =>
      (await send(user.cookie, 'GET', '/api/account/export')).json<{ push_subscriptions: { endpoint: string }[] }>();
    const before = await exported();
    push.answerWith(410);
    try {
      await runReminderTick(deps, new Date('2026-10-02T09:00:00Z'));
    } finally {
      push.answerWith(201);
    }
    expect(push.received.filter((p) => p.path === target.pathname)).toHaveLength(0);
    expect((await exported()).push_subscriptions).toEqual(before.push_subscriptions);
  });

  it('a failed push logs its push service, never the user name and password in the endpoint', async () => {
    const user = await newUser();
    const target = atOrigin(push.origin.replace('//', '//pushuser:hunter2secret@'));
    await keepSubscription(user.id, target.endpoint, target.keys);
    let logs = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const log = Fastify({ logger: { level: 'warn', stream } }).log;
    await runReminderTick({ ...deps, log }, new Date('2026-10-03T09:00:00Z'));
    expect(logs).not.toContain('hunter2secret');
    expect(logs).not.toContain('pushuser');
    expect(logs).toContain('push not delivered');
    expect(logs).toContain(push.origin);
  });

  it('devices that never answer delay no one else: one user’s devices at once, within a budget, users side by side', async () => {
    // 09:00 in Kathmandu (UTC+05:45): no other test's users are at their morning.
    const morning = new Date('2026-10-05T03:15:00Z');
    const user = async () => {
      const created = await newUser('Asia/Kathmandu');
      return { ...created, paths: [] as string[] };
    };
    const subscribe = async (owner: { id: string; paths: string[] }, hang: boolean) => {
      const subscription = push.subscription({ hang });
      owner.paths.push(new URL(subscription.endpoint).pathname);
      await keepSubscription(owner.id, subscription.endpoint, subscription.keys);
    };
    // A slow user before and after the prompt one, whichever order the users are read in.
    const slowBefore = await user();
    for (let i = 0; i < 10; i++) await subscribe(slowBefore, true);
    const prompt = await user();
    await subscribe(prompt, true);
    await subscribe(prompt, false);
    const slowAfter = await user();
    for (let i = 0; i < 10; i++) await subscribe(slowAfter, true);
    const arrived = (owner: { paths: string[] }) => push.received.filter((p) => owner.paths.includes(p.path));

    const started = Date.now();
    const tick = runReminderTick(deps, morning);
    const all = () => arrived(prompt).length + arrived(slowBefore).length + arrived(slowAfter).length;
    while (all() < 22 && Date.now() - started < 3_000) await new Promise((resolve) => setTimeout(resolve, 20));
    // Within a few seconds every push has left: the prompt user's two, and the slow users' twenty at once.
    expect(arrived(prompt)).toHaveLength(2);
    expect(arrived(slowBefore)).toHaveLength(10);
    expect(arrived(slowAfter)).toHaveLength(10);
    const result = await tick;
    const ms = Date.now() - started;
    // The slow users' budgets ran side by side: about 10 s in all, not 10 s for each device.
    expect(ms).toBeGreaterThanOrEqual(9_500);
    expect(ms).toBeLessThan(15_000);
    expect(result.pushes).toBe(1);
    expect(await deliveriesOf(prompt.id)).toHaveLength(1);
    // A device that did not answer is not gone: the subscriptions stay, and a later tick tries the slow users again.
    expect(await deliveriesOf(slowBefore.id)).toHaveLength(0);
    expect(await subscriptionsOf(slowBefore.id)).toHaveLength(10);
  }, 30_000);
});
