import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The public site's pictures, "On this page" and comparison tables on phones
 * (issue 18, decision 0042).
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** Adds up the layout shift of the page from its first paint (what Lighthouse calls CLS). */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('illustrations', () => {
  const pages = [
    { path: '/', count: 5 },
    { path: '/blog', count: 12 },
    { path: '/how-to-get-girlfriend', count: 1 },
  ];
  for (const { path, count } of pages) {
    for (const viewport of [phone, desktop]) {
      test(`${path} at ${viewport.width} px: ${count} sized, decorative pictures and no layout shift`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await recordLayoutShift(page);
        await page.goto(path);
        const pictures = page.locator('svg[data-illustration]');
        await expect(pictures).toHaveCount(count);
        for (const picture of await pictures.all()) {
          // Sized in the HTML itself, hidden from screen readers, drawn at the 10:7 of the drawing.
          await expect(picture).toHaveAttribute('width', /^\d+$/);
          await expect(picture).toHaveAttribute('height', /^\d+$/);
          await expect(picture).toHaveAttribute('aria-hidden', 'true');
          await picture.scrollIntoViewIfNeeded();
          await expect(picture).toBeVisible();
          const box = (await picture.boundingBox())!;
          expect(box.width).toBeGreaterThanOrEqual(100);
          expect(box.height / box.width).toBeCloseTo(0.7, 1);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }
        expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.01);
      });
    }
  }

  test('blog cards show a picture for their category', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('[data-post="dating-app-safety-guide"] svg[data-illustration="safety"]')).toHaveCount(1);
    await expect(page.locator('[data-post="first-date-ideas-2025"] svg[data-illustration="date"]')).toHaveCount(1);
  });
});

test.describe('On this page: a long guide on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(phone);
  });

  test('the Contents bar is still there at the bottom of the guide and jumps to a section', async ({ page }) => {
    await page.goto('/how-to-get-girlfriend');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc).toHaveCount(1);
    await expect(page.locator('[data-toc]').and(page.locator(':visible'))).toHaveCount(1);

    // Read down to the last section of the guide: the bar is stuck under the header.
    await page.locator('#ai-help').scrollIntoViewIfNeeded();
    await expect(toc).toBeInViewport();
    const contents = toc.locator('summary');
    await expect(contents).toContainText('Contents');
    await expect(contents).toContainText('How Datewise helps');

    await contents.click();
    const link = toc.getByRole('link', { name: '8 mistakes to avoid' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/#mistakes$/);
    // The list closes, the section's heading is in view below the header and the bar, and it is marked.
    await expect(toc.locator('details')).not.toHaveAttribute('open');
    const heading = page.locator('#mistakes h2');
    await expect(heading).toBeInViewport();
    const barBottom = (await toc.boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom.y + barBottom.height - 1);
    await expect(toc.locator('a[href="#mistakes"]')).toHaveAttribute('aria-current', 'true');
    await expect(contents).toContainText('8 mistakes to avoid');

    // Back to the top in one tap.
    await toc.getByRole('link', { name: 'Top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('works from the keyboard: Enter opens the list, Escape closes it and keeps focus', async ({ page }) => {
    await page.goto('/how-to-get-girlfriend');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const contents = toc.locator('summary');
    await contents.focus();
    await page.keyboard.press('Enter');
    await expect(toc.locator('details')).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(toc.getByRole('link', { name: 'Four steps to finding a girlfriend' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toc.locator('details')).not.toHaveAttribute('open');
    await expect(contents).toBeFocused();
  });

  test('a blog article has the same Contents bar', async ({ page }) => {
    await page.goto('/blog/dating-profile-optimization');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(toc).toBeInViewport();
    await toc.locator('summary').click();
    await toc.getByRole('link').first().click();
    await expect(page).toHaveURL(/#[a-z0-9-]+$/);
  });

  test('has no axe violations with the list open', async ({ page }) => {
    await page.goto('/how-to-get-girlfriend');
    await page.locator('#tips').scrollIntoViewIfNeeded();
    await page.getByRole('navigation', { name: 'Table of contents' }).locator('summary').click();
    await expectNoAxeViolations(page);
  });
});

test.describe('On this page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Contents list opens and its links jump on a phone', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/dating-in-your-30s');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await page.locator('#red-flags').scrollIntoViewIfNeeded();
    await expect(toc).toBeInViewport();
    await toc.locator('summary').click();
    await toc.getByRole('link', { name: /Where to meet/ }).click();
    await expect(page).toHaveURL(/#where-to-meet$/);
    await expect(page.locator('#where-to-meet h2')).toBeInViewport();
  });
});

test.describe('On this page on a desktop', () => {
  test('the sidebar stays in view, jumps, and marks the section being read', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/how-to-get-boyfriend');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(page.locator('[data-toc]').and(page.locator(':visible'))).toHaveCount(1);
    await expect(toc.getByText('On this page')).toBeVisible();
    // Scrolled as a contents link would: the FAQ's top just under the header.
    await page.evaluate(() => document.getElementById('faq')!.scrollIntoView());
    await expect(toc).toBeInViewport();
    await expect(toc.locator('a[href="#faq"]')).toHaveAttribute('aria-current', 'true');

    await toc.getByRole('link', { name: 'Where to meet him' }).click();
    await expect(page.locator('#where-to-meet h2')).toBeInViewport();
    await expect(toc.locator('a[href="#where-to-meet"]')).toHaveAttribute('aria-current', 'true');
    await expect(toc.locator('a[aria-current]')).toHaveCount(1);

    await toc.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('comparison tables', () => {
  const tables = [
    { path: '/tinder-vs-bumble', table: '#overview-table', columns: ['Criteria', 'Tinder', 'Bumble'] },
    {
      path: '/best-dating-apps-2025',
      table: '#big-three-table',
      columns: ['Criteria', 'Tinder', 'Bumble', 'Hinge', 'Winner'],
    },
    { path: '/best-ai-dating-coaches-2025', table: '#coach-feature-table', columns: null },
    // Articles' Markdown tables take the same phone layout.
    {
      path: '/blog/dating-red-flags',
      table: '.prose-article table',
      columns: ['Level', 'What it looks like', 'What to do'],
    },
    { path: '/blog/best-dating-apps-2025', table: '.prose-article table', columns: null },
  ];

  for (const { path, table: selector, columns } of tables) {
    test(`${path}: every column readable at 390 px, under its name, without scrolling sideways`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(path);
      const table = page.locator(selector);
      if (columns) await expect(table.getByRole('columnheader')).toHaveText(columns);
      const headers = await table.getByRole('columnheader').allTextContents();
      const cells = table.locator('tbody td');
      expect(await cells.count()).toBeGreaterThan(0);
      for (const cell of await cells.all()) {
        await cell.scrollIntoViewIfNeeded();
        await expect(cell).toBeVisible();
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
        // The cell's column is named above it on screen.
        const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
        const column = await cell.getAttribute('data-label');
        expect(headers).toContain(column);
        expect(label).toContain(column!);
      }
      // Nothing scrolls sideways: not the page, not the table.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      const region = table.locator('xpath=..');
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    });
  }

  test('at 1280 px the table keeps its columns side by side', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/best-dating-apps-2025');
    const table = page.locator('#big-three-table');
    await expect(table.getByRole('columnheader', { name: 'Hinge' })).toBeVisible();
    const row = table.locator('tbody tr').first();
    const tops = await row.locator('th, td').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });

  test('/tinder-vs-bumble has no axe violations at 390 px', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/tinder-vs-bumble');
    await page.locator('#overview-table').scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });
});
