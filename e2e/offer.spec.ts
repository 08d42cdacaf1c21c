import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, uniqueEmail } from './fixtures';

/**
 * Issue 18, a coherent offer: one Premium upsell on a free dashboard, none anywhere for Premium members, the free
 * category tips (decision 0040), and the billing history naming the tool each credit paid for, page by page.
 */

const origin = (baseURL: string | undefined) => ({ origin: baseURL! });

async function subscribeThroughApi(page: Page, baseURL: string | undefined) {
  const { subscriptionId } = await (
    await page.request.post('/api/razorpay/subscription', { headers: origin(baseURL), data: { plan: 'premium' } })
  ).json();
  const paid = await (
    await page.request.post('/sandbox/api/pay', {
      headers: origin(baseURL),
      data: { subscriptionId, outcome: 'success' },
    })
  ).json();
  const verify = await page.request.post('/api/razorpay/verify-subscription', {
    headers: origin(baseURL),
    data: paid.response,
  });
  expect(verify.ok()).toBe(true);
}

async function buyCreditsThroughApi(page: Page, baseURL: string | undefined) {
  const { orderId } = await (await page.request.post('/api/razorpay/credits', { headers: origin(baseURL) })).json();
  const paid = await (
    await page.request.post('/sandbox/api/pay', { headers: origin(baseURL), data: { orderId, outcome: 'success' } })
  ).json();
  expect(
    (await page.request.post('/api/razorpay/verify', { headers: origin(baseURL), data: paid.response })).ok(),
  ).toBe(true);
}

/** Links in the page's main content that lead to the plans, and words that sell an upgrade. */
const upsellLinks = (page: Page) => page.getByRole('main').locator('a[href="/subscription"]');
const upsellWords = /Unlock Premium|Upgrade for|Go Premium|Get unlimited|See plans|Go further with Premium/;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the offer at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a free dashboard has one upsell, the Premium card listing what Premium really adds', async ({ page }) => {
      await signIn(page, uniqueEmail('one-upsell'), 'Nora', 'Quinn');
      await page.clock.install();
      await page.goto('/');
      await page.clock.runFor(700); // past the house ad's 500 ms delay
      const houseAd = page.getByRole('region', { name: /^From Datewise: / });
      await expect(houseAd).toBeVisible();
      await expect(houseAd).not.toContainText(/premium/i);

      await expect(upsellLinks(page)).toHaveCount(1);
      const card = page.getByTestId('premium-card');
      await expect(card.locator('a[href="/subscription"]')).toHaveCount(1);
      for (const benefit of ['Unlimited AI requests', 'No ads', 'Your credits stay untouched'])
        await expect(card).toContainText(benefit);
      await expect(card).not.toContainText(/full analysis|every criterion/i);
      await expect(page.getByTestId('usage-meter').getByRole('link')).toHaveCount(0);
      await expect(page.getByTestId('free-tips-left')).toHaveText('5 of 5 free category tips left today');
      await expectNoAxeViolations(page);
    });

    // Split in three so that each test stays short on a busy machine.
    for (const paths of [
      ['/', '/profile-coach'],
      ['/message-helper', '/date-ideas', '/daily-tips'],
    ]) {
      test(`a Premium member sees no upgrade prompt or ad on ${paths.join(', ')}`, async ({ page, baseURL }) => {
        await signIn(page, uniqueEmail('no-upsell'), 'Leo', 'Park', { landOn: null });
        await subscribeThroughApi(page, baseURL);
        await page.clock.install();
        for (const path of paths) {
          await page.goto(path);
          await page.clock.runFor(700); // past the house ad's 500 ms delay
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(upsellLinks(page), path).toHaveCount(0);
          await expect(page.getByRole('main'), path).not.toContainText(upsellWords);
          await expect(page.getByRole('region', { name: /^From Datewise: |Advertisement/ }), path).toHaveCount(0);
        }
      });
    }

    test('a Premium member sees their plan, not a sales page, on Subscription and Profile', async ({
      page,
      baseURL,
    }) => {
      await signIn(page, uniqueEmail('no-upsell'), 'Leo', 'Park', { landOn: null });
      await subscribeThroughApi(page, baseURL);
      // Profile's one link to the plans is "Manage Subscription", not an upgrade.
      await page.goto('/profile');
      await expect(upsellLinks(page)).toHaveCount(1);
      await expect(upsellLinks(page)).toHaveText(/Manage Subscription/);
      await expect(page.getByRole('main')).not.toContainText(upsellWords);

      await page.goto('/subscription');
      await expect(page.getByRole('heading', { name: 'Your Premium Plan', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Why Choose Premium?' })).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(/Upgrade to Premium|Subscribe Now/);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('billing history', () => {
  test('names the tool a credit paid for, with its time', async ({ page, baseURL }) => {
    await signIn(page, uniqueEmail('credit-tools'), 'Priya', 'Shah', { landOn: null });
    await buyCreditsThroughApi(page, baseURL);
    // Five free tips, three free requests, then one credit for a tip.
    for (let i = 0; i < 5 + 3 + 1; i++) {
      const res = await page.request.post('/api/generate-tip', {
        headers: origin(baseURL),
        data: { category: 'confidence' },
      });
      expect(res.status()).toBe(200);
    }
    await page.goto('/subscription');
    const rows = page.getByTestId('credit-change');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Category tip');
    await expect(rows.first()).toContainText('99 left');
    await expect(rows.first().locator('time')).toHaveText(/\d{1,2}:\d{2}\s?(AM|PM)/);
    await expect(rows.nth(1)).toContainText('Bought 100 credits');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('loads older credit activity a page at a time, with a loading state, to the end', async ({ page }) => {
    await signIn(page, uniqueEmail('credit-pages'), 'Priya', 'Shah', { landOn: null });
    const change = (id: number, tool: string) => ({
      id,
      delta: -1,
      balanceAfter: id,
      reason: 'ai_request',
      tool,
      createdAt: new Date(Date.UTC(2026, 10, 20, 9, id)).toISOString(),
    });
    let releaseSecondPage: () => void = () => {};
    const secondPageAsked = new Promise<void>((resolve) => (releaseSecondPage = resolve));
    // The server's paging is tested through the API; here, what the screen does with the pages.
    await page.route('**/api/billing/credit-activity**', async (route) => {
      const before = new URL(route.request().url()).searchParams.get('before');
      if (!before)
        return route.fulfill({
          json: { items: [change(30, 'profile_analysis'), change(29, 'message_reply')], nextCursor: 29 },
        });
      expect(before).toBe('29');
      await secondPageAsked;
      return route.fulfill({ json: { items: [change(28, 'date_ideas')], nextCursor: null } });
    });
    await page.goto('/subscription');
    const rows = page.getByTestId('credit-change');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Profile analysis');
    await expect(rows.nth(1)).toContainText('Replies');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    releaseSecondPage();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText('Date ideas');
    await expect(page.getByRole('button', { name: /Load more|Loading/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('says so when credit activity cannot load, and Try again loads it', async ({ page }) => {
    await signIn(page, uniqueEmail('credit-fail'), 'Priya', 'Shah', { landOn: null });
    let calls = 0;
    await page.route('**/api/billing/credit-activity**', (route) =>
      ++calls === 1 ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
    );
    await page.goto('/subscription');
    const alert = page.getByTestId('credit-activity').getByRole('alert');
    await expect(alert).toContainText('We could not load your credit activity.');
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('credit-activity')).toContainText('No credit activity yet');
  });

  test('says so when there is no credit activity yet', async ({ page }) => {
    await signIn(page, uniqueEmail('credit-empty'), 'Priya', 'Shah', { landOn: null });
    await page.goto('/subscription');
    await expect(page.getByTestId('credit-activity')).toContainText('No credit activity yet');
  });
});
