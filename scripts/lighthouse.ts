/**
 * Lighthouse on mobile settings (the default: a mid-range phone on a slow 4G
 * connection). Prints performance, accessibility, best practices and SEO.
 *
 * Public pages (the landing page, a city page, a guide and an article): target 100 each.
 *   node --import tsx scripts/lighthouse.ts [/path ...]            (npm run lighthouse)
 * Signed-in screens, signed in through the local sign-in, best of three runs: target performance >= 95.
 *   node --import tsx scripts/lighthouse.ts --signed-in [/path ...] (npm run lighthouse:app)
 * `--runs=N` sets how many runs each page gets (the best performance run is kept); `--json=DIR` keeps each
 * page's best report there.
 * Run after `npm run build`. Each run starts cold: Lighthouse clears the HTTP cache, the service worker and
 * the cache storage of the origin before loading the page; the session cookie stays.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../playwright.config';
import { startServer } from './lib/server-process';

const args = process.argv.slice(2);
const signedIn = args.includes('--signed-in');
const runsArg = args.find((a) => a.startsWith('--runs='));
const runs = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length))) : signedIn ? 3 : 1;
const jsonArg = args.find((a) => a.startsWith('--json='));
const jsonDir = jsonArg?.slice('--json='.length);
const given = args.filter((a) => !a.startsWith('--'));

/** The signed-in screens the issue names: the dashboard, the three tools, Saved and Settings. */
const signedInScreens = ['/', '/profile-coach', '/message-helper', '/date-ideas', '/saved', '/settings'];
const publicPages = ['/', '/dating-coach-new-york', '/how-to-get-girlfriend', '/blog/dating-profile-optimization'];
const paths = given.length > 0 ? given : signedIn ? signedInScreens : publicPages;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Public pages must score 100 in every category; signed-in screens 95 in performance (issue 18). */
const belowTarget = (scores: number[]) => (signedIn ? scores[0]! < 95 : scores.some((s) => s < 100));

const server = await startServer({}, { quiet: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? chromiumLaunch.executablePath,
  chromeFlags: chromiumLaunch.args,
});

/** Signs a user in through the local sign-in, in the browser Lighthouse drives (its default profile keeps the cookie). */
async function signInBrowser(port: number, url: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const res = await context.request.post(`${url}/auth/dev-login`, {
      headers: { origin: url },
      data: { email: 'lighthouse@example.com', firstName: 'Sam', lastName: 'Rivera' },
    });
    if (!res.ok()) throw new Error(`local sign-in answered ${res.status()}`);
    const cookies = await context.cookies(url);
    if (!cookies.some((c) => c.httpOnly)) throw new Error('no session cookie after signing in');
  } finally {
    await browser.close(); // over CDP this disconnects; the browser and its cookies stay
  }
}

const rows: string[][] = [];
let failed = false;
try {
  if (signedIn) await signInBrowser(chrome.port, server.url);
  for (const path of paths) {
    let best: Awaited<ReturnType<typeof lighthouse>> | undefined;
    const perfRuns: number[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      // A signed-in screen that answered with the public page means the session was lost: not a measurement.
      if (signedIn && new URL(result.lhr.finalDisplayedUrl).pathname !== path) {
        throw new Error(`${path} ended on ${result.lhr.finalDisplayedUrl}: not signed in?`);
      }
      const perf = result.lhr.categories.performance?.score ?? 0;
      perfRuns.push(Math.round(perf * 100));
      if (!best || perf > (best.lhr.categories.performance?.score ?? 0)) best = result;
    }
    const lhr = best!.lhr;
    if (jsonDir) {
      fs.mkdirSync(jsonDir, { recursive: true });
      fs.writeFileSync(`${jsonDir}/${path.replaceAll('/', '_') || '_'}.json`, JSON.stringify(lhr));
    }
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    if (belowTarget(scores)) {
      failed = true;
      const below = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
        )
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
      console.log(`${path}: below target because of: ${below.join(', ')}`);
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    rows.push([
      path,
      ...scores.map(String),
      metric('first-contentful-paint'),
      metric('largest-contentful-paint'),
      metric('cumulative-layout-shift'),
      metric('total-blocking-time'),
      ...(runs > 1 ? [perfRuns.join('/')] : []),
    ]);
  }
} finally {
  chrome.kill();
  await server.stop();
  if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'CLS', 'TBT', ...(runs > 1 ? ['perf runs'] : [])];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const what = signedIn ? 'signed-in screens' : 'public pages';
console.log(`\nLighthouse, mobile settings, ${what}${runs > 1 ? `, best of ${runs}` : ''}\n`);
for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
process.exitCode = failed ? 1 : 0;
