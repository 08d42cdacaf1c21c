import { expect, LANDING_HEADING, signInWithForm, test, uniqueEmail } from './fixtures';

test.describe('local sign-in', () => {
  test('a newcomer signs in with the form, starts on onboarding, opens the home screen and signs out', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LANDING_HEADING);
    await page.getByRole('banner').getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/auth\/google$/);

    const email = uniqueEmail('ann');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Datewise' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ann');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText(email)).toBeVisible();
    await expect(sidebar.getByText('AL', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await page.evaluate(() => {
      localStorage.setItem('app-data', 'x');
      sessionStorage.setItem('app-data', 'x');
    });
    await sidebar.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LANDING_HEADING);
    // Logout cleared both storages (the landing page may start its own analytics session afterwards).
    expect(await page.evaluate(() => [localStorage.getItem('app-data'), sessionStorage.getItem('app-data')])).toEqual([
      null,
      null,
    ]);
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  test('the session cookie is HttpOnly and SameSite=Lax', async ({ page, context }) => {
    await signInWithForm(page, uniqueEmail('cookie'));
    const cookie = (await context.cookies()).find((c) => c.name === 'datewise_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('datewise_session');
  });

  test('a session ended elsewhere is noticed when the tab becomes visible again', async ({ page }) => {
    await signInWithForm(page, uniqueEmail('tab'));
    await expect(page.getByRole('complementary')).toBeVisible();
    await page.request.get('/auth/logout'); // the same browser's cookie, ended outside this tab
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LANDING_HEADING);
  });

  test('refuses a sign-in posted from another site', async ({ page, baseURL }) => {
    const res = await page.request.post(`${baseURL}/auth/dev-login`, {
      headers: { origin: 'https://evil.example' },
      data: { email: uniqueEmail('evil') },
    });
    expect(res.status()).toBe(403);
  });
});

test.describe('Google sign-in', () => {
  test('goes through the identity provider and lands a new user on onboarding', async ({ page, googleUrl }) => {
    await page.goto(googleUrl);
    await page.getByRole('banner').getByRole('link', { name: 'Get Started Free' }).click();
    await page.waitForURL(`${googleUrl}/onboarding`);
    await expect(page.getByRole('heading', { name: 'Welcome to Datewise' })).toBeVisible();
    // Onboarding has no bottom navigation or sidebar.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const me = await page.request.get(`${googleUrl}/api/auth/user`);
    expect(await me.json()).toMatchObject({ email: 'gia.rossi@example.com', firstName: 'Gia', lastName: 'Rossi' });
  });
});
