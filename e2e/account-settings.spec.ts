import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  LANDING_HEADING,
  signIn,
  signInWithForm,
  test,
  uniqueEmail,
  expectNotice,
} from './fixtures';

const switchNamed = (page: Page, name: string) => page.getByRole('switch', { name });

async function completeOnboarding(page: Page, baseURL: string | undefined) {
  const res = await page.request.post('/api/preferences', {
    headers: { origin: baseURL! },
    data: { datingGoal: 'serious', age: 31, interests: ['Music', 'Travel'], challenges: 'Starting conversations' },
  });
  expect(res.ok()).toBe(true);
}

async function saveItem(page: Page, baseURL: string | undefined, title: string) {
  const res = await page.request.post('/api/save-response', {
    headers: { origin: baseURL! },
    data: { type: 'message', content: 'Hi! That hiking photo looks amazing, where was it?', title },
  });
  expect(res.status()).toBe(201);
}

test.describe('settings, privacy and the account', () => {
  test('the Settings screen leads to every entry and signs out', async ({ page }) => {
    const email = uniqueEmail('settings');
    await signIn(page, email, 'Maya', 'Chen');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page).toHaveTitle('Settings · Datewise');
    const summary = page.getByTestId('profile-summary');
    await expect(summary).toContainText('Maya Chen');
    await expect(summary).toContainText(email);
    await expect(summary).toHaveAttribute('href', '/profile');
    const entries = page.getByRole('navigation', { name: 'Settings' });
    for (const [name, href] of [
      ['Account Settings', '/profile'],
      ['Manage Subscription', '/subscription'],
      ['Notifications', '/notifications'],
      ['Privacy & Security', '/privacy-security'],
      ['About', '/about'],
    ] as const) {
      await expect(entries.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await expect(page.getByText('Version 1.0.0')).toBeVisible();

    await entries.getByRole('link', { name: /^About/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Datewise' })).toBeVisible();
    await expect(page.getByText('Version 1.0.0')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Licenses & Attribution/ })).toHaveAttribute(
      'href',
      '/licenses-attribution',
    );
    await page.getByRole('link', { name: 'Back to Settings' }).click();

    await entries.getByRole('link', { name: /^Privacy & Security/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_HEADING);
  });

  test('switches are saved on the server and survive a reload', async ({ page }) => {
    await signIn(page, uniqueEmail('switches'), 'Ann', 'Lee', { landOn: '/notifications' });
    await expect(switchNamed(page, 'Daily Tips')).toHaveAttribute('aria-checked', 'true');
    await expect(switchNamed(page, 'Email Updates')).toHaveAttribute('aria-checked', 'false');
    await switchNamed(page, 'Email Updates').click();
    await expectNotice(page, 'Setting Updated', 'Email updates are on.');
    await page.reload();
    await expect(switchNamed(page, 'Email Updates')).toHaveAttribute('aria-checked', 'true');
    await expect(switchNamed(page, 'Daily Tips')).toHaveAttribute('aria-checked', 'true');

    await page.goto('/privacy-security');
    await expect(page.getByText('Last updated January 29, 2025')).toBeVisible();
    await expect(switchNamed(page, 'Share Usage Data')).toHaveAttribute('aria-checked', 'true');
    await expect(switchNamed(page, 'Personalized Experience')).toHaveAttribute('aria-checked', 'true');
    // The keyboard works too: Space toggles the focused switch.
    // (The notice after a change is checked above; here the server's answer is what counts.)
    await switchNamed(page, 'Personalized Experience').focus();
    const saving = page.waitForResponse((r) => r.url().endsWith('/api/settings') && r.request().method() === 'PATCH');
    await page.keyboard.press('Space');
    expect((await saving).status()).toBe(200);
    await expect(switchNamed(page, 'Personalized Experience')).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(switchNamed(page, 'Personalized Experience')).toHaveAttribute('aria-checked', 'false');
    await expect(switchNamed(page, 'Share Usage Data')).toHaveAttribute('aria-checked', 'true');

    const saved = await (await page.request.get('/api/settings')).json();
    expect(saved).toEqual({ dailyTips: true, emailUpdates: true, shareUsageData: true, personalizedExperience: false });
  });

  test('with Share Usage Data off, no analytics events leave the browser', async ({ page }) => {
    await signIn(page, uniqueEmail('nodata'), 'Ann', 'Lee', { landOn: null });
    const events: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') events.push(request.postData() ?? '');
    });
    /**
     * Leaves a public page. The page sends what it recorded when it is left, in the same task; a request
     * made right after it (the marker) is seen by the test after anything sent before it, so once the
     * marker is seen there is nothing left to wait for, whether something was sent or not.
     */
    const visitBlogAndLeave = async () => {
      await page.goto('/blog');
      await expect(page.getByRole('link', { name: 'Open my dashboard' }).first()).toBeVisible();
      const marker = page.waitForRequest((request) => request.url().endsWith('/api/health?after-pagehide'));
      await page.evaluate(() => {
        window.dispatchEvent(new Event('pagehide'));
        void fetch('/api/health?after-pagehide');
      });
      await marker;
    };

    // Sharing on (the default): the public page's view is sent.
    await visitBlogAndLeave();
    expect(events.join()).toContain('page_view');

    await page.goto('/privacy-security');
    await switchNamed(page, 'Share Usage Data').click();
    await expectNotice(page, 'Setting Updated', 'Usage data sharing is off.');
    expect((await (await page.request.get('/api/auth/user')).json()).shareUsageData).toBe(false);

    events.length = 0;
    await visitBlogAndLeave();
    expect(events).toEqual([]);
  });

  test('"Export my data" downloads a JSON file of the account', async ({ page, baseURL }) => {
    const email = uniqueEmail('export');
    await signIn(page, email, 'Iris', 'Novak', { landOn: null });
    await saveItem(page, baseURL, 'Opener for Sam');
    await page.goto('/privacy-security');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^datewise-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await fs.readFile(await download.path(), 'utf8');
    expect(text).toContain(email);
    const data = JSON.parse(text) as { user: { email: string } };
    expect(data.user.email).toBe(email);
    expect(text).toContain('Opener for Sam');
    await expectNotice(page, 'Export Ready', download.suggestedFilename());
  });

  test('deleting the account ends on the landing page; the same e-mail then starts a new account', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('delete');
    await signIn(page, email, 'Leo', 'Park', { landOn: null });
    await completeOnboarding(page, baseURL);
    await saveItem(page, baseURL, 'Kept until deletion');
    const before = await (await page.request.get('/api/auth/user')).json();
    expect(before.hasCompletedOnboarding).toBe(true);

    await page.goto('/privacy-security');
    await page.evaluate(() => localStorage.setItem('datewise:left-behind', '1'));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(dialog.getByTestId('premium-renewal-warning')).toHaveCount(0);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    const field = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' });
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    await field.fill('delete');
    await expect(confirm).toBeDisabled();
    await field.fill('DELETE');
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_HEADING);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('datewise:left-behind'))).toBeNull();

    await signInWithForm(page, email, 'Leo', 'Park', { stayOnOnboarding: true });
    await expect(page).toHaveURL(/\/onboarding$/);
    const after = await (await page.request.get('/api/auth/user')).json();
    expect(after.id).not.toBe(before.id);
    expect(after.hasCompletedOnboarding).toBe(false);
    expect(await (await page.request.get('/api/saved-responses')).json()).toEqual([]);
  });

  test('an active Premium member is told the renewal stops, and can delete the account', async ({ page }) => {
    await signIn(page, uniqueEmail('premium-delete'), 'Ann', 'Lee', { landOn: '/subscription' });
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await page.getByRole('dialog', { name: 'Datewise' }).getByRole('button', { name: 'Pay $9.99' }).click();
    await expectNotice(page, 'Subscription Activated!');

    await page.goto('/privacy-security');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const warning = page.getByRole('dialog', { name: 'Delete your account?' }).getByTestId('premium-renewal-warning');
    await expect(warning).toContainText('We stop its renewal first');
    await page.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await page
      .getByRole('dialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_HEADING);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
