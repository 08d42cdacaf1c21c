import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { buildTestApp, createTestDatabase, signInLocally, TEST_SITE, type TestApp } from '../../test/server/test-app';
import { appBootScriptHash } from '../modules/pages/app-page';

let database: Database;
let t: TestApp;
let clientDir: string;
let siteDir: string;
let logs = '';

const SITE_TOKEN = 'https://datewise-site-url.invalid';
const EMAIL_TOKEN = 'support-email@datewise-site-url.invalid';

/** A small stand-in for the prerendered site (scripts/prerender.ts writes the real one). */
function writeSite(dir: string) {
  const pages: Record<string, { file: string; status: number }> = {};
  const page = (pagePath: string, file: string, status = 200) => {
    pages[pagePath] = { file, status };
    fs.writeFileSync(
      path.join(dir, file),
      `<!doctype html><title>site ${pagePath}</title><link rel="canonical" href="${SITE_TOKEN}${pagePath}"><a href="mailto:${EMAIL_TOKEN}">mail</a>${'<p>Some words.</p>'.repeat(200)}`,
    );
  };
  page('/', 'index.html');
  page('/blog', 'blog.html');
  page('/tinder-vs-bumble', 'tinder-vs-bumble.html');
  page('/about', 'about.html');
  page('/404', '404.html', 404);
  page('/blog/404', 'blog__404.html', 404);
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages));
  fs.writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset><url><loc>${SITE_TOKEN}/</loc></url></urlset>`);
  fs.writeFileSync(path.join(dir, 'robots.txt'), `Sitemap: ${SITE_TOKEN}/sitemap.xml\n`);
}

beforeAll(async () => {
  // A small stand-in for the built client: an index page and one hashed asset.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><title>Datewise</title><div id="root"></div>`);
  fs.writeFileSync(
    path.join(clientDir, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-site-'));
  writeSite(siteDir);

  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  database = await createTestDatabase();
  t = await buildTestApp(
    database,
    { LOG_LEVEL: 'info', SUPPORT_EMAIL: 'help@datewise.example' },
    { clientDir, siteDir, logStream },
  );
  t.app.get('/api/test/explode', async () => {
    throw new Error('database password is hunter2');
  });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends a strict CSP and the other protective headers, without HSTS over http', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      // The screenshot picker's thumbnails are object URLs.
      "img-src 'self' data: blob:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // One inline script, by its hash: the one that starts a server-rendered screen's scripts after its paint.
    expect(/script-src ([^;]*)/.exec(csp)![1]).toBe(`'self' '${appBootScriptHash}'`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows the ad network only when one is configured', async () => {
    const plain = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(plain).not.toContain('googlesyndication');
    expect(plain).not.toContain('frame-src');
    const withAds = await buildTestApp(database, { ADSENSE_CLIENT: 'ca-pub-1234' });
    const csp = String((await withAds.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/pagead2\.googlesyndication\.com /);
    expect(csp).toContain('frame-src');
    expect(csp).not.toContain('unsafe-inline');
    await withAds.app.close();
  });

  it("allows Razorpay Checkout's origins only with Razorpay keys", async () => {
    const plain = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(plain).not.toContain('razorpay');
    const withKeys = await buildTestApp(database, {
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'a',
      RAZORPAY_WEBHOOK_SECRET: 'b',
    });
    const csp = String((await withKeys.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/checkout\.razorpay\.com;/);
    expect(csp).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com;");
    expect(csp).toContain("connect-src 'self' https://lumberjack.razorpay.com;");
    await withKeys.app.close();
  });

  it('adds HSTS when the site is served over https', async () => {
    const https = await buildTestApp(database, { SITE_URL: 'https://datewise.example' });
    const res = await https.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await https.app.close();
  });
});

describe('health', () => {
  it('reports the mode of each part', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      ai: 'offline',
      payments: 'sandbox',
      auth: 'local',
      rateLimits: 'memory',
    });
  });
});

describe('pages and the access rule', () => {
  it('serves the prerendered public pages to everyone, with the site URL and support address filled in', async () => {
    for (const url of ['/', '/blog', '/tinder-vs-bumble', '/about', '/blog/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<title>site ${url === '/blog/' ? '/blog' : url}</title>`);
    }
    const home = await t.app.inject({ url: '/' });
    expect(home.body).toContain('<link rel="canonical" href="http://localhost:5000/">');
    expect(home.body).toContain('mailto:help@datewise.example');
    expect(home.body).not.toContain('invalid');
    const compressed = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
  });

  it('serves the sitemap and robots.txt with the real site URL', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost:5000/</loc>');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toBe('Sitemap: http://localhost:5000/sitemap.xml\n');
  });

  it('redirects signed-out requests for signed-in screens to /', async () => {
    for (const url of ['/profile-coach', '/settings', '/admin/analytics', '/onboarding?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/');
    }
  });

  it('serves the app to a signed-in user on app screens, "/" and "/about"; other public pages stay the site', async () => {
    const cookie = await signInLocally(t.app, 'page@example.com');
    for (const url of ['/settings', '/', '/about']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body, url).toContain('<div id="root">');
    }
    const blog = await t.app.inject({ url: '/blog', headers: { cookie } });
    expect(blog.body).toContain('<title>site /blog</title>');
  });

  it('tells caches that "/", "/about" and the app screens depend on the cookie, on top of the encoding', async () => {
    const cookie = await signInLocally(t.app, 'vary@example.com');
    const vary = (res: LightMyRequestResponse) =>
      [res.headers.vary ?? []].flat().join(', ').toLowerCase().split(/,\s*/);
    for (const url of ['/', '/about', '/settings']) {
      for (const headers of [{}, { cookie }]) {
        const res = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip' } });
        const who = `${url} ${'cookie' in headers ? 'signed in' : 'signed out'}`;
        expect(res.statusCode, who).toBeLessThan(400);
        expect(vary(res), who).toContain('cookie');
      }
    }
    // Compression adds its own to the same header.
    const compressed = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(vary(compressed)).toEqual(['cookie', 'accept-encoding']);
    // A public page that is the same for everyone stays cacheable by its URL alone.
    const blog = await t.app.inject({ url: '/blog', headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(vary(blog)).not.toContain('cookie');
  });

  it('answers unknown paths with 404: the 404 page, the article-not-found page, or JSON for the API and files', async () => {
    const page = await t.app.inject({ url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>site /404</title>');
    const article = await t.app.inject({ url: '/blog/no-such-article' });
    expect(article.statusCode).toBe(404);
    expect(article.body).toContain('<title>site /blog/404</title>');
    const api = await t.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    const file = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toContain('application/json');
    const shell = await t.app.inject({ url: '/index.html' });
    expect(shell.statusCode).toBe(404);
  });

  it('redirects the legacy article id permanently', async () => {
    const res = await t.app.inject({ url: '/blog/dating-app-conversation-starters' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/blog/conversation-starters-dating-apps');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('errors and logs', () => {
  it('hides the details of a 5xx and logs them', async () => {
    const res = await t.app.inject({ url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toContain('hunter2');
    expect(logs).toContain('hunter2');
  });

  it('answers an address it cannot route with the one error contract, never quoting the address', async () => {
    const refused: [string, string, number, { message: string; code: string }][] = [
      // A path parameter over Fastify's maxParamLength (100): DELETE has no catch-all page route to fall to.
      [
        'DELETE',
        `/api/outcomes/${'secret'.repeat(20)}`,
        414,
        { message: 'A part of the address is too long', code: 'FST_ERR_MAX_PARAM_LENGTH' },
      ],
      ['GET', '/api/guides/secret%E0%A4%A', 400, { message: 'The address is not valid', code: 'FST_ERR_BAD_URL' }],
    ];
    for (const [method, url, status, body] of refused) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: { origin: TEST_SITE } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual(body);
    }
  });

  it('never logs cookies, tokens, query strings or what users typed', async () => {
    logs = '';
    const cookie = await signInLocally(t.app, 'private.person@example.com', { firstName: 'Secretname' });
    await t.app.inject({ url: '/api/auth/user', headers: { cookie, authorization: 'Bearer abc' } });
    await t.app.inject({ url: '/auth/google/callback?code=the-code&state=the-state', headers: { cookie } });
    await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: { origin: TEST_SITE },
      payload: { email: 'not-an-email-secret' },
    });
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      cookie.split('=')[1]!,
      'private.person',
      'Secretname',
      'the-code',
      'the-state',
      'Bearer abc',
      'not-an-email-secret',
    ]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).toContain('"path":"/api/auth/user"');
  });
});
