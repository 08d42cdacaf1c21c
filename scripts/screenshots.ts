/**
 * Screenshots of the main screens at phone (390 px) and desktop (1280 px)
 * widths, for looking at what we build. Run after `npm run build`:
 *   node --import tsx scripts/screenshots.ts [/path ...]
 * Files land in .screenshots/ (not committed).
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { startServer } from './lib/server-process';

const out = '.screenshots';
fs.mkdirSync(out, { recursive: true });
const signedOut = ['/', '/auth/google', '/dating-coach', '/no-such-page'];
const signedIn = ['/', '/settings', '/onboarding'];
// Paths given on the command line are shot signed out (and signed in, if they are app screens).
const only = process.argv.slice(2);
for (const path of only) if (!signedOut.includes(path) && !signedIn.includes(path)) signedOut.push(path);

const server = await startServer({ ADMIN_EMAILS: 'shots@example.com' }, { quiet: true });
const browser = await chromium.launch(chromiumLaunch);
try {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, baseURL: server.url });
    const page = await context.newPage();
    const shoot = async (path: string, tag: string) => {
      if (only.length && !only.includes(path)) return;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const name = `${tag}${path.replaceAll('/', '_') || '_'}-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    };
    for (const path of signedOut) await shoot(path, 'out');
    await page.request.post('/auth/dev-login', {
      headers: { origin: server.url },
      data: { email: 'shots@example.com', firstName: 'Sam', lastName: 'Rivera' },
    });
    for (const path of signedIn) if (!only.length || only.includes(path)) await shoot(path, 'in');
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
