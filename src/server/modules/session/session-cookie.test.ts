import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, signInLocally, type TestApp } from '../../../test/server/test-app';
import { loadSession, requireUser, signedInUser } from './session-cookie';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await createTestDatabase());
  const { db } = t.database;
  const { config } = t;
  // Routes that show what a handler sees in `request.user`, with and without the guard.
  t.app.get('/test/unguarded', async (request) => ({ user: request.user?.email ?? null }));
  t.app.get('/test/forgot-the-guard', async (request) => ({ email: signedInUser(request).email }));
  t.app.get('/test/guarded', { preHandler: requireUser(db, config) }, async (request, reply) => {
    // A second lookup would build a new object: the same one means the cookie was read once.
    const first = request.user;
    const again = await loadSession(request, reply, db, config);
    return { email: signedInUser(request).email, same: again === first };
  });
});
afterAll(async () => {
  await t.app.close();
  await t.database.close();
});

describe('request.user', () => {
  it('is declared on every request, null until the session is looked up', async () => {
    expect(t.app.hasRequestDecorator('user')).toBe(true);
    const cookie = await signInLocally(t.app, 'una@example.com');
    // Without the guard the cookie is not read: no query for routes that do not need the user.
    const res = await t.app.inject({ url: '/test/unguarded', headers: { cookie } });
    expect(res.json()).toEqual({ user: null });
  });

  it('is the signed-in user behind the guard, looked up once however often it is asked for', async () => {
    const cookie = await signInLocally(t.app, 'vic@example.com');
    const res = await t.app.inject({ url: '/test/guarded', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'vic@example.com', same: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 with the error contract when signed out, and when a route forgot the guard', async () => {
    const signedOut = await t.app.inject({ url: '/test/guarded' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    const cookie = await signInLocally(t.app, 'wes@example.com');
    const unguarded = await t.app.inject({ url: '/test/forgot-the-guard', headers: { cookie } });
    expect(unguarded.statusCode).toBe(401);
    expect(unguarded.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });
});
