import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { buildTestApp, createTestDatabase } from '../../test/test-app';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('tells the browser whether an ad network is configured, and nothing else', async () => {
  for (const [env, expected] of [
    [{}, null],
    [{ ADSENSE_CLIENT: 'ca-pub-123' }, 'ca-pub-123'],
  ] as const) {
    const { app } = await buildTestApp(database, env);
    const res = await app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ adsenseClient: expected });
    await app.close();
  }
});
