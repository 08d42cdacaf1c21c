import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryBreakerStore, redisBreakerStore, type BreakerStore } from './breaker-store';
import { createCircuitBreaker } from './circuit-breaker';

/**
 * Both stores keep one contract (decision 0029). The Redis one runs on 127.0.0.1:6379 (or TEST_REDIS_URL), as the
 * rate limits' tests do, each test under its own key prefix.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) client.disconnect();
});

/** A connection as the app opens it: commands fail at once while it is down. */
async function connection() {
  const client = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  clients.push(client);
  await client.connect();
  return client;
}

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_fields: object, msg: string) => lines.push({ level, msg });
  return { lines, log: { warn: at('warn'), info: at('info') } as unknown as FastifyBaseLogger };
}

const prefix = () => `datewise-test-${randomBytes(6).toString('hex')}:`;

/** Two handles on one state: what two server processes see. */
const kinds: { name: string; pair: () => Promise<[BreakerStore, BreakerStore]> }[] = [
  {
    name: 'memory',
    pair: async () => {
      const store = memoryBreakerStore();
      return [store, store];
    },
  },
  {
    name: 'redis',
    pair: async () => {
      const keys = prefix();
      const { log } = recordingLog();
      const [a, b] = [await connection(), await connection()];
      return [redisBreakerStore(a, keys, log), redisBreakerStore(b, keys, log)];
    },
  },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(kinds)('the $name breaker store', ({ pair }) => {
  it('starts closed, counts failures, opens at the threshold once, and a success closes it', async () => {
    const [a, b] = await pair();
    expect(await a.read()).toEqual({ failures: 0, openUntil: null });
    expect(await a.fail(3, 1_000)).toEqual({ failures: 1, openUntil: null, opened: false });
    expect(await b.fail(3, 2_000)).toEqual({ failures: 2, openUntil: null, opened: false });
    expect(await a.fail(3, 3_000)).toEqual({ failures: 3, openUntil: 3_000, opened: true });
    expect(await b.read()).toEqual({ failures: 3, openUntil: 3_000 });
    // A failure of an open (or half-open) circuit opens it for a new cool-down; it was open already.
    expect(await b.fail(3, 4_000)).toEqual({ failures: 4, openUntil: 4_000, opened: false });
    await b.reset();
    expect(await a.read()).toEqual({ failures: 0, openUntil: null });
  });

  it('counts concurrent failures exactly, and only one of them opens the circuit', async () => {
    const [a, b] = await pair();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).fail(5, 1_000)));
    expect(results.filter((r) => r.opened)).toHaveLength(1);
    expect(results.map((r) => r.failures).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await a.read()).toEqual({ failures: 20, openUntil: 1_000 });
  });

  it('lets one probe at a time, until it is released, the circuit opens again or its time is up', async () => {
    const [a, b] = await pair();
    await a.fail(1, 1_000);
    expect(await a.claimProbe(60_000)).toBe(true);
    expect(await b.claimProbe(60_000)).toBe(false);
    await a.releaseProbe();
    expect(await b.claimProbe(60_000)).toBe(true);
    await b.fail(1, 2_000);
    expect(await a.claimProbe(50)).toBe(true);
    expect(await b.claimProbe(50)).toBe(false);
    await pause(80);
    expect(await b.claimProbe(50)).toBe(true);
    await a.reset();
    expect(await b.claimProbe(50)).toBe(true);
  });
});

describe('the breaker on Redis', () => {
  it('is shared by two processes: opened by one, open for the other; a success on either closes it for both', async () => {
    const keys = prefix();
    const { log } = recordingLog();
    const clock = { now: 0 };
    const now = () => clock.now;
    const [a, b] = [await connection(), await connection()].map((client) =>
      createCircuitBreaker({ failures: 2, cooldownMs: 1_000 }, redisBreakerStore(client, keys, log), now),
    ) as [ReturnType<typeof createCircuitBreaker>, ReturnType<typeof createCircuitBreaker>];

    await a.failure();
    expect(await b.allow()).toBe(true);
    expect(await b.failure()).toMatchObject({ state: 'open', consecutiveFailures: 2, opened: true });
    expect(await a.allow()).toBe(false);
    expect(await a.status()).toEqual({ state: 'open', consecutiveFailures: 2, retryAt: new Date(1_000).toISOString() });

    clock.now = 1_000;
    expect(await a.allow()).toBe(true);
    // The other process waits for the probe.
    expect(await b.allow()).toBe(false);
    await a.success();
    for (const breaker of [a, b]) {
      expect(await breaker.status()).toEqual({ state: 'closed', consecutiveFailures: 0, retryAt: null });
      expect(await breaker.allow()).toBe(true);
    }
  });

  it('gives its keys a time to live', async () => {
    const keys = prefix();
    const client = await connection();
    const store = redisBreakerStore(client, keys, recordingLog().log);
    await store.fail(1, Date.now() + 30_000);
    await store.claimProbe(5_000);
    const ttl = await client.pttl(`${keys}ai-circuit`);
    expect(ttl).toBeGreaterThan(30_000);
    expect(ttl).toBeLessThanOrEqual(30_000 + 3_600_000);
    expect(await client.pttl(`${keys}ai-circuit:probe`)).toBeGreaterThan(0);
  });

  it("goes on with the process's own state while Redis is unreachable, says so once, and returns to Redis", async () => {
    const keys = prefix();
    const client = await connection();
    // Closed: every command fails at once, as during an outage.
    client.disconnect();
    await once(client, 'end');
    const { lines, log } = recordingLog();
    const breaker = createCircuitBreaker({ failures: 2, cooldownMs: 60_000 }, redisBreakerStore(client, keys, log));
    expect(await breaker.allow()).toBe(true);
    await breaker.failure();
    expect(await breaker.failure()).toMatchObject({ state: 'open', opened: true });
    expect(await breaker.allow()).toBe(false);
    expect(lines).toEqual([{ level: 'warn', msg: expect.stringMatching(/Redis is unreachable/) }]);

    await client.connect();
    // Redis holds the fleet's state (closed here): the process follows it again.
    expect(await breaker.status()).toEqual({ state: 'closed', consecutiveFailures: 0, retryAt: null });
    expect(lines.at(-1)).toEqual({ level: 'info', msg: expect.stringMatching(/back in Redis/) });
  });
});
