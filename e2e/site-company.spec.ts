import fs from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The company, help and legal pages, and the licenses page generated at build time. */

const SUPPORT = 'support@datewise.example'; // the test servers run with the default SUPPORT_EMAIL
const TOKEN = 'datewise-site-url.invalid';

const pages = [
  { path: '/about', h1: 'About Datewise' },
  { path: '/help-support', h1: 'How can we help?' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
  { path: '/cancellations-refunds', h1: 'Cancellations &amp; Refunds' },
  { path: '/licenses-attribution', h1: 'Licenses &amp; Attribution' },
];
const legal = ['/privacy-policy', '/terms-of-service', '/cancellations-refunds'];
const faqGroups = [
  'Getting Started',
  'AI Features',
  'Subscription & Billing',
  'Privacy & Security',
  'Tips & Best Practices',
];

function installedVersion(name: string): string {
  const file = path.join(process.cwd(), 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

test.describe('company, help and legal pages', () => {
  test('each page answers 200 with its one h1, a unique title and description, and no unfilled token', async ({
    page,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path: pagePath, h1 } of pages) {
      const response = await page.request.get(pagePath);
      expect(response.status(), pagePath).toBe(200);
      const html = await response.text();
      expect(html, pagePath).toContain(`${h1}</h1>`);
      expect(html.match(/<h1[\s>]/g), pagePath).toHaveLength(1);
      expect(html, pagePath).not.toContain(TOKEN);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, pagePath).toBeTruthy();
      expect(description?.length ?? 0, pagePath).toBeGreaterThan(100);
      titles.add(title!);
      descriptions.add(description!);
      expect(html, pagePath).toContain('"@type":"BreadcrumbList"');
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test('headings go in order and breadcrumbs are visible', async ({ page }) => {
    for (const { path: pagePath } of pages) {
      await page.goto(pagePath);
      const levels = await page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
      expect(levels[0], pagePath).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `${pagePath}: heading ${i}`).toBeLessThanOrEqual(1);
      }
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      // The current page ends the trail as text, not as a link to itself.
      await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
    }
  });

  test('support is a mail link to the configured address, with a reply within 24 hours', async ({ page }) => {
    await page.goto('/help-support');
    const mail = page.getByRole('link', { name: SUPPORT }).first();
    await expect(mail).toHaveAttribute('href', `mailto:${SUPPORT}`);
    await expect(page.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', `mailto:${SUPPORT}`);
    await expect(page.getByText('We reply within 24 hours.')).toBeVisible();
    for (const pagePath of [...legal, '/about', '/licenses-attribution']) {
      await page.goto(pagePath);
      await expect(page.locator(`main a[href="mailto:${SUPPORT}"]`).first(), pagePath).toBeVisible();
    }
  });

  test('the FAQ has five groups of accordions, one answer open at a time, and matching FAQPage data', async ({
    page,
  }) => {
    await page.goto('/help-support');
    for (const name of faqGroups) {
      const group = page.getByRole('region', { name, exact: true });
      await expect(group.getByRole('heading', { level: 2, name })).toBeVisible();
      const count = await group.locator('details').count();
      expect(count, name).toBeGreaterThanOrEqual(3);
      expect(count, name).toBeLessThanOrEqual(5);
    }
    const billing = page.getByRole('region', { name: 'Subscription & Billing' });
    const first = billing.locator('details').nth(0);
    const second = billing.locator('details').nth(1);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open', '');

    const questions = await page.locator('main details summary h3').allTextContents();
    expect(questions.length).toBeGreaterThanOrEqual(15);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
  });

  test('the facts: last updated date, weekly Premium, the one credit pack, age, refunds, deletion', async ({
    page,
  }) => {
    for (const pagePath of legal) {
      await page.goto(pagePath);
      await expect(page.locator('main time[datetime="2025-01-29"]')).toHaveText('January 29, 2025');
    }
    await page.goto('/terms-of-service');
    const terms = (await page.locator('main').textContent())!;
    expect(terms).toContain('at least 18 years old');
    expect(terms).toContain('the laws of the jurisdiction where Datewise Labs is registered');
    await page.goto('/privacy-policy');
    const privacy = (await page.locator('main').textContent())!;
    expect(privacy).toContain('deleted from our live database at once');
    expect(privacy).toContain('removed within 30 days');
    await page.goto('/cancellations-refunds');
    const refunds = (await page.locator('main').textContent())!;
    expect(refunds).toContain('within 7 days of the date of the payment');
    expect(refunds).toContain('100 credits for $5.99');
    expect(refunds).not.toMatch(/250 credits|500 credits|\$12\.99|\$19\.99/);
  });

  test('$9.99 is always per week, never per month', async ({ page }) => {
    for (const { path: pagePath } of pages) {
      await page.goto(pagePath);
      const text = (await page.locator('body').textContent())!.replace(/\s+/g, ' ');
      expect(text, pagePath).not.toMatch(/\$9\.99\s*(\/|per|a|every)\s*mo/i);
      expect(text, pagePath).not.toMatch(/per month/i);
      for (const match of text.matchAll(/\$9\.99/g)) {
        expect(text.slice(match.index, match.index + 20), pagePath).toMatch(/week/);
      }
    }
    await page.goto('/help-support');
    expect(await page.locator('main').textContent()).toContain('$9.99 per week');
  });

  test('the licenses page lists installed packages with their versions and links back to About', async ({ page }) => {
    await page.goto('/licenses-attribution');
    for (const name of ['react', 'fastify', 'zod']) {
      const row = page.locator(`tr[data-package="${name}"]`).first();
      await expect(row, name).toBeVisible();
      await expect(row.locator('[data-version]')).toHaveText(installedVersion(name));
    }
    await expect(page.locator('table[data-license-table="browser"] tr[data-package="react"]')).toHaveCount(1);
    await expect(page.locator('table[data-license-table="server"] tr[data-package="fastify"]')).toHaveCount(1);
    await expect(page.locator('tr[data-package="vitest"]')).toHaveCount(0);
    const link = page.locator('tr[data-package="react"] a').first();
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const heading of ['MIT License', 'Apache License 2.0', 'ISC License', 'Razorpay', 'Google Sign-In']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Back to About' }).first()).toHaveAttribute('href', '/about');
  });

  for (const width of [390, 1280]) {
    for (const { path: pagePath } of pages) {
      test(`axe finds nothing on ${pagePath} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pagePath);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoAxeViolations(page);
        if (pagePath === '/help-support') {
          // With an answer open, too.
          await page.locator('main details summary').first().click();
          await expect(page.locator('main details').first()).toHaveAttribute('open', '');
          await expectNoAxeViolations(page);
        }
      });
    }
  }
});
