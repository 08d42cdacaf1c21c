import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildTestApp, createTestDatabase, signInLocally, TEST_SITE, type TestApp } from '../../test/server/test-app';
import type { Database } from '../db/client';
import { memoryBackend, redisBackend } from './rate-limit-store';

/**
 * Rate limits counted where every server process sees them (decision 0022): Redis on 127.0.0.1:6379 (the suite's
 * shared-state tests need it; `.ci/run` starts it), each test under its own key prefix.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: Database;
const apps: TestApp[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const t of apps) await t.app.close();
  await database.close();
});

async function app(env: Record<string, string>, logStream?: NodeJS.WritableStream) {
  const t = await buildTestApp(database, env, logStream ? { logStream } : {});
  apps.push(t);
  return t.app;
}

const sharedRedis = () => ({ REDIS_URL, REDIS_KEY_PREFIX: `datewise-test-${randomBytes(6).toString('hex')}:` });

let n = 0;
async function premiumUser(on: TestApp['app']) {
  const email = `limits${++n}.${Date.now()}@example.com`;
  const cookie = await signInLocally(on, email);
  await database.db
    .update(users)
    .set({ subscriptionEndsAt: new Date(Date.now() + 86_400_000) })
    .where(eq(users.email, email));
  return cookie;
}

/** An analytics event: a route whose limit lets the site go on without its store. */
const pageView = (on: TestApp['app']) =>
  on.inject({
    method: 'POST',
    url: '/api/events',
    headers: { origin: TEST_SITE },
    payload: { events: [{ name: 'page_view', path: '/blog' }] },
  });

const tip = (on: TestApp['app'], cookie: string, remoteAddress = '10.1.0.1') =>
  on.inject({
    method: 'POST',
    url: '/api/generate-tip',
    headers: { origin: TEST_SITE, cookie },
    payload: { category: 'conversation' },
    remoteAddress,
  });

describe('rate limits in Redis', () => {
  it("count one user's AI requests to two server processes together", async () => {
    const env = { ...sharedRedis(), AI_RATE_LIMIT_PER_USER: '3' };
    const [a, b] = [await app(env), await app(env)];
    const cookie = await premiumUser(a);
    const statuses = [];
    for (const on of [a, b, a, b]) statuses.push((await tip(on, cookie)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await tip(a, cookie);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("count one address's AI requests to every AI route and both processes together", async () => {
    const env = { ...sharedRedis(), AI_RATE_LIMIT_PER_IP: '3' };
    const [a, b] = [await app(env), await app(env)];
    const cookie = await premiumUser(a);
    const post = (on: TestApp['app'], url: string, payload: object) =>
      on.inject({ method: 'POST', url, headers: { origin: TEST_SITE, cookie }, payload, remoteAddress: '10.1.0.2' });
    const answers = [
      await post(a, '/api/ai/analyze-profile', { bio: 'Weekend hiker and terrible but keen cook.' }),
      await post(b, '/api/generate-tip', { category: 'profile' }),
      await post(a, '/api/ai/generate-date-ideas', { location: 'Leeds', interests: 'coffee and bookshops' }),
      await post(b, '/api/ai/analyze-profile', { bio: 'Weekend hiker and terrible but keen cook.' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    // Another address is not touched.
    expect((await tip(b, cookie, '10.1.0.3')).statusCode).toBe(200);
  });

  it('are counted by each process alone without Redis (why several processes need it)', async () => {
    const env = { AI_RATE_LIMIT_PER_USER: '3' };
    const [a, b] = [await app(env), await app(env)];
    const cookie = await premiumUser(a);
    const statuses = [];
    for (const on of [a, b, a, b, a, b]) statuses.push((await tip(on, cookie, '10.1.0.4')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

describe('a count in Redis', () => {
  it('starts its window on the first hit and keeps it for every later hit', async () => {
    const { REDIS_KEY_PREFIX } = sharedRedis();
    const log = { error: () => {}, info: () => {} } as unknown as Parameters<typeof redisBackend>[2];
    const backend = await redisBackend(REDIS_URL, REDIS_KEY_PREFIX, log);
    try {
      const store = new backend.Store({}).child({ groupId: 'g' } as never);
      const count = () =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr('10.9.0.1', (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 100),
        );
      const first = await count();
      const second = await count();
      expect([first.current, second.current]).toEqual([1, 2]);
      expect(first.ttl).toBe(60_000);
      expect(second.ttl).toBeGreaterThan(55_000);
      expect(second.ttl).toBeLessThanOrEqual(first.ttl);
      const key = `${REDIS_KEY_PREFIX}rl:group:g:10.9.0.1`;
      expect(await backend.redis!.client.pttl(key)).toBeGreaterThan(55_000);
    } finally {
      await backend.close();
    }
  });
});

describe('a budget spent by amount (screenshot megapixels, issue 28)', () => {
  const log = { error: () => {}, info: () => {} } as unknown as Parameters<typeof redisBackend>[2];

  it('spends only what fits, counts nothing refused, and keeps one window: in Redis and in memory alike', async () => {
    const redis = await redisBackend(REDIS_URL, sharedRedis().REDIS_KEY_PREFIX, log);
    try {
      for (const backend of [memoryBackend(), redis]) {
        const spent = [];
        for (const amount of [40, 40, 30, 20, 1]) spent.push(await backend.spend('10.9.0.2', amount, 100, 60_000));
        expect(
          spent.map((s) => [s.allowed, s.total]),
          backend.kind,
        ).toEqual([
          [true, 40],
          [true, 80],
          [false, 80],
          [true, 100],
          [false, 100],
        ]);
        expect(spent[4]!.ttlMs).toBeGreaterThan(55_000);
        expect(spent[4]!.ttlMs).toBeLessThanOrEqual(60_000);
        // Another key has its own budget; one amount larger than the whole budget is refused, not half-spent.
        expect(await backend.spend('10.9.0.3', 101, 100, 60_000)).toMatchObject({ allowed: false, total: 0 });
      }
    } finally {
      await redis.close();
    }
  });
});

describe('Redis configured but unreachable', () => {
  let logs = '';
  let down: TestApp['app'];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    // Nothing listens on port 1.
    down = await app({ REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'info' }, logStream);
  });

  it('says so at start-up and on /api/health', async () => {
    expect(logs).toContain('Redis is unreachable at start-up');
    const health = await down.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', rateLimits: 'redis-unreachable' });
  });

  it('refuses AI requests and payments with 503, charging nothing', async () => {
    const email = `limits-down.${Date.now()}@example.com`;
    const cookie = await signInLocally(down, email);
    const ai = await tip(down, cookie);
    expect(ai.statusCode).toBe(503);
    expect(ai.json()).toMatchObject({ code: 'RATE_LIMIT_UNAVAILABLE' });
    expect(ai.json().message).toMatch(/Nothing was charged/);
    const me = (await down.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect(me.dailyUsage).toBe(0);
    const purchase = await down.inject({
      method: 'POST',
      url: '/api/razorpay/credits',
      headers: { origin: TEST_SITE, cookie },
    });
    expect(purchase.statusCode).toBe(503);
    expect(purchase.json()).toMatchObject({ code: 'RATE_LIMIT_UNAVAILABLE' });
  });

  it('lets the site go on: pages, sign-in and analytics events', async () => {
    const events = await pageView(down);
    expect(events.statusCode).toBe(202);
    expect((await down.inject({ url: '/api/client-config' })).statusCode).toBe(200);
  });
});

describe('Redis connected but silent', () => {
  // A Redis that answers the connection's handshake and then nothing: a paused server or a half-open connection.
  let silent = false;
  const fake = net.createServer((socket) => {
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      // Each command is an array of bulk strings: `*<n>` then n times `$<length>` and the text.
      for (;;) {
        const lines = pending.split('\r\n');
        const count = Number(lines[0]?.slice(1));
        if (!pending.startsWith('*') || lines.length < 2 * count + 2) return;
        const name = lines[2]!.toLowerCase();
        pending = lines.slice(2 * count + 1).join('\r\n');
        if (silent) continue;
        socket.write(name === 'info' ? '$9\r\nloading:0\r\n' : name === 'ping' ? '+PONG\r\n' : '+OK\r\n');
      }
    });
  });
  let quiet: TestApp['app'];
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as net.AddressInfo;
    quiet = await app({ REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'silent' });
    expect((await quiet.inject({ url: '/api/health' })).json()).toMatchObject({ rateLimits: 'redis' });
    silent = true;
  });
  afterAll(async () => {
    await quiet.close();
    fake.close();
  });

  it('counts as down within a second: AI answers 503, the site goes on, health says so', async () => {
    const cookie = await signInLocally(quiet, `limits-silent.${Date.now()}@example.com`);
    const started = Date.now();
    const ai = await tip(quiet, cookie);
    expect(ai.statusCode).toBe(503);
    expect(ai.json()).toMatchObject({ code: 'RATE_LIMIT_UNAVAILABLE' });
    const events = await pageView(quiet);
    expect(events.statusCode).toBe(202);
    expect((await quiet.inject({ url: '/api/health' })).json()).toMatchObject({ rateLimits: 'redis-unreachable' });
    // Three waits of at most a second each (AI, events, health), not the request timeout.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
