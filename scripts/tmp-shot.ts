import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { startServer } from './lib/server-process';
const out = '.screenshots';
fs.mkdirSync(out, { recursive: true });
const server = await startServer({}, { quiet: true });
const browser = await chromium.launch(chromiumLaunch);
const bio = "i'm an alright dude. grew up in south africa, moved to new york for work. i love hiking and cooking thai food tbh!!!";
try {
  for (const [width, height] of [[390, 844], [1280, 800]] as const) {
    const context = await browser.newContext({ viewport: { width, height }, baseURL: server.url });
    const page = await context.newPage();
    await page.request.post('/auth/dev-login', { headers: { origin: server.url }, data: { email: 'shots@example.com', firstName: 'Sam', lastName: 'Rivera' } });
    await page.goto('/profile-coach');
    await page.getByLabel('Your current bio').fill(bio);
    await page.getByRole('button', { name: 'Analyze My Profile' }).click();
    await page.getByTestId('improved-bio').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/coach-${width}.png`, fullPage: true });
    await page.goto('/free-profile-analyzer');
    await page.locator('[data-analyzer][data-ready]').waitFor();
    await page.getByLabel('Your dating profile bio').fill('Sunday mornings are for the farmers market and a long walk with my dog along the canal path 🌿🐶☕🚲');
    await page.getByRole('button', { name: 'Analyze My Profile Free' }).click();
    await page.locator('[data-analyzer-result]').waitFor({ timeout: 10000 });
    await page.locator('[data-analyzer-result]').screenshot({ path: `${out}/analyzer-${width}.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
