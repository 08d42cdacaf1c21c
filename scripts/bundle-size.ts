/**
 * JavaScript a browser downloads for a first view, gzip-compressed (DESIGN.md
 * budgets: marketing pages <= 70 KB, app shell <= 150 KB). It loads each page
 * in Chromium, records every script requested, and gzips the built files.
 * Run after `npm run build`: node --import tsx scripts/bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { startServer } from './lib/server-process';

const dist = path.join(process.env.DIST_DIR ?? 'dist', 'client');
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

// The one signed-in user is an administrator, so the analytics dashboard loads too.
const server = await startServer({ ADMIN_EMAILS: 'size@example.com' }, { quiet: true });
const browser = await chromium.launch(chromiumLaunch);
try {
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
  console.log('first view                       scripts  JS gzip');
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
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const total = [...scripts].reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`${label.padEnd(32)} ${String(scripts.size).padStart(7)}  ${total.toFixed(1)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
