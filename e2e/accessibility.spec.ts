import { expectNoAxeViolations, signInWithForm, test, uniqueEmail } from './fixtures';

test.describe('accessibility (axe)', () => {
  for (const path of ['/', '/auth/google', '/this-page-does-not-exist', '/free-profile-analyzer', '/blog']) {
    test(`signed out: ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page);
    });
  }

  test('signed out: the open Resources menu and mobile menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Resources' }).click();
    await page.locator('#resources-panel').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-mobile-menu] > summary').click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await expectNoAxeViolations(page);
  });

  test('signed in: home, a screen, and the phone layout', async ({ page }) => {
    await signInWithForm(page, uniqueEmail('axe'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    for (const path of ['/settings', '/onboarding', '/profile', '/subscription', '/about']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });

  test('signed in: Notifications, Privacy & Security and the delete dialog', async ({ page }) => {
    await signInWithForm(page, uniqueEmail('axe-settings'));
    for (const path of ['/notifications', '/privacy-security']) {
      await page.goto(path);
      await page.getByRole('switch').first().waitFor();
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
