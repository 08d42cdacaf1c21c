import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/server/test-app';

/**
 * Production mode's https-only rules (README: `https://` SITE_URL turns on Secure `__Host-` cookies and HSTS;
 * production has no local sign-in and no sandbox payments): the real config loader and the real app, signed in
 * through Google against the mock identity provider.
 */

const SITE = 'https://datewise.example';
const google = { GOOGLE_CLIENT_ID: 'datewise-web', GOOGLE_CLIENT_SECRET: 'test-secret' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('production configuration', () => {
  it('refuses to start without an https:// SITE_URL, and says why', () => {
    const refusal =
      'SITE_URL must be an https:// URL when NODE_ENV=production (session cookies are sent only over https)';
    expect(problemsOf({ NODE_ENV: 'production', ...google, SITE_URL: 'http://datewise.example' })).toEqual([refusal]);
    expect(problemsOf({ NODE_ENV: 'production', ...google })).toEqual([refusal]);
    expect(loadConfig({ NODE_ENV: 'production', ...google, SITE_URL: `${SITE}/` })).toMatchObject({
      siteUrl: SITE,
      isHttps: true,
    });
    // Development keeps its plain-http default.
    expect(loadConfig({}).isHttps).toBe(false);
  });
});

describe('the production app', () => {
  let idp: OAuth2Server;
  let t: TestApp;

  beforeAll(async () => {
    idp = new OAuth2Server();
    await idp.issuer.keys.generate('RS256');
    await idp.start(0, '127.0.0.1');
    idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) =>
      Object.assign(token.payload, { sub: 'prod-1', email: 'prod-1@example.com', email_verified: true }),
    );
    t = await buildTestApp(await createTestDatabase(), {
      NODE_ENV: 'production',
      SITE_URL: SITE,
      ...google,
      GOOGLE_ISSUER: idp.issuer.url!,
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await t?.database.close();
    await idp?.stop();
  });

  /** Google sign-in as the browser does it: the state cookie out, the provider's redirect back. */
  async function signInWithGoogle() {
    const start = await t.app.inject({ url: '/auth/google' });
    expect(start.statusCode).toBe(302);
    const fromIdp = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(fromIdp.headers.get('location')!);
    expect(callback.origin).toBe(SITE);
    const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const done = await t.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie } });
    return { start, done };
  }

  it('sets only __Host- cookies, Secure, HttpOnly, SameSite=Lax, on the whole site', async () => {
    const { start, done } = await signInWithGoogle();
    expect(done.statusCode).toBe(302);
    const state = start.cookies.find((c) => c.name === '__Host-datewise_oidc');
    const session = done.cookies.find((c) => c.name === '__Host-datewise_session');
    for (const cookie of [state, session]) {
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie!.domain).toBeUndefined();
    }
    expect(done.cookies.some((c) => /^datewise_(session|oidc)$/.test(c.name))).toBe(false);

    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `__Host-datewise_session=${session!.value}` },
    });
    expect(me.json()).toMatchObject({ email: 'prod-1@example.com' });
  });

  it('sends HSTS and upgrades insecure requests on every answer', async () => {
    for (const url of ['/api/health', '/auth/google', '/no-such-page']) {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy'], url).toContain('upgrade-insecure-requests');
    }
  });

  it('has no local sign-in and no sandbox payments', async () => {
    const devLogin = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: { origin: SITE },
      payload: { email: 'intruder@example.com' },
    });
    expect(devLogin.statusCode).toBe(404);
    // The sign-in page is Google's, not the local form.
    const signInPage = await t.app.inject({ url: '/auth/google' });
    expect(new URL(signInPage.headers.location as string).origin).toBe(new URL(idp.issuer.url!).origin);
    for (const url of ['/sandbox/checkout.js', '/sandbox/pay/order_1']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    const { done } = await signInWithGoogle();
    const session = done.cookies.find((c) => c.name === '__Host-datewise_session')!;
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/razorpay/credits',
      headers: { origin: SITE, cookie: `__Host-datewise_session=${session.value}` },
    });
    expect(buy.statusCode).toBe(503);
    expect(buy.json()).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a state-changing request from any other origin, the same host over http included', async () => {
    const { done } = await signInWithGoogle();
    const cookie = `__Host-datewise_session=${done.cookies.find((c) => c.name === '__Host-datewise_session')!.value}`;
    const patch = (origin?: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie, ...(origin ? { origin } : {}) },
        payload: { emailUpdates: true },
      });
    for (const origin of ['https://evil.example', 'http://datewise.example', 'https://datewise.example.evil', 'null']) {
      const res = await patch(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json(), origin).toMatchObject({ message: 'Cross-site request refused' });
    }
    expect((await patch()).statusCode).toBe(403);
    const settings = await t.app.inject({ url: '/api/settings', headers: { cookie } });
    expect(settings.json()).toMatchObject({ emailUpdates: false });
    expect((await patch(SITE)).statusCode).toBe(200);
  });
});
