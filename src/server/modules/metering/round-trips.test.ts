import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPglite } from '../../db/client';
import { buildTestApp, signInLocally, TEST_SITE, type TestApp } from '../../../test/server/test-app';

/**
 * What a metered AI request costs the database, counted at the driver: every statement PGlite is sent. The
 * budget is three round trips (issue 16): the session lookup (user, settings, onboarding answers and the day's
 * usage at once), the charge, and the usage record.
 */
describe('database round trips', () => {
  let t: TestApp;
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
    t = await buildTestApp(await fromPglite(pglite));
  });
  afterAll(async () => {
    await t.app.close();
    await t.database.close();
  });

  async function statementsOf(send: () => Promise<{ statusCode: number }>) {
    const query = vi.spyOn(pglite, 'query');
    const exec = vi.spyOn(pglite, 'exec');
    const transaction = vi.spyOn(pglite, 'transaction');
    try {
      expect((await send()).statusCode).toBe(200);
      // A transaction is several round trips (BEGIN, statements, COMMIT): none may be needed.
      expect(transaction).not.toHaveBeenCalled();
      return query.mock.calls.length + exec.mock.calls.length;
    } finally {
      vi.restoreAllMocks();
    }
  }

  it('is three for a free, a credit and a Premium request, and one for the current user', async () => {
    const cookie = await signInLocally(t.app, 'round-trips@example.com');
    const headers = { cookie, origin: TEST_SITE };
    // Onboarding answers, so the coach has context to read.
    const onboarding = await t.app.inject({
      method: 'POST',
      url: '/api/preferences',
      headers,
      payload: { datingGoal: 'serious', age: 31, interests: ['Travel'], challenges: null },
    });
    expect(onboarding.statusCode).toBeLessThan(300);
    const analyze = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai/analyze-profile',
        headers,
        payload: { bio: 'Weekend hiker, weekday ramen cook. Ask me about the dog who runs my life.' },
      });
    expect(await statementsOf(() => t.app.inject({ url: '/api/auth/user', headers: { cookie } }))).toBe(1);
    expect(await statementsOf(analyze)).toBe(3); // free
    await analyze();
    await analyze();
    await t.database.db.execute(`update users set credits = 5`);
    expect(await statementsOf(analyze)).toBe(3); // a credit
    await t.database.db.execute(`update users set subscription_ends_at = now() + interval '1 day'`);
    expect(await statementsOf(analyze)).toBe(3); // Premium
  });
});
