import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The four dating guides (spec 001 §2 "Guide pages"): structure, counts,
 * the FAQ accordion, structured data and accessibility.
 */

interface GuideCase {
  path: string;
  h1: string;
  /** Anchored sections in order, with how many h3 items each holds (null: not counted). */
  sections: [id: string, items: number | null][];
}

const guides: GuideCase[] = [
  {
    path: '/how-to-get-girlfriend',
    h1: 'How to Get a Girlfriend',
    sections: [
      ['steps', 4],
      ['tips', 10],
      ['mistakes', 8],
      ['mindset', 5],
      ['faq', 5],
      ['ai-help', null],
    ],
  },
  {
    path: '/how-to-get-boyfriend',
    h1: 'How to Get a Boyfriend',
    sections: [
      ['steps', 4],
      ['tips', 10],
      ['where-to-meet', 4],
      ['mistakes', 8],
      ['faq', 5],
      ['ai-help', null],
    ],
  },
  {
    path: '/dating-in-your-20s',
    h1: 'Dating in Your 20s',
    sections: [
      ['challenges', 4],
      ['milestones', 3],
      ['tips', 10],
      ['venues', 4],
      ['mistakes', 8],
      ['faq', 5],
    ],
  },
  {
    path: '/dating-in-your-30s',
    h1: 'Dating in Your 30s',
    sections: [
      ['advantages', 4],
      ['challenges', 8],
      ['tips', 10],
      ['where-to-meet', 4],
      ['red-flags', 8],
      ['faq', 5],
    ],
  },
];

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('dating guides', () => {
  for (const guide of guides) {
    test.describe(guide.path, () => {
      test('is served prerendered: 200, one h1 in the raw HTML, title and description', async ({ page }) => {
        const response = await page.request.get(guide.path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
        expect(h1s).toHaveLength(1);
        expect(h1s[0]![1]).toContain(guide.h1);
        // Every anchor and FAQ question is in the HTML itself, not added by a script.
        for (const [id] of guide.sections) expect(html).toContain(`id="${id}"`);

        await page.goto(guide.path);
        await expect(page).toHaveTitle(new RegExp(guide.h1));
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length).toBeGreaterThanOrEqual(140);
        expect(description?.length).toBeLessThanOrEqual(160);
      });

      test('has every section, linked from the table of contents, with the spec counts', async ({ page }) => {
        await page.goto(guide.path);
        const toc = page.getByRole('navigation', { name: 'Table of contents' });
        await expect(toc).toBeVisible();
        for (const [id, items] of guide.sections) {
          await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
          await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
          if (items !== null) await expect(page.locator(`[id="${id}"] h3`)).toHaveCount(items);
        }
        // Following a contents link lands on its section.
        const [firstId] = guide.sections[0]!;
        await toc.locator(`a[href="#${firstId}"]`).click();
        await expect(page).toHaveURL(new RegExp(`#${firstId}$`));
        await expect(page.locator(`[id="${firstId}"] h2`)).toBeInViewport();
      });

      test('FAQ is an accordion: one answer open at a time, click again to close', async ({ page }) => {
        await page.goto(guide.path);
        const items = page.locator('#faq details');
        await expect(items).toHaveCount(5);
        await expect(page.locator('#faq details[open]')).toHaveCount(0);

        await items.nth(0).locator('summary').click();
        await expect(items.nth(0)).toHaveAttribute('open');
        await expect(items.nth(0).locator('p')).toBeVisible();

        await items.nth(2).locator('summary').click();
        await expect(items.nth(2)).toHaveAttribute('open');
        await expect(items.nth(0)).not.toHaveAttribute('open');
        await expect(items.nth(0).locator('p')).toBeHidden();
        await expect(page.locator('#faq details[open]')).toHaveCount(1);

        await items.nth(2).locator('summary').click();
        await expect(page.locator('#faq details[open]')).toHaveCount(0);
      });

      test('has Article, FAQPage and BreadcrumbList structured data', async ({ page }) => {
        await page.goto(guide.path);
        const blocks = await jsonLdBlocks(page);
        const articleLd = blocks.find((block) => block['@type'] === 'Article');
        expect(articleLd?.headline).toEqual(expect.stringContaining(guide.h1));
        expect(articleLd?.datePublished).toMatch(/^2025-01-\d\d$/);
        expect(articleLd?.author).toMatchObject({ '@type': 'Person', name: expect.any(String) });

        const faqLd = blocks.find((block) => block['@type'] === 'FAQPage') as
          { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
        const questions = (await page.locator('#faq summary h3').allTextContents()).map((q) => q.trim());
        expect(faqLd?.mainEntity.map((q) => q.name)).toEqual(questions);
        for (const q of faqLd!.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(50);

        const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
          { itemListElement: { name: string; item: string }[] } | undefined;
        expect(crumbs?.itemListElement.map((c) => c.name)).toEqual(['Home', 'Dating Guides', expect.any(String)]);
        expect(crumbs?.itemListElement.at(-1)?.item).toMatch(new RegExp(`${guide.path}$`));
      });

      test('links in the guide body lead to pages that exist', async ({ page }) => {
        await page.goto(guide.path);
        const hrefs = await page
          .locator('article .prose-article a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
        expect(hrefs.length).toBeGreaterThan(2);
        for (const href of new Set(hrefs)) {
          const response = await page.request.get(href, { maxRedirects: 0 });
          expect(response.status(), href).toBe(200);
        }
      });

      // One scan per test: three scans of a long guide in one test took up to 19 s on a busy machine.
      for (const width of [390, 1280]) {
        test(`has no axe violations at ${width} px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(guide.path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await expectNoAxeViolations(page);
        });
      }

      test('has no axe violations at 1280 px with an answer open', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(guide.path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.locator('#faq summary').first().click();
        await expect(page.locator('#faq details').first()).toHaveAttribute('open');
        await expectNoAxeViolations(page);
      });
    });
  }

  test('titles and descriptions are unique across the guides', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const guide of guides) {
      await page.goto(guide.path);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    }
    expect(titles.size).toBe(guides.length);
    expect(descriptions.size).toBe(guides.length);
  });
});
