import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, preferences, savedResponses, users } from '../db/schema';
import { signInLocally, TEST_SITE, useTestApp } from '../../test/server/test-app';
import { unreadableTextAt } from './unreadable-text';

const NUL = 'a\u0000b';
const HALF_EMOJI = 'ok \ud83d';

describe('unreadableTextAt', () => {
  it('finds a NUL or half a surrogate pair anywhere, keys included, and passes whole emoji', () => {
    expect(unreadableTextAt({ a: 'fine 🙂', b: ['x', { c: NUL }] })).toBe('b.1.c');
    expect(unreadableTextAt({ note: HALF_EMOJI })).toBe('note');
    expect(unreadableTextAt({ ['k\u0000']: 'v' })).toBe('k\u0000');
    expect(unreadableTextAt('\udc00 alone')).toBe('body');
    expect(unreadableTextAt({ a: 'fine 🙂 👩‍❤️‍👨', n: 3, b: null })).toBeNull();
  });
});

describe('requests with text PostgreSQL cannot store', () => {
  const t = useTestApp();
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_SITE, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });

  it('get a 400 naming the field, and change nothing: preferences, saves, sign-in, events', async () => {
    const email = `unreadable.${Date.now()}@example.com`;
    const cookie = await signInLocally(t.app, email);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const cases: [string, unknown, string][] = [
      ['/api/preferences', { datingGoal: 'serious', age: 30, interests: ['Travel'], challenges: NUL }, 'challenges'],
      ['/api/save-response', { type: 'message', content: HALF_EMOJI }, 'content'],
      ['/auth/dev-login', { email: 'someone@example.com', firstName: HALF_EMOJI }, 'firstName'],
      [
        '/api/events',
        { events: [{ name: 'page_view', path: '/', props: { referrer: NUL } }] },
        'events.0.props.referrer',
      ],
    ];
    const rows = async (table: typeof preferences | typeof savedResponses) =>
      (await t.database.db.select({ n: count() }).from(table).where(eq(table.userId, user!.id)))[0]!.n;
    const state = async () => ({
      preferences: await rows(preferences),
      saved: await rows(savedResponses),
      signedUp: (
        await t.database.db.select({ n: count() }).from(users).where(eq(users.email, 'someone@example.com'))
      )[0]!.n,
      events: (await t.database.db.select({ n: count() }).from(events))[0]!.n,
      onboarded: (await t.database.db.select({ at: users.onboardedAt }).from(users).where(eq(users.id, user!.id)))[0]!
        .at,
    });
    const before = await state();
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload, cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().message, url).toMatch(
        new RegExp(`^${field.replaceAll('.', '\\.')}: contains a character we cannot store`),
      );
    }
    expect(await state()).toEqual(before);
    expect(before.signedUp).toBe(0);
  });
});
