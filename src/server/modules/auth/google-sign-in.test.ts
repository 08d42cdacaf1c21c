import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { loginAttempts, sessions, users } from '../../db/schema';
import { hashToken } from '../session/sessions';
import { buildTestApp, createTestDatabase, TEST_SITE, type TestApp } from '../../../test/server/test-app';

type Claims = Record<string, unknown>;

let idp: OAuth2Server;
let database: Database;
let t: TestApp;
let claims: (payload: Claims) => void;

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  // Applied to every token the mock signs; each test sets its own claims.
  idp.service.on('beforeTokenSigning', (token: { header: Claims; payload: Claims }) => claims(token.payload));
  database = await createTestDatabase();
  t = await buildTestApp(database, {
    GOOGLE_CLIENT_ID: 'datewise-web',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_ISSUER: idp.issuer.url!,
  });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await idp.stop();
});

let subjectCounter = 0;
function verifiedUser(overrides: Claims = {}) {
  const sub = `google-${++subjectCounter}`;
  claims = (payload) =>
    Object.assign(payload, {
      sub,
      email: `${sub}@example.com`,
      email_verified: true,
      given_name: 'Gia',
      family_name: 'Rossi',
      ...overrides,
    });
  return { sub, email: `${sub}@example.com` };
}
afterEach(() => verifiedUser());

/** Runs the browser's part: start at /auth/google, let the IdP redirect back, return the callback. */
async function startSignIn(query = '') {
  const start = await t.app.inject({ url: `/auth/google${query}` });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const authorize = new URL(start.headers.location as string);
  const fromIdp = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(fromIdp.headers.get('location')!);
  return { authorize, cookie, callbackPath: `${callback.pathname}${callback.search}` };
}

const callbackWith = (path: string, cookie: string) => t.app.inject({ url: path, headers: cookie ? { cookie } : {} });

function expectRefused(res: Awaited<ReturnType<typeof callbackWith>>) {
  expect(res.statusCode).toBe(400);
  expect(res.body).toContain("Sign-in didn't complete");
  expect(res.cookies.some((c) => c.name === 'datewise_session' && c.value)).toBe(false);
}

describe('Google sign-in', () => {
  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    verifiedUser();
    const { authorize, cookie } = await startSignIn();
    expect(authorize.origin).toBe(new URL(idp.issuer.url!).origin);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'datewise-web',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${TEST_SITE}/auth/google/callback`,
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(name)).toBeTruthy();
    expect(cookie).toMatch(/^datewise_oidc=/);
  });

  it('signs a new user in, keyed on issuer and subject, and sends them to onboarding', async () => {
    const { sub, email } = verifiedUser();
    const { cookie, callbackPath } = await startSignIn();
    const done = await callbackWith(callbackPath, cookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/onboarding');
    const session = done.cookies.find((c) => c.name === 'datewise_session')!;
    expect(session.httpOnly).toBe(true);

    const [row] = await database.db.select().from(users).where(eq(users.subject, sub));
    expect(row).toMatchObject({ issuer: idp.issuer.url, email, firstName: 'Gia', lastName: 'Rossi' });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `datewise_session=${session.value}` } });
    expect(me.json()).toMatchObject({ email, firstName: 'Gia' });
  });

  it("stores Google's name on one line: line breaks and control characters become spaces, at most 60 characters", async () => {
    const { sub } = verifiedUser({
      given_name: 'Gia\r\nMaria\u0000\t\uD83D',
      family_name: ` Rossi\u2029${'é'.repeat(80)}`,
    });
    const { cookie, callbackPath } = await startSignIn();
    const done = await callbackWith(callbackPath, cookie);
    // Sign-in does not fail over an odd name: the name is made to fit the rule.
    expect(done.statusCode).toBe(302);
    const [row] = await database.db.select().from(users).where(eq(users.subject, sub));
    expect(row).toMatchObject({ firstName: 'Gia Maria', lastName: `Rossi ${'é'.repeat(54)}` });
  });

  it('sends an onboarded user home, or to a same-site return path', async () => {
    const { sub } = verifiedUser();
    const first = await startSignIn();
    await callbackWith(first.callbackPath, first.cookie);
    await database.db.update(users).set({ onboardedAt: new Date() }).where(eq(users.subject, sub));

    const home = await startSignIn();
    expect((await callbackWith(home.callbackPath, home.cookie)).headers.location).toBe('/');
    const back = await startSignIn('?returnTo=%2Fsaved');
    expect((await callbackWith(back.callbackPath, back.cookie)).headers.location).toBe('/saved');
    const evil = await startSignIn('?returnTo=%2F%2Fevil.example');
    expect((await callbackWith(evil.callbackPath, evil.cookie)).headers.location).toBe('/');
    // The state cookie is not signed: a path written into it by hand is checked again at the callback.
    const forged = await startSignIn();
    const [name, value] = forged.cookie.split(/=(.*)/s) as [string, string];
    const pending = { ...JSON.parse(decodeURIComponent(value)), returnTo: '//evil.example' };
    const edited = `${name}=${encodeURIComponent(JSON.stringify(pending))}`;
    expect((await callbackWith(forged.callbackPath, edited)).headers.location).toBe('/');
  });

  it('refuses a replayed callback', async () => {
    verifiedUser();
    const { cookie, callbackPath } = await startSignIn();
    expect((await callbackWith(callbackPath, cookie)).statusCode).toBe(302);
    expectRefused(await callbackWith(callbackPath, cookie));
  });

  it('refuses a callback whose state does not match the browser', async () => {
    verifiedUser();
    const { cookie, callbackPath } = await startSignIn();
    const tampered = callbackPath.replace(/state=[^&]+/, 'state=forged-state');
    expectRefused(await callbackWith(tampered, cookie));
  });

  it('refuses a callback without the sign-in cookie (another browser)', async () => {
    verifiedUser();
    const { callbackPath } = await startSignIn();
    expectRefused(await callbackWith(callbackPath, ''));
  });

  it('refuses a malformed callback (the code given twice), and the attempt is spent', async () => {
    const { sub } = verifiedUser();
    const { cookie, callbackPath } = await startSignIn();
    expectRefused(await callbackWith(`${callbackPath}&code=another`, cookie));
    expectRefused(await callbackWith(callbackPath, cookie));
    expect(await database.db.select().from(users).where(eq(users.subject, sub))).toHaveLength(0);
  });

  it('refuses a state cookie that is not whole', async () => {
    verifiedUser();
    const { cookie, callbackPath } = await startSignIn();
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const pending = JSON.parse(decodeURIComponent(value));
    delete pending.codeVerifier;
    expectRefused(await callbackWith(callbackPath, `${name}=${encodeURIComponent(JSON.stringify(pending))}`));
    expectRefused(await callbackWith(callbackPath, `${name}=not-json`));
  });

  describe('the state cookie (attack run, round two)', () => {
    /** The cookie's fields, and a cookie header with some of them changed. */
    const readCookie = (cookie: string) => {
      const [name, value] = cookie.split(/=(.*)/s) as [string, string];
      return { name, pending: JSON.parse(decodeURIComponent(value)) as Record<string, string> };
    };
    const editCookie = (cookie: string, changes: Record<string, string>) => {
      const { name, pending } = readCookie(cookie);
      return `${name}=${encodeURIComponent(JSON.stringify({ ...pending, ...changes }))}`;
    };
    const sessionCount = async () => (await database.db.select().from(sessions)).length;

    /** Refused with the page, no session, no user, and nothing left of the attempt that another try could use. */
    async function expectNothingCreated(sub: string, before: number) {
      expect(await database.db.select().from(users).where(eq(users.subject, sub))).toHaveLength(0);
      expect(await sessionCount()).toBe(before);
    }

    it('refuses a cookie whose nonce, PKCE verifier or state was edited', async () => {
      const { sub } = verifiedUser();
      const before = await sessionCount();
      const other = await startSignIn();
      const edits: Record<string, string>[] = [
        { nonce: 'attacker-nonce' },
        { codeVerifier: 'a'.repeat(43) },
        // A state of a live attempt, copied from another sign-in: the code was issued for this one.
        { state: readCookie(other.cookie).pending.state! },
      ];
      for (const changes of edits) {
        const { cookie, callbackPath } = await startSignIn();
        const res = await callbackWith(callbackPath, editCookie(cookie, changes));
        expectRefused(res);
        expect(res.body, JSON.stringify(changes)).toContain('Google did not confirm your sign-in');
      }
      await expectNothingCreated(sub, before);
    });

    it("refuses another sign-in's cookie (the state does not match the callback)", async () => {
      const { sub } = verifiedUser();
      const before = await sessionCount();
      const mine = await startSignIn();
      const theirs = await startSignIn();
      const res = await callbackWith(theirs.callbackPath, mine.cookie);
      expectRefused(res);
      expect(res.body).toContain('Google did not confirm your sign-in');
      await expectNothingCreated(sub, before);
    });

    it('refuses an expired attempt even with its cookie (the browser would have dropped it)', async () => {
      const { sub } = verifiedUser();
      const before = await sessionCount();
      const { cookie, callbackPath } = await startSignIn();
      // Eleven minutes later: the attempt's ten minutes are over.
      const state = readCookie(cookie).pending.state!;
      await database.db
        .update(loginAttempts)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(loginAttempts.stateHash, hashToken(state)));
      const res = await callbackWith(callbackPath, cookie);
      expectRefused(res);
      expect(res.body).toContain('already used or has expired');
      await expectNothingCreated(sub, before);
    });

    it('refuses a missing cookie and a replayed callback with a clear page; the replay creates no second session', async () => {
      const { sub } = verifiedUser();
      const { cookie, callbackPath } = await startSignIn();
      const missing = await callbackWith(callbackPath, '');
      expectRefused(missing);
      expect(missing.body).toContain('took too long or was started in another browser');
      await expectNothingCreated(sub, await sessionCount());

      expect((await callbackWith(callbackPath, cookie)).statusCode).toBe(302);
      const signedIn = await sessionCount();
      const replay = await callbackWith(callbackPath, cookie);
      expectRefused(replay);
      expect(replay.body).toContain('already used or has expired');
      expect(await sessionCount()).toBe(signedIn);
    });

    it('refuses a code whose ID token carries another nonce, and the state cookie is cleared', async () => {
      const { sub } = verifiedUser({ nonce: 'nonce-of-another-sign-in' });
      const before = await sessionCount();
      const { cookie, callbackPath } = await startSignIn();
      const res = await callbackWith(callbackPath, cookie);
      expectRefused(res);
      expect(res.cookies.find((c) => c.name === 'datewise_oidc')).toMatchObject({ value: '' });
      await expectNothingCreated(sub, before);
    });
  });

  const badTokens: [string, Claims][] = [
    ['a wrong nonce', { nonce: 'not-the-nonce-we-sent' }],
    ['a wrong audience', { aud: 'some-other-client' }],
    ['a wrong issuer', { iss: 'https://evil.example' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }],
    ['an unverified e-mail', { email_verified: false }],
    ['no e-mail', { email: undefined, email_verified: true }],
  ];
  for (const [what, overrides] of badTokens) {
    it(`refuses an ID token with ${what} and creates no user`, async () => {
      const { sub } = verifiedUser(overrides);
      const { cookie, callbackPath } = await startSignIn();
      expectRefused(await callbackWith(callbackPath, cookie));
      expect(await database.db.select().from(users).where(eq(users.subject, sub))).toHaveLength(0);
    });
  }

  it('refuses an ID token whose payload was altered after signing', async () => {
    const { sub } = verifiedUser();
    idp.service.once('beforeResponse', (response: { body: Claims }) => {
      const [header, payload, signature] = String(response.body.id_token).split('.');
      const claimsJson = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      claimsJson.email = 'attacker@example.com';
      const forged = Buffer.from(JSON.stringify(claimsJson)).toString('base64url');
      response.body.id_token = `${header}.${forged}.${signature}`;
    });
    const { cookie, callbackPath } = await startSignIn();
    expectRefused(await callbackWith(callbackPath, cookie));
    expect(await database.db.select().from(users).where(eq(users.subject, sub))).toHaveLength(0);
  });

  it('has no local sign-in while Google is configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: { origin: TEST_SITE },
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(404);
  });
});
