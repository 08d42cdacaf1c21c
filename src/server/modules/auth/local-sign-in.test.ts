import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import {
  buildTestApp,
  createTestDatabase,
  sessionCookieFrom,
  signInLocally,
  TEST_SITE,
  type TestApp,
} from '../../../test/server/test-app';
import { hashToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../session/sessions';

let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp(database, { ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const origin = { origin: TEST_SITE };
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

describe('local sign-in', () => {
  it('shows the sign-in form at /auth/google', async () => {
    const res = await t.app.inject({ url: '/auth/google?returnTo=/saved' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('action="/auth/dev-login"');
    expect(res.body).toContain('name="returnTo" value="/saved"');
    // The site's icon is linked (the browser would otherwise ask for /favicon.ico, which does not exist).
    expect(res.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('keeps a return path only when it is a page of the site', async () => {
    const tool = await t.app.inject({ url: '/auth/google?returnTo=%2Fprofile-coach' });
    expect(tool.body).toContain('name="returnTo" value="/profile-coach"');
    for (const bad of ['%2Fauth%2Flogout', '%2Fapi%2Faccount', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example']) {
      const page = await t.app.inject({ url: `/auth/google?returnTo=${bad}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('name="returnTo"');
    }
  });

  it('signs in with JSON: the user, and a session cookie with safe flags', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: origin,
      payload: { email: ' Ann@Example.com ', firstName: 'Ann', lastName: 'Lee' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      credits: 0,
      dailyUsage: 0,
      dailyLimit: 3,
      isSubscribed: false,
      hasCompletedOnboarding: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'datewise_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    // The script-readable hint says only that someone is signed in.
    const hint = res.cookies.find((c) => c.name === 'datewise_signed_in')!;
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint.httpOnly).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stores only the hash of the session token', async () => {
    const cookie = await signInLocally(t.app, 'hash@example.com');
    const rows = await database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === tokenOf(cookie))).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(tokenOf(cookie)))).toBe(true);
  });

  it('answers the current user with the session, and 401 without one', async () => {
    const cookie = await signInLocally(t.app, 'bea@example.com', { firstName: 'Bea' });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'bea@example.com', firstName: 'Bea' });
    expect(me.headers['cache-control']).toBe('no-store');

    const anonymous = await t.app.inject({ url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    const forged = await t.app.inject({ url: '/api/auth/user', headers: { cookie: 'datewise_session=forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it('starts a new session at every sign-in and keeps one user per identity', async () => {
    const first = await signInLocally(t.app, 'cal@example.com', { firstName: 'Cal' });
    const second = await signInLocally(t.app, 'CAL@example.com');
    expect(first).not.toBe(second);
    const rows = await database.db.select().from(users).where(eq(users.email, 'cal@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Cal'); // a sign-in without a name keeps the stored one
    for (const cookie of [first, second]) {
      expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    }
  });

  it('ends the session on logout: the old cookie is refused afterwards', async () => {
    const cookie = await signInLocally(t.app, 'dan@example.com');
    const out = await t.app.inject({ url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const cleared = out.cookies.find((c) => c.name === 'datewise_session')!;
    expect(cleared.value).toBe('');
    expect(out.cookies.find((c) => c.name === 'datewise_signed_in')?.value).toBe('');
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie)))),
    ).toHaveLength(0);
    const reused = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(reused.statusCode).toBe(401);
  });

  it('slides the expiry on use, up to the absolute cap, and refuses expired sessions', async () => {
    const cookie = await signInLocally(t.app, 'eve@example.com');
    const key = eq(sessions.tokenHash, hashToken(tokenOf(cookie)));
    const day = 24 * 60 * 60 * 1000;

    // Ten days idle: the next use pushes the end 30 days out again and re-sets the cookie.
    const createdAt = new Date(Date.now() - 10 * day);
    await database.db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 20 * day) })
      .where(key);
    const used = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(used.statusCode).toBe(200);
    const [row] = await database.db.select().from(sessions).where(key);
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + SESSION_IDLE_MS))).toBeLessThan(60_000);
    expect(used.cookies.find((c) => c.name === 'datewise_session')?.value).toBe(tokenOf(cookie));

    // Near the absolute cap the end does not move past it.
    const old = new Date(Date.now() - SESSION_ABSOLUTE_MS + 2 * day);
    await database.db
      .update(sessions)
      .set({ createdAt: old, expiresAt: new Date(Date.now() + day) })
      .where(key);
    await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    const [capped] = await database.db.select().from(sessions).where(key);
    expect(capped!.expiresAt.getTime()).toBe(old.getTime() + SESSION_ABSOLUTE_MS);

    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(key);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses bad input with a clear 400 and creates nothing', async () => {
    const before = (await database.db.select().from(users)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: origin,
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().message).toMatch(/^email: /);
    expect((await database.db.select().from(users)).length).toBe(before);
  });

  it('stores the name on one line: line breaks and control characters become spaces, at most 60 characters', async () => {
    const stored = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];
    const signIn = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/auth/dev-login', headers: origin, payload });
    const res = await signIn({
      email: 'nia@example.com',
      firstName: ' Nia\r\nAdmin\u0007\u001b\u0085',
      lastName: 'Ode\t\u2028x',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Nia Admin', lastName: 'Ode x' });
    expect(await stored('nia@example.com')).toMatchObject({ firstName: 'Nia Admin', lastName: 'Ode x' });
    // A sign-in is not refused over a long name: it is cut to what the profile form allows.
    expect((await signIn({ email: 'long@example.com', firstName: 'x'.repeat(61) })).statusCode).toBe(200);
    expect(await stored('long@example.com')).toMatchObject({ firstName: 'x'.repeat(60) });
    // The form, as a browser posts it: the same rule.
    const form = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: { ...origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=ola%40example.com&firstName=Ola%0D%0A%0D%0ASet-Cookie%3A%20x&lastName=%0A%09',
    });
    expect(form.statusCode).toBe(303);
    expect(await stored('ola@example.com')).toMatchObject({ firstName: 'Ola Set-Cookie: x', lastName: null });
  });

  it('refuses a body of the wrong shape with a 400 naming the field, and creates no user or session', async () => {
    const before = (await database.db.select().from(users)).length;
    const refused: [unknown, RegExp][] = [
      [['ann@example.com'], /^body: /],
      ['ann@example.com', /^body: /],
      [{ email: 42 }, /^email: /],
      [{ email: ['ann@example.com'] }, /^email: /],
      [{ email: 'ann@example.com', lastName: { first: 'Lee' } }, /^lastName: /],
    ];
    for (const [payload, message] of refused) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/dev-login',
        headers: { ...origin, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      const sent = JSON.stringify(payload);
      expect(res.statusCode, sent).toBe(400);
      expect(res.json().code, sent).toBe('VALIDATION_ERROR');
      expect(res.json().message, sent).toMatch(message);
      expect(
        res.cookies.some((c) => c.name === 'datewise_session' && c.value),
        sent,
      ).toBe(false);
    }
    expect((await database.db.select().from(users)).length).toBe(before);
  });

  it('ignores a return path it cannot use rather than refusing the sign-in', async () => {
    // Given twice, the query holds a list: the form is shown without one.
    const page = await t.app.inject({ url: '/auth/google?returnTo=%2Fsaved&returnTo=%2Fsettings' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/auth/dev-login"');
    expect(page.body).not.toContain('name="returnTo"');
    // JSON sign-in has no redirect: a return path of any type is no reason to refuse it.
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: origin,
      payload: { email: 'ira@example.com', returnTo: 7 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'ira@example.com' });
  });

  it('signs in with the form: 303 to the same-site return path, never elsewhere', async () => {
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/dev-login',
        headers: { ...origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const ok = await post('email=fay%40example.com&firstName=Fay&returnTo=%2Fsaved');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/saved');
    expect(sessionCookieFrom(ok)).toMatch(/^datewise_session=/);
    // Not Latin-1: the Location header carries it percent-encoded (it was a 500).
    const accented = await post('email=fay%40example.com&returnTo=%2Fblog%2Fcaf%C3%A9');
    expect(accented.statusCode).toBe(303);
    expect(accented.headers.location).toBe('/blog/caf%C3%A9');
    const evil = await post('email=fay%40example.com&returnTo=%2F%2Fevil.example');
    expect(evil.headers.location).toBe('/onboarding'); // the default for a user who has not onboarded
    const bad = await post('email=&firstName=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid e-mail address.');
    expect(bad.body).toContain('value="&#60;script&#62;"');
  });

  it('sends a form sign-in without a return path to onboarding until it is completed, then home', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/dev-login',
        headers: { ...origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=gil%40example.com&firstName=Gil',
      });
    const first = await post();
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/onboarding');
    await database.db.update(users).set({ onboardedAt: new Date() }).where(eq(users.email, 'gil@example.com'));
    const again = await post();
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/');
  });

  it('refuses state changes from another origin, or with no origin', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'x@example.com' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    const none = await t.app.inject({ method: 'POST', url: '/auth/dev-login', payload: { email: 'x@example.com' } });
    expect(none.statusCode).toBe(403);
    expect(await database.db.select().from(users).where(eq(users.email, 'x@example.com'))).toHaveLength(0);
  });

  it('reports admin status from ADMIN_EMAILS', async () => {
    const boss = await signInLocally(t.app, 'Boss@example.com');
    expect((await t.app.inject({ url: '/api/admin/status', headers: { cookie: boss } })).json()).toEqual({
      isAdmin: true,
      email: 'boss@example.com',
    });
    const user = await signInLocally(t.app, 'worker@example.com');
    expect((await t.app.inject({ url: '/api/admin/status', headers: { cookie: user } })).json()).toEqual({
      isAdmin: false,
      email: 'worker@example.com',
    });
    expect((await t.app.inject({ url: '/api/admin/status' })).statusCode).toBe(401);
  });
});

describe('session cookie over https', () => {
  it('is __Host- prefixed and Secure', async () => {
    const https = await buildTestApp(database, { SITE_URL: 'https://datewise.example' });
    const res = await https.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: { origin: 'https://datewise.example' },
      payload: { email: 'gus@example.com' },
    });
    const cookie = res.cookies.find((c) => c.name === '__Host-datewise_session')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie.domain).toBeUndefined();
    await https.app.close();
  });
});
