import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, uniqueEmail } from './fixtures';

/** The admin analytics dashboard (spec 000 §2.17): admin@example.com is the e2e server's administrator. */

const ADMIN = 'admin@example.com';

async function signInAsAdmin(page: Page, options: { landOn?: string | null } = {}) {
  await signIn(page, ADMIN, 'Ada', 'Min', options);
}

test.describe('admin analytics', () => {
  test('a normal user sees "Access Denied" and no Analytics menu item', async ({ page }) => {
    await signIn(page, uniqueEmail('not-admin'));
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0);

    let dashboardAsked = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/analytics') dashboardAsked = true;
    });
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('This page is only accessible to administrators.')).toBeVisible();
    await expect(page.getByText('Admin Access')).toHaveCount(0);
    expect(dashboardAsked).toBe(false);
    // The server refuses the data as well.
    expect((await page.request.get('/api/analytics')).status()).toBe(403);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // The dashboard in four tests (one test for all four tabs took 18 s on a busy machine, four axe scans).
  test('the admin reaches the dashboard from the menu: header, summary cards and Geography first', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('complementary').getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Analytics · Datewise');
    await expect(page.getByText('Admin Access')).toBeVisible();
    await expect(page.getByText(/Updated \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M\./)).toBeVisible();
    await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    const cards = page.getByTestId('summary-card');
    await expect(cards).toHaveCount(4);
    for (const [i, label] of [
      'Total Users',
      'Active Subscribers',
      'Monthly Recurring Revenue',
      'Total Revenue',
    ].entries()) {
      await expect(cards.nth(i)).toContainText(label);
    }
    await expect(cards.nth(2)).toContainText(/\$[\d,]+\.\d{2}/);
    await expect(cards.nth(3)).toContainText(/\$[\d,]+\.\d{2}/);

    // Geography is the default tab.
    await expect(page.getByRole('tab', { name: 'Geography' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Top countries' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Top cities' })).toBeVisible();
    await expect(panel.getByTestId('unknown-location')).toContainText(/without a location yet$/);
    await expectNoAxeViolations(page);
  });

  /** An AI request of the admin's (the Profile Coach's, as its screen sends it), for the usage tabs to count. */
  async function adminAiRequest(page: Page, baseURL: string) {
    const analysed = await page.request.post('/api/ai/analyze-profile', {
      headers: { origin: baseURL },
      data: {
        bio: 'Coffee snob, trail runner and amateur baker. Looking for someone to share long Sunday walks with.',
      },
    });
    expect(analysed.status()).toBe(200);
  }

  test('Feature Usage counts the Profile Coach request, with both charts', async ({ page, baseURL }) => {
    await signInAsAdmin(page, { landOn: null });
    await adminAiRequest(page, baseURL!);
    await page.goto('/admin/analytics');
    const panel = page.getByRole('tabpanel');
    await page.getByRole('tab', { name: 'Feature Usage' }).click();
    await expect(panel.getByRole('heading', { name: 'AI requests by tool', exact: true })).toBeVisible();
    await expect(panel.getByTestId('ai-features-table')).toContainText('Profile Coach');
    await expect(panel.getByRole('heading', { name: 'AI requests by tool, last 30 days' })).toBeVisible();
    await expect(panel.getByRole('img', { name: /^AI requests by tool over the last 30 days: / })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Daily sign-ins, last 30 days' })).toBeVisible();
    await expect(panel.getByRole('img', { name: /^Daily sign-ins over the last 30 days: \d+ in all/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Top Users lists the admin after an AI request', async ({ page, baseURL }) => {
    await signInAsAdmin(page, { landOn: null });
    await adminAiRequest(page, baseURL!);
    await page.goto('/admin/analytics');
    const panel = page.getByRole('tabpanel');
    await page.getByRole('tab', { name: 'Top Users' }).click();
    const adminRow = panel.getByTestId('top-user-row').filter({ hasText: ADMIN });
    await expect(adminRow).toHaveCount(1);
    await expect(adminRow).toContainText('Ada Min');
    await expect(panel.getByTestId('top-user-row')).not.toHaveCount(0);
    expect(await panel.getByTestId('top-user-row').count()).toBeLessThanOrEqual(15);
    await expectNoAxeViolations(page);
  });

  test('the arrow keys move between tabs; Revenue shows the totals and the funnel', async ({ page }) => {
    await signInAsAdmin(page, { landOn: '/admin/analytics' });
    const panel = page.getByRole('tabpanel');
    await page.getByRole('tab', { name: 'Top Users' }).click();
    await expect(page.getByRole('tab', { name: 'Top Users' })).toHaveAttribute('aria-selected', 'true');
    // Keyboard: the arrow keys move between tabs.
    await page.getByRole('tab', { name: 'Top Users' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('revenue-stats')).toContainText(/Total revenue\$[\d,]+\.\d{2}/);
    await expect(panel.getByRole('heading', { name: 'Revenue, last 30 days' })).toBeVisible();
    await expect(panel.getByTestId('funnel-step')).toHaveCount(5);
    await expect(panel.getByTestId('funnel')).not.toContainText('NaN');
    await expectNoAxeViolations(page);
  });

  test('Calibration: outcomes recorded right after sending are left out; the run shows in its place', async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page, { landOn: null });
    // One member's sent messages with outcomes (the e2e server shares its database with other tests: counts vary).
    const member = await page.context().browser()!.newContext({ baseURL });
    const memberPage = await member.newPage();
    await signIn(memberPage, uniqueEmail('calibrated'), 'Cal', 'Ibrate', { landOn: null });
    const generated = await memberPage.request.post('/api/ai/generate-messages', {
      headers: { origin: baseURL! },
      data: { matchInfo: 'Loves bouldering, has a greyhound called Pip', style: 'playful' },
    });
    const { messages } = (await generated.json()) as { messages: { id: string; message: string }[] };
    for (const m of messages) {
      await memberPage.request.post('/api/outcomes/sent', {
        headers: { origin: baseURL! },
        data: { messageId: m.id, message: m.message },
      });
      await memberPage.request.patch(`/api/outcomes/${m.id}`, {
        headers: { origin: baseURL! },
        data: { outcome: 'reply' },
      });
    }
    await member.close();
    const run = await page.request.post('/api/analytics/calibration/run', { headers: { origin: baseURL! } });
    expect(run.status()).toBe(201);
    // Recorded seconds after sending, as every outcome in this suite is: none is pooled (decision 0049), so the
    // run has no outcomes and no figures (the deciles' rows are checked in admin-analytics-page.test.tsx).
    expect(((await run.json()) as { outcomes: number }).outcomes).toBe(0);

    await page.goto('/admin/analytics');
    await page.getByRole('tab', { name: 'Calibration' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByTestId('calibration-latest')).toContainText('Outcomes0');
    await expect(panel.getByTestId('calibration-latest')).toContainText('Brier, calibrated—');
    await expect(panel.getByTestId('calibration-runs').getByRole('row')).not.toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('the loading state shows while the figures are on their way', async ({ page }) => {
    await signInAsAdmin(page, { landOn: null });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/analytics', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/analytics');
    await expect(page.getByRole('status').filter({ hasText: 'Loading analytics...' })).toBeVisible();
    await expect(page.getByText('Admin Access')).toBeVisible();
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByTestId('summary-card')).toHaveCount(4);
    await expect(page.getByText('Loading analytics...')).toHaveCount(0);
  });

  test('the error state shows the server message, and Retry recovers', async ({ page }) => {
    await signInAsAdmin(page, { landOn: null });
    let fail = true;
    await page.route('**/api/analytics', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The figures are taking a nap' }),
          })
        : route.continue(),
    );
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Error Loading Analytics' })).toBeVisible();
    await expect(page.getByText('Failed to fetch analytics data. Please try again.')).toBeVisible();
    await expect(page.getByTestId('analytics-error-message')).toHaveText('The figures are taking a nap');
    await expectNoAxeViolations(page);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('summary-card')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Error Loading Analytics' })).toHaveCount(0);
  });
});
