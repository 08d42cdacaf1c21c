import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { expect, signIn, test, uniqueEmail } from './fixtures';

/** Installable app and offline reading (decision 0035): manifest, icons, service worker, what it keeps. */

/** The entries of every cache the page's origin holds, as paths. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** Waits until the service worker is active and controls the page. */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

test('Chromium reads the manifest without errors and reports the app installable', async ({ baseURL }) => {
  // Chromium never offers to install from an incognito profile, which is what a test's context is: this test
  // gets a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-pwa-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data!) as Record<string, unknown> & {
      icons: { sizes: string; purpose: string }[];
    };
    expect(data).toMatchObject({
      short_name: 'Datewise',
      start_url: '/',
      display: 'standalone',
      theme_color: '#fff8f4',
    });
    expect(data.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    // Installability needs the icons fetched and the worker in place: ask until Chromium has looked.
    await workerReady(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((e) => e.errorId);
      })
      .toEqual([]);
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']) {
      const res = await page.request.get(icon);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('a public page opened once reads offline; a screen never opened shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/dating-coach');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await workerReady(page);
  // The page that registered the worker loaded before it: the worker fetches it again to keep it.
  await expect.poll(() => cachedPaths(page)).toContain('/dating-coach');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await page.goto('/how-to-get-girlfriend');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await context.setOffline(false);
});

test('signed in: no API answer, no photo and no page with the user in it is kept', async ({ page }) => {
  const email = uniqueEmail('pwa');
  await signIn(page, email, 'Pia', 'Worker', { landOn: '/saved' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await workerReady(page);
  // Requests made while the worker controls the page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dating-coach');
  await expect.poll(() => cachedPaths(page)).toContain('/dating-coach');

  const paths = await cachedPaths(page);
  expect(paths.filter((p) => /^\/(api|auth|media)\//.test(p))).toEqual([]);
  // The signed-in home ("/") is the app with the user's data in it: never kept.
  expect(paths).not.toContain('/');
  expect(paths).not.toContain('/saved');
  const keptText = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response?.headers.get('content-type')?.startsWith('text/html')) texts.push(await response.text());
      }
    }
    return texts.join('\n');
  });
  expect(keptText).not.toContain(email);
  expect(keptText).not.toContain('id="app-user"');
});
