import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preferencesSchema, settingsSchema } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';
import { userOwnedTables } from './account-data';

const t = useTestApp();

let n = 0;
async function signIn() {
  const email = `account${++n}.${Date.now()}@example.com`;
  const cookie = await signInLocally(t.app, email, { firstName: 'Ada', lastName: 'Stone' });
  const me = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
  return { cookie, id: me.id as string, email };
}

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_SITE, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const answers = {
  datingGoal: 'serious',
  age: 29,
  interests: ['Travel', 'Cooking'],
  challenges: 'Starting conversations',
};

describe('preferences', () => {
  it('starts empty, saves the answers, marks onboarding complete and reads them back', async () => {
    const { cookie } = await signIn();
    expect(preferencesSchema.parse((await get('/api/preferences', cookie)).json())).toEqual({
      datingGoal: null,
      age: null,
      interests: [],
      challenges: null,
    });
    expect((await get('/api/auth/user', cookie)).json().hasCompletedOnboarding).toBe(false);

    const saved = await send('POST', '/api/preferences', cookie, answers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(answers);
    expect((await get('/api/preferences', cookie)).json()).toEqual(answers);
    expect((await get('/api/auth/user', cookie)).json().hasCompletedOnboarding).toBe(true);

    // Updating later replaces the answers; optional ones may be cleared.
    const update = { datingGoal: 'confidence', age: null, interests: ['Books'], challenges: '   ' };
    expect((await send('POST', '/api/preferences', cookie, update)).statusCode).toBe(200);
    expect((await get('/api/preferences', cookie)).json()).toEqual({ ...update, challenges: null });
  });

  it.each([
    ['datingGoal', { ...answers, datingGoal: 'marriage' }],
    ['age', { ...answers, age: 17 }],
    ['age', { ...answers, age: 121 }],
    ['age', { ...answers, age: 29.5 }],
    ['age', { ...answers, age: '29' }],
    ['interests', { ...answers, interests: [] }],
    ['interests', { ...answers, interests: ['Knitting'] }],
    ['interests', { ...answers, interests: ['Music', 'Music'] }],
    ['challenges', { ...answers, challenges: 'x'.repeat(501) }],
    ['datingGoal', { age: null, interests: ['Music'], challenges: null }],
  ])('refuses a bad %s with 400 and changes nothing', async (field, payload) => {
    const { cookie } = await signIn();
    const res = await send('POST', '/api/preferences', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect((await get('/api/preferences', cookie)).json().datingGoal).toBeNull();
    expect((await get('/api/auth/user', cookie)).json().hasCompletedOnboarding).toBe(false);
  });

  it('answers 401 when signed out', async () => {
    expect((await get('/api/preferences')).statusCode).toBe(401);
    expect((await send('POST', '/api/preferences', undefined, answers)).statusCode).toBe(401);
  });
});

describe('settings', () => {
  it('has the spec defaults, saves one switch at a time, and keeps them per user', async () => {
    const a = await signIn();
    const b = await signIn();
    expect(settingsSchema.parse((await get('/api/settings', a.cookie)).json())).toEqual({
      dailyTips: true,
      emailUpdates: false,
      shareUsageData: true,
      personalizedExperience: true,
    });
    const on = await send('PATCH', '/api/settings', a.cookie, { emailUpdates: true });
    expect(on.json()).toMatchObject({ emailUpdates: true, dailyTips: true });
    await send('PATCH', '/api/settings', a.cookie, { dailyTips: false });
    expect((await get('/api/settings', a.cookie)).json()).toMatchObject({ emailUpdates: true, dailyTips: false });
    expect((await get('/api/settings', b.cookie)).json()).toMatchObject({ emailUpdates: false, dailyTips: true });
  });

  it.each([[{}], [{ dailyTips: 'yes' }], [{ credits: 100 }], [{ dailyTips: true, isAdmin: true }]])(
    'refuses %j with 400',
    async (payload) => {
      const { cookie } = await signIn();
      const res = await send('PATCH', '/api/settings', cookie, payload);
      expect(res.statusCode).toBe(400);
      expect((await get('/api/settings', cookie)).json().dailyTips).toBe(true);
    },
  );

  it('"Share Usage Data" off: the user reports it, and events they send are not kept', async () => {
    const { cookie, id } = await signIn();
    const sendEvent = () => send('POST', '/api/events', cookie, { events: [{ name: 'page_view', path: '/settings' }] });
    // Page views only: the sign-in itself is recorded too (a sign_in event).
    const stored = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(schema.events)
          .where(and(eq(schema.events.userId, id), eq(schema.events.name, 'page_view')))
      )[0]!.n;

    expect((await sendEvent()).statusCode).toBe(202);
    expect(await stored()).toBe(1);
    await send('PATCH', '/api/settings', cookie, { shareUsageData: false });
    expect((await get('/api/auth/user', cookie)).json().shareUsageData).toBe(false);
    expect((await sendEvent()).statusCode).toBe(202);
    expect(await stored()).toBe(1);
  });
});

/** One row of the user's in every table that holds user rows, so export and delete are checked everywhere. */
async function fillEveryTable(db: Db, userId: string) {
  await db.insert(schema.preferences).values({ userId, datingGoal: 'casual', interests: ['Art'] });
  await db.insert(schema.userSettings).values({ userId, emailUpdates: true });
  await db.insert(schema.freeAllowance).values({ userId, used: 1, resetsAt: new Date(Date.now() + 3_600_000) });
  await db.insert(schema.aiUsage).values({
    userId,
    feature: 'analyze-profile',
    engine: 'offline',
    charge: 'free',
    outcome: 'success',
    latencyMs: 5,
  });
  await db.insert(schema.events).values({ userId, name: 'page_view', occurredAt: new Date() });
  await db.insert(schema.savedResponses).values({ userId, type: 'message', content: `Hello from ${userId}` });
  await db.insert(schema.tipHistory).values({ userId, category: 'profile', tipId: 'profile-1', source: 'daily' });
  const checkoutId = `order_${userId.slice(0, 8)}`;
  await db.insert(schema.checkouts).values({
    id: checkoutId,
    userId,
    kind: 'order',
    product: 'credits',
    amountCents: 599,
    currency: 'USD',
    status: 'paid',
  });
  const paymentId = `pay_${userId.slice(0, 8)}`;
  await db.insert(schema.payments).values({
    id: paymentId,
    userId,
    checkoutId,
    product: 'credits',
    amountCents: 599,
    currency: 'USD',
    creditsGranted: 100,
    source: 'verify',
  });
  await db.insert(schema.creditLedger).values({ userId, delta: 100, balanceAfter: 100, reason: 'purchase', paymentId });
  await db.insert(schema.profileImages).values({ id: `img-${userId}`, userId, data: Buffer.from('RIFF....WEBP') });
  await db.insert(schema.coachMessages).values({
    userId,
    mode: 'starter',
    style: 'playful',
    predicted: 31,
    textSha256: 'f'.repeat(64),
    sentAt: new Date(),
    message: `Sent by ${userId}`,
  });
  await db.insert(schema.profileVersions).values({ userId, bio: `Bio of ${userId}`, score: 6.5, source: 'own' });
  await db.insert(schema.reminderDeliveries).values({ userId, kind: 'daily_push', localDate: '2026-11-26' });
  await db
    .insert(schema.pushSubscriptions)
    .values({ userId, endpoint: `https://push.example/${userId}`, p256dh: 'BKey', auth: 'secret' });
}

async function rowsOf(db: Db, userId: string) {
  const counts: Record<string, number> = {};
  for (const { name, table, userId: owner } of userOwnedTables) {
    counts[name] = (await db.select({ n: count() }).from(table).where(eq(owner, userId)))[0]!.n;
  }
  return counts;
}

describe('export', () => {
  it("contains every table of the user's data and nothing of anyone else's", async () => {
    const me = await signIn();
    const other = await signIn();
    await fillEveryTable(t.database.db, me.id);
    await fillEveryTable(t.database.db, other.id);

    const res = await get('/api/account/export', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="datewise-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.user).toMatchObject({ id: me.id, email: me.email, firstName: 'Ada' });
    for (const { name } of userOwnedTables) {
      expect(data[name], name).toBeInstanceOf(Array);
      expect(data[name].length, name).toBeGreaterThan(0);
    }
    expect(data.saved_responses[0].content).toBe(`Hello from ${me.id}`);
    expect(data.profile_images[0].data).toMatch(/^data:application\/octet-stream;base64,/);
    // The session token's hash is a secret, even from its owner.
    expect(data.sessions[0]).not.toHaveProperty('tokenHash');
    expect(data.sessions[0]).toHaveProperty('expiresAt');
    expect(res.body).not.toContain(other.id);
    expect(res.body).not.toContain(other.email);
  });

  it('answers 401 when signed out', async () => {
    expect((await get('/api/account/export')).statusCode).toBe(401);
  });
});

describe('delete account', () => {
  it('removes every row of the user at once and ends the session; other users keep theirs', async () => {
    const me = await signIn();
    const other = await signIn();
    await fillEveryTable(t.database.db, me.id);
    await fillEveryTable(t.database.db, other.id);
    const before = await rowsOf(t.database.db, me.id);
    expect(Object.values(before).every((rows) => rows > 0)).toBe(true);
    const othersBefore = await rowsOf(t.database.db, other.id);

    const res = await send('DELETE', '/api/account', me.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'datewise_session')?.value).toBe('');

    const after = await rowsOf(t.database.db, me.id);
    expect(Object.values(after).every((rows) => rows === 0)).toBe(true);
    const users = await t.database.db.select().from(schema.users).where(eq(schema.users.id, me.id));
    expect(users).toEqual([]);
    expect(await rowsOf(t.database.db, other.id)).toEqual(othersBefore);

    // The old cookie no longer signs anyone in; signing in again starts a new, empty account.
    expect((await get('/api/auth/user', me.cookie)).statusCode).toBe(401);
    const again = await signInLocally(t.app, me.email);
    const fresh = (await get('/api/auth/user', again)).json();
    expect(fresh.id).not.toBe(me.id);
    expect(fresh).toMatchObject({ hasCompletedOnboarding: false, credits: 0 });
  });

  it('needs a signed-in caller from the site itself', async () => {
    const me = await signIn();
    expect((await send('DELETE', '/api/account', undefined)).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { origin: 'https://evil.example', cookie: me.cookie },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await get('/api/auth/user', me.cookie)).statusCode).toBe(200);
  });
});
