import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, uniqueEmail } from './fixtures';

const tipCategories = ['Confidence', 'Conversation', 'Profile', 'Etiquette'] as const;

const dateIdea = {
  title: 'Sunset picnic at the park',
  description: 'Pack snacks and a blanket and watch the sun go down together.',
  duration: '2-3 hours',
  location: 'Dolores Park',
  category: 'Outdoor',
  budget: '$',
};

async function save(page: Page, baseURL: string | undefined, data: Record<string, unknown>) {
  const res = await page.request.post('/api/save-response', { headers: { origin: baseURL! }, data });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

const houseAd = (page: Page) => page.getByRole('region', { name: /^From Datewise: / });
const savedItems = (page: Page) => page.getByTestId('saved-item');

test.describe('home dashboard', () => {
  test('a new free user sees the meter, the tip, the tools, one Premium card and the house ad', async ({ page }) => {
    await signIn(page, uniqueEmail('dash'), 'Nora', 'Quinn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Nora$/);
    await expect(page).toHaveTitle('Home · Datewise');

    const meter = page.getByTestId('usage-meter');
    await expect(meter).toContainText('0/3 free requests used today');
    await expect(meter.getByRole('progressbar', { name: 'Free requests used today' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    const tip = page.getByTestId('daily-tip-card');
    await expect(tip.getByTestId('daily-tip-text')).not.toBeEmpty();
    await expect(tip.getByTestId('daily-tip-text')).not.toHaveText('Get personalized dating advice every day!');
    await expect(tip.getByRole('link', { name: 'More daily tips' })).toHaveAttribute('href', '/daily-tips');

    const tools = page.getByRole('region', { name: 'Your AI coach' });
    const tiles: [string, string][] = [
      ['Profile Coach', '/profile-coach'],
      ['Message Helper', '/message-helper'],
      ['Date Ideas', '/date-ideas'],
      ['Daily Tips', '/daily-tips'],
    ];
    for (const [name, href] of tiles) {
      await expect(tools.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Explore rewards' })).toHaveAttribute('href', '/viral-features');
    const premium = page.getByTestId('premium-card');
    await expect(premium.getByRole('heading', { name: 'Unlock Premium' })).toBeVisible();
    await expect(premium).toContainText('$9.99/week');
    await expect(premium.getByRole('link', { name: /Upgrade/ })).toHaveAttribute('href', '/subscription');

    // No ad network is configured here: the house ad, which promotes something free, not Premium.
    await expect(houseAd(page)).toBeVisible();
    await expect(houseAd(page)).not.toContainText(/premium/i);
    await expect(houseAd(page).getByRole('link')).not.toHaveAttribute('href', '/subscription');
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(houseAd(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the house ad waits 500 ms before it appears', async ({ page }) => {
    await signIn(page, uniqueEmail('ad'), 'Ann', 'Lee', { landOn: '/daily-tips' });
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Tips' })).toBeVisible();
    // Time, inside the page, when the dashboard appears and when the house ad does.
    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        for (const id of ['usage-meter', 'house-ad']) {
          if (!(id in seen) && document.querySelector(`[data-testid="${id}"]`)) seen[id] = performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(houseAd(page)).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    expect(seen['house-ad']! - seen['usage-meter']!).toBeGreaterThanOrEqual(480);
  });
});

test.describe('daily tips', () => {
  test('today’s tip stays the same on reload and shows its category and date', async ({ page }) => {
    await signIn(page, uniqueEmail('tips'), 'Ann', 'Lee', { landOn: '/daily-tips' });
    await expect(page).toHaveTitle('Daily Tips · Datewise');
    const text = page.getByTestId('tip-text');
    await expect(text).not.toBeEmpty();
    const first = await text.textContent();
    const category = await page.getByTestId('tip-category').textContent();
    expect(tipCategories).toContain(category);
    await expect(page.getByTestId('tip-date')).toHaveText(
      /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}$/,
    );
    await expect(page.getByRole('heading', { name: 'Stay Consistent' })).toBeVisible();
    await expect(page.getByTestId('reminders').getByRole('listitem')).toHaveCount(4);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(text).toHaveText(first!);
    await expect(page.getByTestId('tip-category')).toHaveText(category!);
  });

  test("a category tip replaces the tip, can be saved, and is one of the day's free tips", async ({ page }) => {
    await signIn(page, uniqueEmail('gen'), 'Ann', 'Lee', { landOn: '/daily-tips' });
    await expect(page.getByTestId('tip-text')).not.toBeEmpty();
    const daily = await page.getByTestId('tip-text').textContent();
    const dailyCategory = await page.getByTestId('tip-category').textContent();
    const pick = tipCategories.find((c) => c !== dailyCategory)!;

    const button = page.getByRole('button', { name: new RegExp(`^${pick}`) });
    await button.click();
    await expect(page.getByRole('heading', { name: 'Your new tip' })).toBeVisible();
    await expect(page.getByTestId('tip-category')).toHaveText(pick);
    await expect(page.getByTestId('tip-text')).not.toHaveText(daily!);
    const generated = await page.getByTestId('tip-text').textContent();
    // Decision 0040: the day's first tips have their own allowance; the free requests are untouched.
    await expect(page.getByTestId('allowance-note')).toContainText('4 of 5 free tips left today');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save tip' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

    await page.getByRole('complementary').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('usage-meter')).toContainText('0/3 free requests used today');
    await expect(page.getByTestId('free-tips-left')).toHaveText('4 of 5 free category tips left today');

    await page.getByRole('complementary').getByRole('link', { name: 'Saved' }).click();
    await expect(page.getByTestId('saved-count')).toHaveText('1 saved item');
    await expect(savedItems(page)).toContainText(`Tip: ${pick}`);
    await expect(savedItems(page)).toContainText(generated!);
    await expect(savedItems(page).getByTestId('saved-type')).toHaveText('Other');
  });

  test('with the free requests used up, a category tip shows the way to more', async ({ page, baseURL }) => {
    await signIn(page, uniqueEmail('quota'), 'Ann', 'Lee', { landOn: '/daily-tips' });
    await expect(page.getByTestId('tip-text')).not.toBeEmpty();
    const daily = await page.getByTestId('tip-text').textContent();
    await expect(page.getByTestId('allowance-note')).toContainText('5 of 5 free tips left today');
    // The free tips, then the free requests, are used up elsewhere (another tab): the screen does not know yet.
    for (let i = 0; i < 5 + 3; i++) {
      const res = await page.request.post('/api/generate-tip', {
        headers: { origin: baseURL! },
        data: { category: 'etiquette' },
      });
      expect(res.status()).toBe(200);
    }
    await page.getByRole('button', { name: /^Confidence/ }).click();
    const notice = page.getByTestId('quota-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Out of free requests' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    await expect(page.getByTestId('tip-text')).toHaveText(daily!);
    await expect(page.getByRole('button', { name: /^Confidence/ })).toBeEnabled();
    // The refusal also brings the allowance on screen up to date.
    await expect(page.getByTestId('allowance-note')).toContainText('No free requests left today');
    await expectNoAxeViolations(page);

    await page.goto('/');
    await expect(page.getByTestId('usage-meter')).toContainText('3/3 free requests used today');
  });
});

test.describe('saved content', () => {
  test('lists saved items with their type, date, content and engagement', async ({ page, baseURL, context }) => {
    await signIn(page, uniqueEmail('saved'), 'Ann', 'Lee', { landOn: null });
    await save(page, baseURL, {
      type: 'message',
      content: 'Sunrise or sunset person?',
      metadata: { engagementRate: 87 },
    });
    await save(page, baseURL, { type: 'profile_tip', content: 'Weekend hiker, weekday coder.' });
    await save(page, baseURL, { type: 'date_idea', title: dateIdea.title, content: JSON.stringify(dateIdea) });
    await save(page, baseURL, { type: 'date_idea', content: 'Just a plain idea' });

    await page.goto('/saved');
    await expect(page).toHaveTitle('Saved Content · Datewise');
    await expect(page.getByTestId('saved-count')).toHaveText('4 saved items');
    await expect(savedItems(page).getByTestId('saved-type')).toHaveText([
      'Date Idea',
      'Date Idea',
      'Profile Tip',
      'Message',
    ]);
    const [plain, idea, bio, message] = [0, 1, 2, 3].map((i) => savedItems(page).nth(i)) as [
      Locator,
      Locator,
      Locator,
      Locator,
    ];
    await expect(plain).toContainText('Just a plain idea');
    await expect(idea.getByRole('heading', { name: dateIdea.title })).toBeVisible();
    for (const text of [dateIdea.description, '2-3 hours', 'Dolores Park', 'Outdoor']) {
      await expect(idea).toContainText(text);
    }
    await expect(idea).not.toContainText('{');
    await expect(bio).toContainText('Weekend hiker, weekday coder.');
    await expect(message).toContainText('Sunrise or sunset person?');
    await expect(message).toContainText('Engagement Rate: 87%');
    await expect(message.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expectNoAxeViolations(page);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await idea.getByRole('button', { name: 'Copy date idea' }).click();
    await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(dateIdea.title);
    expect(copied).toContain('Duration: 2-3 hours');
    expect(copied).not.toContain('{');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });

  test('delete then Undo keeps the item, on screen and after a reload', async ({ page, baseURL }) => {
    await signIn(page, uniqueEmail('undo'), 'Ann', 'Lee', { landOn: null });
    await save(page, baseURL, { type: 'message', content: 'Keep me around' });
    await save(page, baseURL, { type: 'other', content: 'Another one' });
    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(r.url());
    });

    // Playwright's clock in the page: the test moves it past the toast's 5 s and the 6 s fallback timer
    // at once (and deterministically) instead of sleeping through them.
    await page.clock.install();
    await page.goto('/saved');
    await expect(page.getByTestId('saved-count')).toHaveText('2 saved items');
    const item = savedItems(page).filter({ hasText: 'Keep me around' });
    await item.getByRole('button', { name: 'Delete message' }).click();
    await expect(item).toHaveCount(0);
    await expect(page.getByTestId('saved-count')).toHaveText('1 saved item');
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(item).toBeVisible();
    await expect(page.getByTestId('saved-count')).toHaveText('2 saved items');

    await page.clock.runFor(6_500); // past the toast and the fallback timer: both fire now
    // Reloading also leaves the screen, which sends any delete still pending: none may be.
    await page.reload();
    expect(deletes).toEqual([]);
    await expect(page.getByTestId('saved-count')).toHaveText('2 saved items');
    await expect(item).toBeVisible();
  });

  test('delete without Undo removes the item for good', async ({ page, baseURL }) => {
    await signIn(page, uniqueEmail('del'), 'Ann', 'Lee', { landOn: null });
    const kept = await save(page, baseURL, { type: 'other', content: 'Stay' });
    const gone = await save(page, baseURL, { type: 'message', content: 'Goodbye message' });
    await page.clock.install(); // the test moves the page's time past the toast's 5 s (see above)
    await page.goto('/saved');
    await expect(page.getByTestId('saved-count')).toHaveText('2 saved items');

    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/saved-responses/${gone.id}`),
    );
    await savedItems(page)
      .filter({ hasText: 'Goodbye message' })
      .getByRole('button', { name: 'Delete message' })
      .click();
    await expect(page.getByTestId('saved-count')).toHaveText('1 saved item');
    // The toast closes by itself after 5 s; only then does the DELETE go out.
    await page.clock.runFor(5_000);
    await expect(page.getByText('Deleted', { exact: true })).toBeHidden();
    expect((await deleted).status()).toBe(204);

    await page.reload();
    await expect(page.getByTestId('saved-count')).toHaveText('1 saved item');
    await expect(savedItems(page)).toHaveCount(1);
    await expect(savedItems(page)).toHaveAttribute('data-id', kept.id);
  });

  test('leaving the screen right after a delete still deletes', async ({ page, baseURL }) => {
    await signIn(page, uniqueEmail('leave'), 'Ann', 'Lee', { landOn: null });
    const gone = await save(page, baseURL, { type: 'message', content: 'Short-lived' });
    await page.goto('/saved');
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/saved-responses/${gone.id}`),
    );
    await page.getByRole('button', { name: 'Delete message' }).click();
    await expect(page.getByTestId('saved-empty')).toBeVisible();
    await page.getByRole('complementary').getByRole('link', { name: 'Home' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(page.getByText('Deleted', { exact: true })).toBeHidden();

    await page.goto('/saved');
    await expect(page.getByTestId('saved-count')).toHaveText('0 saved items');
  });

  test('an empty list offers the tools', async ({ page }) => {
    await signIn(page, uniqueEmail('empty'), 'Ann', 'Lee', { landOn: '/saved' });
    const empty = page.getByTestId('saved-empty');
    await expect(empty.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
    await expect(page.getByTestId('saved-count')).toHaveText('0 saved items');
    await expect(empty.getByRole('link', { name: 'Generate Messages' })).toHaveAttribute('href', '/message-helper');
    await expect(empty.getByRole('link', { name: 'Get Date Ideas' })).toHaveAttribute('href', '/date-ideas');
    await expectNoAxeViolations(page);
    await empty.getByRole('link', { name: 'Get Date Ideas' }).click();
    await expect(page).toHaveURL(/\/date-ideas$/);
  });
});
