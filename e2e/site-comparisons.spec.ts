import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The comparison and report pages (spec 001 §2 "App Comparisons"). */
const pages = [
  { path: '/best-dating-apps-2025', h1: 'The 8 Best Dating Apps of 2025, Compared' },
  { path: '/tinder-vs-bumble', h1: 'Tinder vs Bumble: Which Dating App Should You Use?' },
  { path: '/best-ai-dating-coaches-2025', h1: 'The Best AI Dating Coaches of 2025' },
  { path: '/dating-statistics-2025', h1: 'Online Dating Statistics 2025' },
];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<[^>]+>/g, '');

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test.describe('comparison pages: prerendered HTML', () => {
  for (const { path, h1 } of pages) {
    test(`${path}: 200, one h1, head tags, breadcrumbs and related links in the raw HTML`, async ({ page }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();

      const headings = html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? [];
      expect(headings).toHaveLength(1);
      expect(decode(headings[0]!)).toBe(h1);

      const title = decode(html.match(/<title>([\s\S]*?)<\/title>/)![1]!);
      expect(title.length).toBeGreaterThanOrEqual(50);
      expect(title.length).toBeLessThanOrEqual(65);
      const description = decode(html.match(/<meta name="description" content="([^"]*)"/)![1]!);
      expect(description.length).toBeGreaterThanOrEqual(140);
      expect(description.length).toBeLessThanOrEqual(160);

      expect(html).toContain('aria-label="Breadcrumb"');
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(html).toMatch(/Last updated <time dateTime="\d{4}-\d{2}-\d{2}"/);
      for (const other of pages.filter((p) => p.path !== path)) expect(html).toContain(`href="${other.path}"`);
      // Every table header cell says what it heads.
      expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)[^>]*>/);
    });
  }

  test('titles are unique across the four pages', async ({ page }) => {
    const titles = await Promise.all(
      pages.map(async ({ path }) => (await (await page.request.get(path)).text()).match(/<title>(.*?)<\/title>/)![1]),
    );
    expect(new Set(titles).size).toBe(pages.length);
  });
});

test.describe('best dating apps: category filter', () => {
  test('8 apps, all visible without JavaScript, with counted filter buttons', async ({ page }) => {
    const html = await (await page.request.get('/best-dating-apps-2025')).text();
    expect(html.match(/data-category="/g)).toHaveLength(8);
    expect(html).toMatch(/data-filter-value="all"[^>]*aria-pressed="true"/);
    expect(html).not.toContain('15 apps');
    for (const app of [
      'Tinder',
      'Bumble',
      'Hinge',
      'Coffee Meets Bagel',
      'Match',
      'eHarmony',
      'OkCupid',
      'Plenty of Fish',
    ])
      expect(html).toContain(`>${app}</h3>`);
  });

  test('each button shows its count; choosing one shows only that category; All restores 8', async ({ page }) => {
    await page.goto('/best-dating-apps-2025');
    await page.locator('[data-filter][data-ready]').waitFor();
    const items = page.locator('[data-filter] [data-category]');
    await expect(items).toHaveCount(8);
    await expect(items.locator('visible=true')).toHaveCount(8);

    const buttons = page.locator('[data-filter] button[data-filter-value]');
    await expect(buttons).toHaveCount(5);
    await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
    const counts: Record<string, number> = {};
    for (const button of await buttons.all()) {
      counts[(await button.getAttribute('data-filter-value'))!] = Number(
        await button.locator('[data-count]').textContent(),
      );
    }
    expect(counts.all).toBe(8);
    expect(counts.serious! + counts.casual! + counts.marriage! + counts.both!).toBe(8);

    for (const category of ['serious', 'casual', 'marriage', 'both']) {
      const button = page.locator(`[data-filter-value="${category}"]`);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-filter-value="all"]')).toHaveAttribute('aria-pressed', 'false');
      const visible = items.locator('visible=true');
      await expect(visible).toHaveCount(counts[category]!);
      for (const item of await visible.all()) await expect(item).toHaveAttribute('data-category', category);
      await expect(page.locator('[data-filter-status]')).toContainText(`Showing ${counts[category]} of 8 apps`);
    }

    await page.locator('[data-filter-value="all"]').click();
    await expect(items.locator('visible=true')).toHaveCount(8);
    await expect(page.locator('[data-filter-status]')).toHaveText('Showing all 8 apps');
  });

  test('stars round the rating down, and prices are labeled as typical list prices', async ({ page }) => {
    await page.goto('/best-dating-apps-2025');
    const hinge = page.getByRole('img', { name: 'Our rating for Hinge: 4.3 out of 5' });
    await expect(hinge.locator('svg.fill-amber-500')).toHaveCount(4);
    await expect(page.getByText('Tinder Plus (about $9.99/mo)', { exact: false })).toBeVisible();
    await expect(page.getByText('typical US list prices', { exact: false }).first()).toBeVisible();
  });
});

test.describe('tinder vs bumble: tabs', () => {
  test('all three panels are in the raw HTML, with the tab list hidden until the script runs', async ({ page }) => {
    const html = await (await page.request.get('/tinder-vs-bumble')).text();
    for (const id of ['overview', 'features', 'pricing']) {
      expect(html).toContain(`id="panel-${id}"`);
      expect(html).toContain(`id="${id}-table"`);
    }
    expect(html).toMatch(/role="tablist"[^>]*hidden/);
    expect(html).toContain('href="/auth/google"');
    expect(html).toContain('href="/free-profile-analyzer"');
  });

  test('without JavaScript every panel shows, stacked with its heading', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/tinder-vs-bumble');
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const heading of ['Overview: how the two apps differ', 'Features side by side', 'Pricing compared'])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await context.close();
  });

  test('clicking and arrow keys switch tabs and update aria-selected', async ({ page }) => {
    await page.goto('/tinder-vs-bumble');
    await page.locator('[data-tabs][data-ready]').waitFor();
    const tab = (name: string) => page.getByRole('tab', { name });
    const panel = (id: string) => page.locator(`#panel-${id}`);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(panel('overview')).toBeVisible();
    await expect(panel('features')).toBeHidden();
    await expect(panel('pricing')).toBeHidden();
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Overview');

    await tab('Features').click();
    await expect(tab('Features')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'false');
    await expect(panel('features')).toBeVisible();
    await expect(panel('overview')).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tab('Pricing')).toBeFocused();
    await expect(tab('Pricing')).toHaveAttribute('aria-selected', 'true');
    await expect(panel('pricing')).toBeVisible();
    await expect(panel('features')).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tab('Overview')).toBeFocused();
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowLeft');
    await expect(tab('Pricing')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab('Pricing')).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the tab order.
    await expect(tab('Pricing')).toHaveAttribute('tabindex', '0');
    await expect(tab('Overview')).toHaveAttribute('tabindex', '-1');
  });
});

test.describe('best AI dating coaches', () => {
  test('competitor links open in a new tab; our own buttons are normal links', async ({ page }) => {
    await page.goto('/best-ai-dating-coaches-2025');
    const main = page.locator('main');
    const external = main.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(3);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const href of ['/auth/google', '/free-profile-analyzer']) {
      const links = main.locator(`a[href="${href}"]`);
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) expect(await link.getAttribute('target')).toBeNull();
    }
  });

  test('four ranked options with Datewise first, weekly price, keywords and article + FAQ structured data', async ({
    page,
  }) => {
    await page.goto('/best-ai-dating-coaches-2025');
    const ranked = page.locator('#ranking ol > li h3');
    await expect(ranked).toHaveCount(4);
    await expect(ranked.first()).toContainText('Datewise');
    const text = await page.locator('main').innerText();
    expect(text).toContain('$9.99 per week');
    expect(text).not.toMatch(/\$9\.99\s*(\/|per )\s*month/);
    expect(text).toContain('$20/month');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /AI dating coach/);

    const blocks = await jsonLd(page);
    expect(blocks.some((block) => block['@type'] === 'Article')).toBe(true);
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    const questions = await page.locator('#faq summary').allInnerTexts();
    expect(faq.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.replace(/\s*\+\s*$/, '').trim()));
    expect(JSON.stringify(blocks)).not.toMatch(/AggregateRating|"Review"/);
  });
});

test.describe('dating statistics', () => {
  test('sources are listed, every citation points at one, and the final button signs up', async ({ page }) => {
    await page.goto('/dating-statistics-2025');
    const sources = page.locator('#sources ol > li');
    expect(await sources.count()).toBeGreaterThanOrEqual(5);
    const list = await page.locator('#sources').innerText();
    for (const publisher of ['Pew Research Center', 'Federal Trade Commission', 'Match Group', 'Bumble Inc.', 'PNAS'])
      expect(list).toContain(publisher);
    const targets = new Set(
      (await page.locator('main a[href^="#source-"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        .filter(Boolean)
        .map((href) => href!.slice(1)),
    );
    expect(targets.size).toBeGreaterThanOrEqual(5);
    for (const id of targets) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'What we expect in 2026' })).toBeVisible();
    await expect(page.locator('main a[data-cta="closing"]')).toHaveAttribute('href', '/auth/google');
    expect((await jsonLd(page)).some((block) => block['@type'] === 'Article')).toBe(true);
  });
});

test.describe('comparison pages: accessibility (axe)', () => {
  for (const width of [390, 1280]) {
    for (const { path } of pages) {
      test(`${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoAxeViolations(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
      });
    }

    test(`filter applied at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/best-dating-apps-2025');
      // The buttons are in the page; they work once the site script has enhanced them.
      await page.locator('[data-filter][data-ready]').waitFor();
      await page.locator('[data-filter-value="serious"]').click();
      await expect(page.locator('[data-filter-status]')).toContainText('Showing 3 of 8');
      await expectNoAxeViolations(page);
    });

    test(`a non-default tab selected at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/tinder-vs-bumble');
      await page.locator('[data-tabs][data-ready]').waitFor();
      await page.getByRole('tab', { name: 'Pricing' }).click();
      await expect(page.locator('#panel-pricing')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
