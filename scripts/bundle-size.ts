/**
 * JavaScript a browser downloads for a first view, gzip-compressed (DESIGN.md
 * budgets: marketing pages <= 70 KB, app shell <= 150 KB). It loads each page
 * in Chromium, records every script requested, and gzips the built files.
 * Fails (exit code 1) when a view is over its budget.
 * Run after `npm run build`: node --import tsx scripts/bundle-size.ts (npm run bundle-size)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { startServer } from './lib/server-process';

const dist = path.join(process.env.DIST_DIR ?? 'dist', 'client');
const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

// The one signed-in user is an administrator, so the analytics dashboard loads too.
const server = await startServer({ ADMIN_EMAILS: 'size@example.com' }, { quiet: true });
const browser = await chromium.launch(chromiumLaunch);
try {
  const KB = 1024;
  /** DESIGN.md's budgets: a marketing page 70 KB, the app shell (the signed-in home's first view) 150 KB. */
  const budgets: Record<string, number> = {
    'landing page, signed out': 70 * KB,
    'a public page, signed out': 70 * KB,
    'home, signed in (app shell)': 150 * KB,
  };
  const views: [string, string, boolean][] = [
    ['landing page, signed out', '/', false],
    ['a public page, signed out', '/dating-coach', false],
    ['home, signed in (app shell)', '/', true],
    ['Onboarding, signed in', '/onboarding', true],
    ['Profile, signed in', '/profile', true],
    ['Settings, signed in', '/settings', true],
    ['Privacy & Security, signed in', '/privacy-security', true],
    ['Profile Coach, signed in', '/profile-coach', true],
    ['Message Helper, signed in', '/message-helper', true],
    ['Date Ideas, signed in', '/date-ideas', true],
    ['Subscription, signed in', '/subscription', true],
    ['About, signed in', '/about', true],
    ['Viral Features, signed in', '/viral-features', true],
    ['Content creator, signed in', '/viral-content-creator', true],
    ['Admin analytics, as admin', '/admin/analytics', true],
  ];
  console.log('first view                       scripts  JS gzip   budget');
  for (const [label, url, signedIn] of views) {
    const context = await browser.newContext({ baseURL: server.url });
    if (signedIn) {
      await context.request.post('/auth/dev-login', {
        headers: { origin: server.url },
        data: { email: 'size@example.com' },
      });
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The service worker (2.7 KB) runs beside the page, after it has loaded: not part of a view's JavaScript.
      if (request.resourceType() === 'script' && pathname !== '/sw.js') scripts.add(pathname);
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const total = [...scripts].reduce((sum, file) => sum + gzipBytes(file), 0);
    const budget = budgets[label];
    const verdict = budget === undefined ? '' : `  <= ${budget / KB} KB ${total <= budget ? 'ok' : 'OVER'}`;
    if (budget !== undefined && total > budget) process.exitCode = 1;
    console.log(`${label.padEnd(32)} ${String(scripts.size).padStart(7)}  ${(total / KB).toFixed(1)} KB${verdict}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
