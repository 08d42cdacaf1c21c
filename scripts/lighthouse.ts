/**
 * Lighthouse on mobile settings (the default: a mid-range phone on a slow 4G
 * connection) for the landing page, a city page, a guide and an article.
 * Prints performance, accessibility, best practices and SEO; target 100 each.
 * Run after `npm run build`: node --import tsx scripts/lighthouse.ts [/path ...]
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../playwright.config';
import { startServer } from './lib/server-process';

const paths =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['/', '/dating-coach-new-york', '/how-to-get-girlfriend', '/blog/dating-profile-optimization'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const server = await startServer({}, { quiet: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? chromiumLaunch.executablePath,
  chromeFlags: chromiumLaunch.args,
});
const rows: string[][] = [];
let failed = false;
try {
  for (const path of paths) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const scores = categories.map((c) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
    if (scores.some((s) => s < 100)) {
      failed = true;
      const below = Object.values(result.lhr.audits)
        .filter(
          (a) =>
            a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
        )
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
      console.log(`${path}: below 100 because of: ${below.join(', ')}`);
    }
    const metric = (id: string) => result.lhr.audits[id]?.displayValue ?? '?';
    rows.push([
      path,
      ...scores.map(String),
      metric('first-contentful-paint'),
      metric('largest-contentful-paint'),
      metric('cumulative-layout-shift'),
      metric('total-blocking-time'),
    ]);
  }
} finally {
  chrome.kill();
  await server.stop();
  if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'CLS', 'TBT'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
console.log(`\nLighthouse ${'(mobile settings)'}\n`);
for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
process.exitCode = failed ? 1 : 0;
