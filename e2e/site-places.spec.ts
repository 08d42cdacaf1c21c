import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The city and country pages (spec 001 "City pages", "Country pages", §9). */

const cities = [
  { path: '/dating-coach-new-york', h1: 'An AI dating coach for New York City', area: 'New York City, NY', stories: 6 },
  { path: '/dating-coach-los-angeles', h1: 'An AI dating coach for Los Angeles', area: 'Los Angeles, CA', stories: 6 },
  { path: '/dating-coach-chicago', h1: 'An AI dating coach for Chicago', area: 'Chicago, IL', stories: 3 },
  { path: '/dating-coach-houston', h1: 'An AI dating coach for Houston', area: 'Houston, TX', stories: 3 },
  { path: '/dating-coach-miami', h1: 'An AI dating coach for Miami', area: 'Miami, FL', stories: 3 },
];

const cityStats: Record<string, string[]> = {
  '/dating-coach-new-york': ['15,000', '85%', '400%', '2.8x'],
  '/dating-coach-los-angeles': ['12,000', '82%', '350%', '3.2x'],
  '/dating-coach-chicago': ['8,000', '87%', '320%', '2.9x'],
  '/dating-coach-houston': ['6,500', '84%', '310%', '2.7x'],
  '/dating-coach-miami': ['5,500', '88%', '380%', '3.1x'],
};

const countries = [
  { path: '/dating-coach-india', h1: 'An AI dating coach for dating in India', area: 'India' },
  { path: '/dating-coach-canada', h1: 'An AI dating coach for Canada', area: 'Canada' },
  { path: '/dating-coach-australia', h1: 'An AI dating coach for Australia', area: 'Australia' },
  { path: '/dating-coach-uk', h1: 'An AI dating coach for the UK', area: 'United Kingdom' },
];

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** Raw HTML checks: status, exactly one h1 with the expected text, service and FAQ structured data. */
async function checkRawPage(page: Page, path: string, h1: string, area: string) {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '')));
  expect(h1s, path).toEqual([h1]);
  const blocks = jsonLd(html);
  const service = blocks.find((b) => b['@type'] === 'Service');
  expect(service?.areaServed, path).toBe(area);
  expect(blocks.map((b) => b['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
  for (const block of blocks) expect(JSON.stringify(block), path).not.toMatch(/Review|AggregateRating/);
  // Prices: Premium is per week, never per month.
  expect(html).not.toMatch(/\/\s*mo(nth)?\b|per month/i);
  return { html, blocks };
}

/** Every FAQ question on the page is in the FAQPage markup, and nothing else. */
async function checkFaqMarkup(page: Page, blocks: Record<string, unknown>[]) {
  const faq = blocks.find((b) => b['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
  const visible = await page.locator('#faq summary h3').allTextContents();
  expect(visible.length).toBeGreaterThanOrEqual(3);
  expect(visible.length).toBeLessThanOrEqual(5);
  expect(faq.mainEntity.map((q) => q.name)).toEqual(visible);
}

async function checkCtas(page: Page) {
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Get AI Dating Coach' })).toHaveAttribute('href', '/auth/google');
  await expect(main.getByRole('link', { name: 'Try Free Profile Analyzer' }).first()).toHaveAttribute(
    'href',
    '/free-profile-analyzer',
  );
  const closing = main.locator('[data-cta="closing"]');
  await expect(closing).toHaveText('Get Started Free');
  await expect(closing).toHaveAttribute('href', '/auth/google');
  for (const link of await main.locator('[data-cta]').all()) {
    expect(['/auth/google', '/free-profile-analyzer']).toContain(await link.getAttribute('href'));
  }
}

test.describe('city pages', () => {
  for (const city of cities) {
    test(`${city.path}: sections, counts, structured data and calls to action`, async ({ page }) => {
      const { blocks } = await checkRawPage(page, city.path, city.h1, city.area);
      await page.goto(city.path);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dating Coach');

      const spots = page.locator('#date-spots [data-date-spots] > li');
      await expect(spots).toHaveCount(4);
      for (const spot of await spots.all()) {
        await expect(spot.locator('h3')).not.toBeEmpty();
        await expect(spot.locator('p').first()).not.toBeEmpty();
      }
      await expect(page.locator('#features h3')).toHaveText([
        'Profile Coach',
        'Message Helper',
        'Date Ideas',
        'Daily Tips',
      ]);
      await expect(page.locator('#benefits li').first()).toBeVisible();
      await expect(page.getByLabel('Datewise in numbers').locator('dd')).toHaveText(cityStats[city.path]!);
      await expect(page.locator('#testimonials figure')).toHaveCount(city.stories);
      await expect(page.locator('#testimonials [role="img"][aria-label="5 out of 5 stars"]')).toHaveCount(city.stories);
      await checkFaqMarkup(page, blocks);
      await checkCtas(page);
    });
  }

  test('the FAQ is an accordion: one answer open at a time, a second click closes it', async ({ page }) => {
    await page.goto('/dating-coach-chicago');
    const items = page.locator('#faq details');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await items.nth(1).locator('summary').click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });
});

test.describe('country pages', () => {
  for (const country of countries) {
    test(`${country.path}: raw HTML, 18 cities, FAQ markup and calls to action`, async ({ page }) => {
      const { blocks } = await checkRawPage(page, country.path, country.h1, country.area);
      await page.goto(country.path);
      await expect(page.locator('#cities li')).toHaveCount(18);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(country.area);
      await checkFaqMarkup(page, blocks);
      await checkCtas(page);
    });
  }

  test('India: stats, three testimonials, apps, culture and every internal link', async ({ page }) => {
    await page.goto('/dating-coach-india');
    await expect(page.getByLabel('Datewise in numbers').locator('dd')).toContainText(['5,000+', '85%', '25+']);
    await expect(page.locator('#cities')).toContainText('25+ cities');
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
    for (const app of ['Tinder', 'Bumble', 'Hinge', 'Aisle', 'TrulyMadly', 'QuackQuack'])
      await expect(page.locator('#apps')).toContainText(app);
    await expect(page.locator('#culture h3')).toHaveText([
      'Family expectations',
      'Arranged and self-chosen',
      'Safety norms',
      'Languages',
      'Regional differences',
    ]);
    for (const path of [
      '/dating-coach',
      '/dating-coach-canada',
      '/dating-coach-australia',
      '/dating-coach-uk',
      '/ai-dating-assistant',
      '/free-profile-analyzer',
      '/dating-statistics-2025',
      '/how-to-get-girlfriend',
      '/dating-in-your-20s',
      '/best-dating-apps-2025',
    ])
      await expect(page.locator(`#related a[href="${path}"]`), path).toHaveCount(1);
  });

  test('Canada: seasonal ideas, stats and all 13 provinces and territories', async ({ page }) => {
    await page.goto('/dating-coach-canada');
    await expect(page.locator('#seasons h3')).toHaveText(['Winter', 'Spring', 'Summer', 'Fall']);
    await expect(page.getByLabel('Datewise in numbers').locator('dd')).toContainText(['3,000+', '92%', '13']);
    const names = (await page.locator('#provinces li .font-semibold').allTextContents()).sort();
    expect(names).toEqual(
      [
        'Alberta',
        'British Columbia',
        'Manitoba',
        'New Brunswick',
        'Newfoundland and Labrador',
        'Nova Scotia',
        'Ontario',
        'Prince Edward Island',
        'Quebec',
        'Saskatchewan',
        'Northwest Territories',
        'Nunavut',
        'Yukon',
      ].sort(),
    );
    await expect(page.locator('#provinces li')).toHaveCount(13);
  });

  test('Australia: stats, three reasons, culture, testimonials, ideas, apps and regions', async ({ page }) => {
    await page.goto('/dating-coach-australia');
    await expect(page.getByLabel('Datewise in numbers').locator('dd')).toHaveText(['8M+', '90%', '8', '2500+']);
    await expect(page.locator('#reasons li')).toHaveCount(3);
    await expect(page.locator('#culture h3')).toHaveText(['What people value', 'Common challenges']);
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
    await expect(page.locator('#date-ideas [data-date-spots] > li').first()).toBeVisible();
    await expect(page.locator('#apps li').first()).toBeVisible();
    await expect(page.locator('#regions h3').first()).toBeVisible();
  });

  test('UK: stats, 18 cities and the six regions', async ({ page }) => {
    await page.goto('/dating-coach-uk');
    await expect(page.getByLabel('Datewise in numbers').locator('dd')).toHaveText(['18M+', '88%', '50+', '4,000+']);
    await expect(page.locator('#reasons li')).toHaveCount(3);
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
    await expect(page.locator('#regions h3')).toHaveText([
      'London',
      'Manchester',
      'Birmingham',
      'Scotland',
      'Wales',
      'Northern Ireland',
    ]);
  });
});

// Accessibility: every place page is in the sitemap, and site-seo.spec.ts scans each sitemap page with axe on
// the same phone (390 × 844) and desktop (1280 × 800) this file used to scan them on: one scan each is enough.
