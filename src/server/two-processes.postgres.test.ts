import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeRazorpay } from './modules/billing/sandbox/fake-razorpay';
import { TEST_KEYS } from '../test/server/razorpay-app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../test/server/fake-openai-server';
import { postgresDatabase, startServer, type Cleanups, type ServerProcess } from '../test/server/server-process';

/**
 * Issue 16: the product as several server processes on one PostgreSQL database, with the rate limits and the AI
 * circuit in Redis. Two real server processes; the test client sends its requests to them in turn (round robin),
 * as a load balancer would. PostgreSQL only: PGlite is one process's database.
 */
const SITE = 'http://localhost:5000';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TIP = { content: JSON.stringify({ tip: 'Reply to one detail from their last message before you ask yours.' }) };

// Run by the PostgreSQL pass only (vitest.config.ts leaves `*.postgres.test.ts` out of the PGlite pass).
describe('two server processes on one PostgreSQL database', () => {
  const cleanups: Cleanups = [];
  let servers: ServerProcess[];
  let databaseUrl: string;
  let fake: FakeRazorpay;
  /** The AI provider: every AI request goes to the model (a tip), unless a test makes it fail. */
  let model: FakeOpenAiServer;

  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    model.setDefault(TIP);
    cleanups.push(() => model.close());

    fake = new FakeRazorpay(TEST_KEYS, 'http://127.0.0.1');
    const razorpay = Fastify({ logger: false });
    await razorpay.register(fake.api);
    const apiUrl = await razorpay.listen({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => razorpay.close());

    databaseUrl = await postgresDatabase(process.env.TEST_DATABASE_URL!, cleanups);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-two-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: '',
      LOG_LEVEL: 'info',
      SITE_URL: SITE,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: `datewise-two-${randomBytes(6).toString('hex')}:`,
      AI_RATE_LIMIT_PER_USER: '12',
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'test-model',
      AI_BREAKER_FAILURES: '2',
      AI_BREAKER_COOLDOWN_MS: '2000',
      RAZORPAY_KEY_ID: TEST_KEYS.keyId,
      RAZORPAY_KEY_SECRET: TEST_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: TEST_KEYS.webhookSecret,
      RAZORPAY_API_URL: apiUrl,
    };
    // One after the other: the second finds the migrations done (both would wait on the same lock anyway).
    servers = [await startServer(env, cleanups), await startServer(env, cleanups)];
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  let turn = 0;
  /** The next server in turn, as a round-robin load balancer picks. */
  const next = () => servers[turn++ % servers.length]!;
  const call = (server: ServerProcess, url: string, init: { method?: string; cookie?: string; body?: unknown }) =>
    fetch(`http://127.0.0.1:${server.port}${url}`, {
      method: init.method ?? 'GET',
      headers: {
        origin: SITE,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });

  let n = 0;
  async function signIn(server: ServerProcess) {
    const email = `two${++n}.${Date.now()}@example.com`;
    const res = await call(server, '/auth/dev-login', { method: 'POST', body: { email } });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('datewise_session='))!
      .split(';')[0]!;
    return { email, cookie };
  }

  const sql = () => {
    const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    cleanups.push(() => client.end());
    return client;
  };

  it('keeps a session valid on both', async () => {
    const { email, cookie } = await signIn(servers[0]!);
    for (const server of servers) {
      const me = await call(server, '/api/auth/user', { cookie });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);
    }
    await call(servers[1]!, '/auth/logout', { cookie });
    expect((await call(servers[0]!, '/api/auth/user', { cookie })).status).toBe(401);
  });

  // A free user has 5 free category tips a day, then their 3 free requests (decision 0040): 8 tips answered.
  it('meters exactly: 10 concurrent tips of a free user across both, 5 free tips and 3 requests answered', async () => {
    const { cookie } = await signIn(next());
    // A 503 charges nothing and says to try again (decision 0022: with its limit store slow to answer, as on a
    // machine this loaded, a request is refused rather than run unlimited): the test tries again, as a user would.
    const tip = async (tries = 3): Promise<Response> => {
      const res = await call(next(), '/api/generate-tip', {
        method: 'POST',
        cookie,
        body: { category: 'conversation' },
      });
      return res.status === 503 && tries > 1 ? tip(tries - 1) : res;
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => tip()));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 402, 402]);
    for (const server of servers) {
      const me = (await (await call(server, '/api/auth/user', { cookie })).json()) as {
        dailyUsage: number;
        dailyTipsUsed: number;
      };
      expect(me).toMatchObject({ dailyUsage: 3, dailyTipsUsed: 5 });
    }
  });

  it('credits a payment once when it is reported to both, by the browser and by every webhook', async () => {
    const { email, cookie } = await signIn(next());
    const order = (await (await call(next(), '/api/razorpay/credits', { method: 'POST', cookie })).json()) as {
      orderId: string;
    };
    const paid = fake.payOrder(order.orderId);
    const webhook = (server: ServerProcess, delivery: (typeof paid.webhooks)[number]) =>
      fetch(`http://127.0.0.1:${server.port}/api/razorpay/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': delivery.eventId,
        },
        body: delivery.body,
      });
    const reports = await Promise.all([
      ...servers.map((server) => call(server, '/api/razorpay/verify', { method: 'POST', cookie, body: paid.response })),
      ...servers.flatMap((server) => paid.webhooks.map((delivery) => webhook(server, delivery))),
    ]);
    expect(reports.every((r) => r.status === 200)).toBe(true);
    const db = sql();
    const [user] = await db`select id, credits from users where email = ${email}`;
    expect(user!.credits).toBe(100);
    const rows = await db`select id from payments where user_id = ${user!.id}`;
    expect(rows).toHaveLength(1);
    const ledger = await db`select delta from credit_ledger where user_id = ${user!.id}`;
    expect(ledger.map((r) => r.delta)).toEqual([100]);
  });

  it("shares the rate limits: a user's 13th AI request in a minute is refused, whichever process gets it", async () => {
    const { email, cookie } = await signIn(next());
    await sql()`update users set subscription_ends_at = now() + interval '1 day' where email = ${email}`;
    const statuses = [];
    for (let i = 0; i < 13; i++) {
      const res = await call(next(), '/api/generate-tip', {
        method: 'POST',
        cookie,
        body: { category: 'etiquette' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('shares the AI circuit: failures on both open it for both, one success closes it for both', async () => {
    const { cookie } = await signIn(next());
    const tip = async (server: ServerProcess) => {
      const res = await call(server, '/api/generate-tip', { method: 'POST', cookie, body: { category: 'profile' } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { source: { engine: string } }).source.engine;
    };
    const circuit = async (server: ServerProcess) =>
      ((await (await call(server, '/api/health', {})).json()) as { aiCircuit: { state: string } }).aiCircuit;
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const before = model.requests.length;
    try {
      model.setDefault({ status: 503, body: { error: { message: 'overloaded', type: 'server_error' } } });
      for (const server of [a, b, a, b]) expect(await tip(server)).toBe('offline');
      // The third and fourth went straight to the offline coach, whichever process got them.
      expect(model.requests.length - before).toBe(2);
      for (const server of servers) expect(await circuit(server)).toMatchObject({ state: 'open' });

      await expect.poll(() => circuit(a), { timeout: 10_000 }).toMatchObject({ state: 'half-open' });
      model.setDefault(TIP);
      expect(await tip(b)).toBe('model');
      for (const server of servers) expect(await circuit(server)).toMatchObject({ state: 'closed' });
      expect(await tip(a)).toBe('model');
    } finally {
      model.setDefault(TIP);
    }
  });

  it('reports the shared store on both', async () => {
    for (const server of servers) {
      const health = (await (await call(server, '/api/health', {})).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ status: 'ok', db: 'postgres', rateLimits: 'redis' });
    }
  });
});
