import { expectNoAxeViolations, signIn, test, uniqueEmail } from './fixtures';

/**
 * Axe scans of the app's screens. One state per test where a test used to scan many in a row (the signed-in
 * screens took 21 s in one test on a busy machine): each stays a few seconds long and says which screen failed.
 */
test.describe('accessibility (axe)', () => {
  for (const path of ['/', '/auth/google', '/this-page-does-not-exist', '/free-profile-analyzer', '/blog']) {
    test(`signed out: ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page);
    });
  }

  test('signed out: the open Resources menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Resources' }).click();
    await page.locator('#resources-panel').waitFor();
    await expectNoAxeViolations(page);
  });

  test('signed out: the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.locator('[data-mobile-menu] > summary').click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await expectNoAxeViolations(page);
  });

  for (const path of ['/', '/settings', '/onboarding', '/profile', '/subscription', '/about']) {
    test(`signed in: ${path}`, async ({ page }) => {
      await signIn(page, uniqueEmail('axe'), 'Ann', 'Lee', { landOn: path });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page);
    });
  }

  test('signed in: the phone layout', async ({ page }) => {
    await signIn(page, uniqueEmail('axe'), 'Ann', 'Lee', { landOn: '/about' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });

  for (const path of ['/notifications', '/privacy-security']) {
    test(`signed in: ${path}`, async ({ page }) => {
      await signIn(page, uniqueEmail('axe-settings'), 'Ann', 'Lee', { landOn: path });
      await page.getByRole('switch').first().waitFor();
      await expectNoAxeViolations(page);
    });
  }

  test('signed in: the delete dialog on a phone', async ({ page }) => {
    await signIn(page, uniqueEmail('axe-settings'), 'Ann', 'Lee', { landOn: '/privacy-security' });
    await page.getByRole('switch').first().waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
