import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { PUBLIC_PAGE_HEADER } from '../../../shared/service-worker-rules';
import { buildTestApp, createTestDatabase, signInLocally, type TestApp } from '../../../test/server/test-app';

let database: Database;
let t: TestApp;
let clientDir: string;
let siteDir: string;

/** A stand-in for the built client: index.html with the user's placeholder, and Vite's manifest. */
function writeClient(dir: string) {
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Default title</title><meta\n name="description"\n content="Default" /><!--app-user--><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"><!--app-skeleton--><p>The skeleton</p><!--/app-skeleton--></div></body></html>',
  );
  const manifest = {
    'index.html': {
      file: 'assets/app-1.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: [
        'app/layouts/app-layout.tsx',
        'features/home/home-page.tsx',
        'features/profile-coach/profile-coach-page.tsx',
        'features/onboarding/onboarding-page.tsx',
      ],
    },
    '_react.js': { file: 'assets/react-1.js' },
    '_button.js': { file: 'assets/button-1.js', imports: ['_react.js'] },
    'app/layouts/app-layout.tsx': { file: 'assets/app-layout-1.js', imports: ['_react.js', '_button.js'] },
    'features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_button.js'] },
    'features/profile-coach/profile-coach-page.tsx': {
      file: 'assets/profile-coach-page-1.js',
      imports: ['_button.js'],
    },
    'features/onboarding/onboarding-page.tsx': { file: 'assets/onboarding-page-1.js' },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-client-'));
  writeClient(clientDir);
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-site-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Landing</title>');
  fs.writeFileSync(path.join(siteDir, 'pages.json'), JSON.stringify({ '/': { file: 'index.html', status: 200 } }));
  fs.writeFileSync(path.join(siteDir, 'sitemap.xml'), '<urlset/>');
  fs.writeFileSync(path.join(siteDir, 'robots.txt'), '');
  database = await createTestDatabase();
  t = await buildTestApp(database, {}, { clientDir, siteDir });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('the app page of a signed-in screen', () => {
  it('carries the user as GET /api/auth/user answers, with no way to close the script early', async () => {
    const cookie = await signInLocally(t.app, 'page.user@example.com', { firstName: '</script><b>', lastName: 'Lee' });
    const res = await t.app.inject({ url: '/profile-coach', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers[PUBLIC_PAGE_HEADER]).toBeUndefined();
    const data = /<script id="app-user" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(data).not.toContain('</');
    const api = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(JSON.parse(data!)).toEqual(api.json());
  });

  it("preloads the screen's layout and page with what they import, not what the main chunk holds", async () => {
    const cookie = await signInLocally(t.app, 'preload.user@example.com');
    const coach = await t.app.inject({ url: '/profile-coach', headers: { cookie } });
    expect(preloads(coach.body)).toEqual([
      '/assets/app-layout-1.js',
      '/assets/button-1.js',
      '/assets/profile-coach-page-1.js',
    ]);
    // After the main chunk's tag: fetched first on a phone's few connections.
    expect(coach.body.indexOf('modulepreload')).toBeGreaterThan(coach.body.indexOf('/assets/app-1.js'));
    const home = await t.app.inject({ url: '/', headers: { cookie } });
    expect(preloads(home.body)).toEqual(['/assets/app-layout-1.js', '/assets/button-1.js', '/assets/home-page-1.js']);
    // Onboarding has no layout.
    const onboarding = await t.app.inject({ url: '/onboarding', headers: { cookie } });
    expect(preloads(onboarding.body)).toEqual(['/assets/onboarding-page-1.js']);
    // A screen whose module is not found by name gets no preload, and still its page.
    const settings = await t.app.inject({ url: '/settings', headers: { cookie } });
    expect(settings.statusCode).toBe(200);
    expect(preloads(settings.body)).toEqual([]);
  });
});

describe('public pages', () => {
  it('are marked as the same for everyone, so the service worker may keep them', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toContain('<title>Landing</title>');
    expect(res.headers[PUBLIC_PAGE_HEADER]).toBe('public');
  });
});

describe('a signed-in screen rendered by the server (decision 0046)', () => {
  let rendered: TestApp;
  let rendererDir: string;
  let logs: string;

  beforeAll(async () => {
    // A stand-in for dist/server/entry-server.js: what it was asked for comes back in the markup.
    rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-renderer-'));
    const file = path.join(rendererDir, 'entry-server.js');
    fs.writeFileSync(
      file,
      `export async function renderScreen(url, user, fetchData) {
        if (url.startsWith('/settings')) throw new Error('a component failed');
        if (url.startsWith('/saved')) return new Promise(() => {});
        const data = url.startsWith('/progress') ? await fetchData(['/api/settings', '/api/no-such-path', '/auth/logout']) : {};
        return { html: '<title>Coach</title><meta name="description" content="About the coach"/><main><h1>' + url + ' for ' + user.firstName + '</h1><div style="transform:translateX(-40%)">bar</div></main>', data };
      }`,
    );
    logs = '';
    const logStream = new (await import('node:stream')).Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    rendered = await buildTestApp(
      database,
      { LOG_LEVEL: 'warn' },
      { clientDir, siteDir, screenRendererFile: file, logStream },
    );
  });
  afterAll(async () => {
    await rendered.app.close();
    fs.rmSync(rendererDir, { recursive: true, force: true });
  });

  it('sends the screen in place of the skeleton, inert until hydrated, its scripts after the paint', async () => {
    const cookie = await signInLocally(rendered.app, 'rendered.user@example.com', { firstName: 'Ann' });
    const res = await rendered.app.inject({ url: '/profile-coach?from=home&tab=2', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    // Rendered at the URL the browser's router will hydrate at, query included, for the signed-in user.
    expect(res.body).toContain(
      '<div id="root" data-server-rendered="/profile-coach?from=home&#38;tab=2" inert><main><h1>/profile-coach?from=home&tab=2 for Ann</h1>',
    );
    expect(res.body).not.toContain('The skeleton');
    // The screen's title and description, which React writes first, are the head's, in place of the defaults.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<title>Coach</title><meta name="description" content="About the coach"/>');
    expect(res.body).not.toContain('Default');
    // No module tag in the markup: the boot script starts them once the page is painted, allowed by its hash.
    expect(res.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(res.body).toContain(
      '<script id="app-scripts" type="application/json">{"entry":"/assets/app-1.js","preload":["/assets/app-layout-1.js","/assets/button-1.js","/assets/profile-coach-page-1.js"]}</script>',
    );
    const boot = /<script>([\s\S]*?)<\/script><\/body>/.exec(res.body)![1]!;
    const bootHash = createHash('sha256').update(boot).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(scriptSrc).toContain(`'sha256-${bootHash}'`);
    // The one style attribute it rendered is allowed by its hash, and no other.
    const hash = createHash('sha256').update('transform:translateX(-40%)').digest('base64');
    const styleSrc = /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(styleSrc).toContain(`'unsafe-hashes' 'sha256-${hash}'`);
    expect(styleSrc.match(/sha256-/g)).toHaveLength(2); // the site's own style element, and this one
  });

  it("carries the API's answers the screen asked for, as the user gets them, and only those", async () => {
    const cookie = await signInLocally(rendered.app, 'rendered.data@example.com', { firstName: 'Ann' });
    const own = await rendered.app.inject({ url: '/api/settings', headers: { cookie } });
    const res = await rendered.app.inject({ url: '/progress', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const block = /<script id="app-data" type="application\/json">(.*?)<\/script>/.exec(res.body)![1]!;
    // A path with no answer is left out, and a path outside the API is never asked (here it would sign out).
    expect(JSON.parse(block)).toEqual({ '/api/settings': own.json() });
    expect((await rendered.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    // A screen that asked for nothing carries no such block.
    const plain = await rendered.app.inject({ url: '/profile-coach', headers: { cookie } });
    expect(plain.body).not.toContain('app-data');
  });

  it('falls back to the skeleton when rendering fails or takes too long, and says so in the log', async () => {
    const cookie = await signInLocally(rendered.app, 'fallback.user@example.com');
    for (const url of ['/settings', '/saved']) {
      const res = await rendered.app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"><!--app-skeleton--><p>The skeleton</p>');
      expect(res.body).toContain('<title>Default title</title>');
      expect(res.body).toContain('<script type="module" src="/assets/app-1.js">'); // at once: nothing to read yet
      expect(res.body).not.toContain('app-scripts');
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-hashes');
    }
    expect(logs).toContain('a signed-in screen could not be rendered: sent the skeleton');
    expect(logs).toContain('rendering took over 2000 ms');
  });
});
