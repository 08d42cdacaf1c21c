import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { publicPaths } from '../src/shared/routes';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** Site-wide checks over every page of the sitemap: head tags, structured data, links, accessibility. */

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const first = (html: string, re: RegExp) => {
  const m = re.exec(html);
  return m ? decode(m[1]!) : undefined;
};

async function sitemapPaths(request: APIRequestContext, baseURL: string) {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(baseURL, '') || '/');
}

const allowedTypes = new Set([
  'AboutPage',
  'WebPage',
  'ContactPage',
  'BreadcrumbList',
  'FAQPage',
  'Article',
  'WebApplication',
  'SoftwareApplication',
  'Service',
  'Organization',
  'WebSite',
  'ItemList',
]);

test.describe('search: head tags and structured data', () => {
  test('robots.txt points to the sitemap, which lists every public page with a date', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = await sitemapPaths(request, baseURL!);
    for (const path of publicPaths) expect(paths, path).toContain(path);
    expect(paths.filter((p) => p.startsWith('/blog/')).length).toBe(12);
    expect([...xml.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].length).toBe(paths.length);
  });

  test('every page has a unique title and description, one h1, a canonical link, social tags and valid JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of await sitemapPaths(request, baseURL!)) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const title = first(html, /<title>([^<]*)<\/title>/);
      const description = first(html, /<meta name="description" content="([^"]*)"/);
      expect(title, path).toBeTruthy();
      expect(description?.length ?? 0, `${path} description length`).toBeGreaterThanOrEqual(50);
      expect(titles.get(title!), `${path} repeats the title of another page`).toBeUndefined();
      expect(descriptions.get(description!), `${path} repeats a description`).toBeUndefined();
      titles.set(title!, path);
      descriptions.set(description!, path);
      expect(html.match(/<h1[\s>]/g)?.length, `${path} h1 count`).toBe(1);
      expect(first(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(`${baseURL}${path}`);
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image'])
        expect(html, `${path} ${tag}`).toContain(`property="${tag}"`);
      expect(html).toContain('name="twitter:card"');
      // Styles and the site script are linked (they live in chunks shared with the app).
      const stylesheet = first(html, /<link rel="stylesheet" href="([^"]+\.css)"/);
      expect(stylesheet, `${path} stylesheet`).toBeTruthy();
      expect(first(html, /<script type="module" src="([^"]+\.js)"/), `${path} script`).toBeTruthy();
      expect(html).not.toContain('datewise-site-url.invalid');

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]!),
      );
      for (const block of blocks) {
        expect(block['@context'], path).toBe('https://schema.org');
        expect(allowedTypes.has(block['@type']), `${path}: ${block['@type']}`).toBe(true);
        expect(block['@type'] === 'AggregateRating' || 'aggregateRating' in block, `${path} has rating markup`).toBe(
          false,
        );
      }
      const types = blocks.map((b) => b['@type']);
      if (path !== '/') expect(types, `${path} breadcrumbs`).toContain('BreadcrumbList');
      if (html.includes('data-faq')) expect(types, `${path} FAQ markup`).toContain('FAQPage');
      if (path.startsWith('/blog/')) expect(types, path).toContain('Article');
    }
  });

  test('structured data the spec names', async ({ request }) => {
    const types = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!)['@type'],
      );
    };
    expect(await types('/dating-coach')).toEqual(expect.arrayContaining(['Service', 'FAQPage']));
    expect(await types('/free-profile-analyzer')).toEqual(expect.arrayContaining(['WebApplication']));
    expect(await types('/best-ai-dating-coaches-2025')).toEqual(expect.arrayContaining(['Article', 'FAQPage']));
    expect(await types('/how-to-get-girlfriend')).toEqual(expect.arrayContaining(['Article', 'FAQPage']));
  });
});

test.describe('links', () => {
  test('no internal link or anchor on the site is broken', async ({ request, baseURL }) => {
    const pages = new Map<string, string>();
    const queue = ['/', ...(await sitemapPaths(request, baseURL!))];
    const broken: string[] = [];
    const anchors: [string, string, string][] = [];
    while (queue.length) {
      const path = queue.shift()!;
      if (pages.has(path)) continue;
      const res = await request.get(path);
      if (res.status() >= 400) {
        broken.push(`${path} -> ${res.status()}`);
        pages.set(path, '');
        continue;
      }
      const html = res.headers()['content-type']?.includes('text/html') ? await res.text() : '';
      pages.set(path, html);
      for (const [, href] of html.matchAll(/href="(\/[^"]*)"/g)) {
        const url = new URL(decode(href!), baseURL);
        if (url.pathname.startsWith('/assets/') || url.pathname === '/auth/logout') continue;
        if (url.hash) anchors.push([path, url.pathname, url.hash.slice(1)]);
        // Crawl pages of the site; sign-in and files are checked for a good answer only.
        if (!pages.has(url.pathname) && !queue.includes(url.pathname)) queue.push(url.pathname);
      }
    }
    for (const [from, target, id] of anchors) {
      const html = pages.get(target) ?? '';
      if (!html.includes(`id="${id}"`)) broken.push(`${from} links to ${target}#${id}, which has no such anchor`);
    }
    expect(broken).toEqual([]);
    expect(pages.size).toBeGreaterThan(40);
    const css = first(pages.get('/')!, /<link rel="stylesheet" href="([^"]+)"/)!;
    const res = await request.get(css);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/css');
  });
});

/**
 * The sitemap as built (dist/site/sitemap.xml, which the server serves with its own address filled in), read
 * when the tests are listed: one test per page and screen size, so each stays a few seconds long (one test
 * for all 40 pages took over two minutes on a busy machine). The first test below checks that the served
 * sitemap lists exactly these pages, so a page added later cannot go unscanned.
 */
const builtSitemap = `${process.env.DIST_DIR ?? 'dist'}/site/sitemap.xml`;
const sitemapPages = fs.existsSync(builtSitemap)
  ? [...fs.readFileSync(builtSitemap, 'utf8').matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
  : [];

test.describe('accessibility of every public page (axe)', () => {
  test('the pages scanned below are the pages of the served sitemap', async ({ request, baseURL }) => {
    expect(sitemapPages.length, `no sitemap at ${builtSitemap}: build first`).toBeGreaterThan(0);
    expect(await sitemapPaths(request, baseURL!)).toEqual(sitemapPages);
  });

  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test.describe(`on a ${label}`, () => {
      test.use({ viewport });
      for (const pagePath of sitemapPages) {
        test(pagePath, async ({ page }) => {
          await page.goto(pagePath);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await expectNoAxeViolations(page);
        });
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages are readable and FAQs open', async ({ page }) => {
    await page.goto('/how-to-get-girlfriend');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#steps h3')).toHaveCount(4);
    const question = page.locator('#faq summary').first();
    await question.click();
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
    await page.goto('/blog/dating-red-flags');
    const text = await page.locator('main').innerText();
    expect(text.length).toBeGreaterThan(5000); // the whole article, not a stub waiting for a script
  });
});

test.describe('analytics from the browser', () => {
  test('page views, clicks and time on page reach /api/events when the page is hidden', async ({ page }) => {
    await page.goto('/dating-coach');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/events') && request.method() === 'POST');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/events'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const names = ((await sent).postDataJSON() as { events: { name: string }[] }).events.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['session_start', 'page_view', 'content_view', 'page_blur']));
    expect((await answered).status()).toBe(202);
  });
});
