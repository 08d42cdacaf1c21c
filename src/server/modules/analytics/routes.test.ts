import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import {
  buildTestApp,
  createTestDatabase,
  signInLocally,
  TEST_SITE,
  type TestApp,
} from '../../../test/server/test-app';

const EVENTS_RATE_LIMIT = 20;
let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp(database, { EVENTS_RATE_LIMIT: String(EVENTS_RATE_LIMIT) });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

let address = 0;
/** Each test speaks from its own address, so the rate limit of one does not touch another. */
const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { origin: TEST_SITE, ...headers },
    payload: payload as object,
    remoteAddress,
  });

const countOf = async (name: string) => (await database.db.select().from(events).where(eq(events.name, name))).length;

describe('POST /api/events', () => {
  it('stores an anonymous batch and answers 202', async () => {
    const res = await post({
      events: [
        { name: 'page_view', path: '/blog', props: { referrer: '' } },
        {
          name: 'cta_click',
          path: '/',
          props: { location: 'hero', cta_text: 'Get Started Free' },
          ts: Date.now() - 1000,
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    const [row] = await database.db.select().from(events).where(eq(events.name, 'cta_click'));
    expect(row).toMatchObject({ path: '/', userId: null, props: { location: 'hero', cta_text: 'Get Started Free' } });
  });

  it('links events to the signed-in user', async () => {
    const cookie = await signInLocally(t.app, 'events@example.com');
    expect((await post({ events: [{ name: 'signed_in_view' }] }, { cookie })).statusCode).toBe(202);
    const [row] = await database.db.select().from(events).where(eq(events.name, 'signed_in_view'));
    expect(row!.userId).not.toBeNull();
  });

  it('keeps a browser timestamp within the last day and never in the future', async () => {
    await post({
      events: [
        { name: 'future_event', ts: Date.now() + 10 * 86_400_000 },
        { name: 'ancient_event', ts: 1000 },
      ],
    });
    const [future] = await database.db.select().from(events).where(eq(events.name, 'future_event'));
    const [ancient] = await database.db.select().from(events).where(eq(events.name, 'ancient_event'));
    expect(future!.occurredAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - ancient!.occurredAt.getTime()).toBeLessThanOrEqual(86_400_000 + 5_000);
  });

  it('refuses invalid input with a clear 400 and stores nothing of the batch', async () => {
    const cases: [unknown, RegExp][] = [
      [{ events: [] }, /^events: /],
      [{ events: Array.from({ length: 51 }, () => ({ name: 'too_many' })) }, /at most 50/],
      [{ events: [{ name: 'Bad Name' }] }, /^events\.0\.name: /],
      [{ events: [{ name: 'ok_name' }, { name: 'nested_props', props: { a: { b: 1 } } }] }, /^events\.1\.props/],
      [{ events: [{ name: 'long_value', props: { a: 'x'.repeat(501) } }] }, /props/],
      [{ events: [{ name: 'bad_path', path: 'https://evil.example/' }] }, /path/],
      [
        {
          events: [
            { name: 'many_keys', props: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
          ],
        },
        /20 keys/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await countOf('ok_name')).toBe(0);
    expect(await countOf('too_many')).toBe(0);
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const events = Array.from({ length: 50 }, () => ({
      name: 'big_event',
      props: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'x'.repeat(100)])),
    }));
    const res = await post({ events });
    expect(res.statusCode).toBe(413);
    expect(await countOf('big_event')).toBe(0);
  });

  it('refuses another site (403) and limits each address (429)', async () => {
    expect((await post({ events: [{ name: 'foreign' }] }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const ip = '10.9.9.9';
    for (let i = 0; i < EVENTS_RATE_LIMIT; i++) {
      expect((await post({ events: [{ name: 'burst' }] }, {}, ip)).statusCode).toBe(202);
    }
    const limited = await post({ events: [{ name: 'burst' }] }, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await countOf('burst')).toBe(EVENTS_RATE_LIMIT);
    expect((await post({ events: [{ name: 'other_address' }] })).statusCode).toBe(202);
  });
});
