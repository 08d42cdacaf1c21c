import { expect, signIn, test, uniqueEmail } from './fixtures';

/**
 * Issue 18, decision 0046: the server renders the signed-in screen itself, so the browser paints it before any
 * script has run; the app then hydrates it. Hydration mismatches fail every test (see the page fixture).
 */

test.describe('without JavaScript, the signed-in screen is in the page itself', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('Home, Saved, Profile Coach and Settings: headings, form, meter (styled) and first data', async ({ page }) => {
    await signIn(page, uniqueEmail('ssr'), 'Ann', 'Lee', { landOn: null });

    await page.goto('/');
    // The server cannot know the device's clock, so the greeting waits for it (below).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Ann');
    // A style attribute the server rendered (the meter's fill) applies: the policy allows it by its hash.
    await expect(page.locator('[data-slot="progress-indicator"]').first()).not.toHaveCSS('transform', 'none');
    // The screen's first data is in the page as well: today's tip, not its loading bars or the fallback line.
    const tip = await page.request.get('/api/daily-tip');
    await expect(page.getByTestId('daily-tip-text')).toHaveText((await tip.json()).tip);

    await page.goto('/saved');
    await expect(page.getByTestId('saved-empty')).toContainText('Nothing saved yet');

    await page.goto('/profile-coach');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Coach' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your current bio' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyze My Profile' })).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  // No service worker: it would serve the app's scripts from its cache, past the test's hold on them.
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Pacific/Kiritimati', serviceWorkers: 'block' });

  test('the screen stays inert until the app is live, then takes the draft and the device clock', async ({ page }) => {
    await signIn(page, uniqueEmail('ssr-live'), 'Ann', 'Lee', { landOn: '/profile-coach' });
    const bio = page.getByRole('textbox', { name: 'Your current bio' });
    await bio.fill('A draft kept across a reload');

    // Held back as on a slow phone: the painted screen takes no input the app would then lose.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let release2!: () => void;
    const held2 = new Promise<void>((resolve) => (release2 = resolve));
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('#root[data-server-rendered="/profile-coach"][inert]')).toBeAttached();
    await expect(bio).toBeVisible();
    await expect(bio).toHaveValue(''); // as the server drew it: drafts live in this tab only
    release();
    await expect(page.locator('#root[inert]')).toHaveCount(0);
    await expect(bio).toHaveValue('A draft kept across a reload');
    await page.unroute(/\/assets\/app-[^/]+\.js$/);

    // A script that moves to another screen before the app is live: that screen is drawn afresh, no mismatch.
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await held2;
      await route.continue();
    });
    await page.goto('/profile-coach', { waitUntil: 'commit' });
    await expect(page.locator('#root[inert]')).toBeAttached();
    await page.evaluate(() => history.pushState({}, '', '/settings'));
    release2();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.locator('#root[inert]')).toHaveCount(0);
    await page.unroute(/\/assets\/app-[^/]+\.js$/);

    // The greeting follows the device's clock, here 14 hours ahead of the server's.
    await page.goto('/');
    const hour = await page.evaluate(() => new Date().getHours());
    const greeting = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${greeting}, Ann`);
  });
});
