/**
 * The installed app's icons (web app manifest, apple-touch-icon), drawn from src/client/public/favicon.svg by
 * Chromium. Run after changing the favicon, then commit the PNGs:
 *   node --import tsx scripts/pwa-icons.ts        (npm run pwa:icons)
 * - icon-192.png, icon-512.png: the favicon as it is (rounded square, transparent corners), purpose "any";
 * - maskable-512.png: the same heart on a full-bleed square, so a launcher's mask (circle, squircle) never cuts
 *   it: the heart stays inside the central 80 % safe zone;
 * - apple-touch-icon.png (180 px): full bleed too, iOS rounds the corners itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';

const publicDir = path.join('src', 'client', 'public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// Full bleed: the favicon without its rounded corners.
const fullBleed = favicon.replace(/<rect([^>]*?) rx="[^"]*"/, '<rect$1');
if (fullBleed === favicon) throw new Error('favicon.svg changed shape: expected a <rect rx="…"> background');

const icons: [file: string, size: number, svg: string][] = [
  ['icon-192.png', 192, favicon],
  ['icon-512.png', 512, favicon],
  ['maskable-512.png', 512, fullBleed],
  ['apple-touch-icon.png', 180, fullBleed],
];

const outDir = path.join(publicDir, 'icons');
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);
try {
  for (const [file, size, svg] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<body style="margin:0"><img src="${src}" width="${size}" height="${size}" alt=""></body>`);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: path.join(outDir, file), omitBackground: true });
    await page.close();
    console.log(`${path.join(outDir, file)} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
