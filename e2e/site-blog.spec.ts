import { expect, expectNoAxeViolations, expectNotice, test } from './fixtures';

/** The twelve articles of spec 001 ("Blog article"), in their index order; the first three are trending. */
const articleIds = [
  'best-dating-apps-2025',
  'dating-profile-optimization',
  'conversation-starters-dating-apps',
  'first-date-ideas-2025',
  'dating-app-safety-guide',
  'dating-psychology-guide',
  'long-distance-relationships',
  'budget-dating-ideas',
  'online-dating-tips-2025',
  'relationship-advice-2025',
  'dating-red-flags',
  'texting-dating-tips',
];
const sample = '/blog/dating-profile-optimization';

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test.describe('blog index', () => {
  test('lists 12 articles: three trending guides first, then nine more', async ({ page }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{140,160}$/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /dating/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dating Advice Blog');

    const cards = page.locator('[data-post]');
    await expect(cards).toHaveCount(12);

    const trending = page.getByRole('region', { name: 'Trending Dating Guides' });
    await expect(trending.locator('[data-post]')).toHaveCount(3);
    const trendingLinks = trending.getByRole('link', { name: 'Read Full Guide' });
    await expect(trendingLinks).toHaveCount(3);
    for (const [i, id] of articleIds.slice(0, 3).entries()) {
      await expect(trendingLinks.nth(i)).toHaveAttribute('href', `/blog/${id}`);
    }

    const all = page.getByRole('region', { name: 'All Dating Guides & Tips' });
    const readLinks = all.getByRole('link', { name: 'Read Article' });
    await expect(readLinks).toHaveCount(9);
    for (const [i, id] of articleIds.slice(3).entries()) {
      await expect(readLinks.nth(i)).toHaveAttribute('href', `/blog/${id}`);
    }

    // Every card shows its category, excerpt, date and reading time.
    for (const card of await cards.all()) {
      await expect(card.locator('p').first()).not.toBeEmpty();
      await expect(card.locator('time')).toHaveAttribute('datetime', /^2025-\d\d-\d\d$/);
      await expect(card).toContainText(/\d+ min read/);
    }

    // The marketing block and the popular topics.
    await expect(page.getByRole('link', { name: 'Get AI Dating Coach' })).toHaveAttribute('href', '/auth/google');
    await expect(page.getByRole('link', { name: 'Try Free Profile Analyzer' }).first()).toHaveAttribute(
      'href',
      '/free-profile-analyzer',
    );
    const topics = page.getByRole('region', { name: 'Popular topics' });
    await expect(topics.locator('a[href^="/blog/"]')).toHaveCount(12);
  });

  test('a card opens its article', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Read Full Guide' }).first().click();
    await expect(page).toHaveURL(/\/blog\/best-dating-apps-2025$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('blog articles', () => {
  test('every article is prerendered with its heading, byline, structured data and next steps', async ({ page }) => {
    const titles = new Set<string>();
    for (const id of articleIds) {
      const response = await page.request.get(`/blog/${id}`);
      expect(response.status(), id).toBe(200);
      const html = await response.text();

      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(h1s, id).toHaveLength(1);
      const heading = decode(h1s[0]![1]!);
      expect(heading.length, id).toBeGreaterThan(10);

      const title = decode(/<title>([\s\S]*?)<\/title>/.exec(html)![1]!);
      expect(titles.has(title), `${id}: unique title`).toBe(false);
      titles.add(title);

      const blocks = jsonLdBlocks(html);
      const articleLd = blocks.find((block) => block['@type'] === 'Article') as
        | { headline: string; datePublished: string; author: { name: string }; keywords?: string; description: string }
        | undefined;
      expect(articleLd, id).toBeDefined();
      expect(articleLd!.headline).toBe(heading);
      expect(articleLd!.keywords, id).toBeTruthy();
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)![1]!);
      expect(description, id).toBe(articleLd!.description);

      // Author, date and reading time are in the page itself, not only in the structured data.
      expect(html, id).toContain(`>${articleLd!.author.name}</span>`);
      expect(html, id).toContain(`<time dateTime="${articleLd!.datePublished}">`);
      expect(html, id).toMatch(/\d+ min read/);

      const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
        { itemListElement: { name: string; item: string }[] } | undefined;
      expect(breadcrumbs?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', heading]);

      expect(html).toContain('Continue Your Dating Journey');
      expect(html).toMatch(/<a href="\/"[^>]*>Try AI Coach<\/a>/);
      expect(html).toMatch(/<a href="\/blog"[^>]*>Read More Articles<\/a>/);
      expect(html).toContain('data-share=');
    }
  });

  test('the article page shows the byline and related articles', async ({ page }) => {
    await page.goto(sample);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dating Profile Optimization: Photos, Bio and Prompts',
    );
    await expect(page.getByText('Maya Chen')).toBeVisible();
    const related = page.getByRole('region', { name: 'Related articles' });
    const count = await related.locator('[data-post]').count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    await expect(related.locator(`a[href="${sample}"]`)).toHaveCount(0);
    await page.getByRole('link', { name: 'Read More Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown article answers 404 with a way back', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the legacy conversation-starters id redirects permanently', async ({ page }) => {
    const response = await page.request.get('/blog/dating-app-conversation-starters', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toMatch(/\/blog\/conversation-starters-dating-apps$/);
    await page.goto('/blog/dating-app-conversation-starters');
    await expect(page).toHaveURL(/\/blog\/conversation-starters-dating-apps$/);
  });
});

test.describe('save and share', () => {
  test('Share copies the page URL and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop Chromium may offer a system share sheet; the fallback is what we check here.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    await page.goto(sample);
    await page.getByRole('button', { name: 'Share' }).click();
    await expectNotice(page, 'Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
  });

  test('Share uses the system share sheet when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto(sample);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(page.url());
  });

  test('Save Article toggles and survives a reload', async ({ page }) => {
    await page.goto(sample);
    const bar = page.locator('[data-share]');
    await bar.getByRole('button', { name: 'Save Article' }).click();
    await expect(bar.getByRole('button', { name: 'Saved' })).toBeVisible();
    await expectNotice(page, 'Saved to this browser');

    await page.reload();
    await expect(bar.getByRole('button', { name: 'Saved' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('datewise:saved-articles'))).toBe(
      JSON.stringify(['dating-profile-optimization']),
    );

    // Another article is not affected.
    await page.goto('/blog/dating-app-safety-guide');
    await expect(bar.getByRole('button', { name: 'Save Article' })).toBeVisible();

    await page.goto(sample);
    await bar.getByRole('button', { name: 'Saved' }).click();
    await expect(bar.getByRole('button', { name: 'Save Article' })).toBeVisible();
    await page.reload();
    await expect(bar.getByRole('button', { name: 'Save Article' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('datewise:saved-articles'))).toBe('[]');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the buttons are not offered', async ({ page }) => {
      await page.goto(sample);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-share]')).toBeAttached();
      await expect(page.getByRole('button', { name: 'Save Article' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    });
  });
});

test.describe('blog accessibility (axe)', () => {
  for (const width of [390, 1280]) {
    for (const path of ['/blog', sample]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (path !== '/blog') await page.locator('[data-share][data-ready]').waitFor();
        await expectNoAxeViolations(page);
      });
    }
  }
});
