import { appPaths, isPublicPath, publicPaths } from '../src/shared/routes';
import { expect, LANDING_HEADING, signIn, test, uniqueEmail } from './fixtures';

const signedInOnly = appPaths.filter((p) => !isPublicPath(p));

test.describe('the access rule', () => {
  for (const path of signedInOnly) {
    test(`a signed-out visitor on ${path} goes to /`, async ({ page }) => {
      const response = await page.goto(path);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(LANDING_HEADING);
    });
  }

  test('the client guard sends a visitor whose session ended home on in-app navigation too', async ({ page }) => {
    await signIn(page, uniqueEmail('guard'));
    await page.getByRole('complementary').waitFor();
    // The session ends outside the app, and the visitor navigates in the app at once. In one task of the page: with a
    // gap between the two, a request of the screen could meet the ended session first and take the visitor home
    // before the in-app navigation this test is about (seen once on a loaded machine).
    await page.evaluate(async () => {
      await fetch('/auth/logout', { redirect: 'manual' });
      history.pushState({}, '', '/settings');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // On a loaded machine a load of "/" on the way home was seen cut short by the next one (waitForURL then
    // fails with net::ERR_ABORTED, though the visitor does end up home): wait for the outcome instead.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LANDING_HEADING);
  });

  // One test per page (a single test opening all of them took 19 s on a busy machine, 22 s signed in).
  for (const path of publicPaths) {
    test(`a signed-out visitor opens the public page ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    });
  }

  for (const path of appPaths) {
    test(`a signed-in user opens the screen ${path}`, async ({ page }) => {
      await signIn(page, uniqueEmail('routes'), 'Ann', 'Lee', { landOn: null });
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    });
  }

  test('a signed-in user sees the right menu item active, and no Admin section', async ({ page }) => {
    await signIn(page, uniqueEmail('routes'), 'Ann', 'Lee', { landOn: '/daily-tips' });
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByRole('link', { name: 'Daily Tips' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    // Not an administrator: no Admin section.
    await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  });

  test('administrators see the Admin section', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Ada', 'Min');
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Analytics' })).toBeVisible();
  });

  test('unknown paths show the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('navigation', () => {
  test('the Resources menu opens on click and on hover, and closes after a choice', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Resources' });
    const panel = page.locator('#resources-panel');
    await trigger.hover();
    await expect(panel.getByRole('link', { name: 'Tinder vs Bumble' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(panel).toBeHidden();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await trigger.click();
    await panel.getByRole('link', { name: 'Miami' }).click();
    await expect(page).toHaveURL(/\/dating-coach-miami$/);
    await expect(page.locator('#resources-panel')).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the header menu toggles, closes on Escape and says whether it is open', async ({ page }) => {
      await page.goto('/');
      const toggle = page.locator('[data-mobile-menu] > summary');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu-panel');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // From the keyboard: open, move into the menu, Escape closes it and the focus is back on its button.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test('signed in, every tool is one tap away from any screen, and so are Saved and Settings', async ({ page }) => {
      await signIn(page, uniqueEmail('phone'), 'Ann', 'Lee', { landOn: '/saved' });
      await expect(page.getByRole('complementary')).toBeHidden();
      const bar = page.getByRole('navigation', { name: 'Main' });
      const header = page.getByRole('navigation', { name: 'Saved, progress and settings' });
      await expect(bar.getByRole('link')).toHaveText([
        'Home',
        'Profile Coach',
        'Message Helper',
        'Date Ideas',
        'Daily Tips',
      ]);
      await expect(header.getByRole('link')).toHaveText(['Saved', 'Progress', 'Settings']);
      await expect(header.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');

      // One tap from Saved to each tool, each tool to the next, and back to Saved and Settings from a tool.
      for (const [name, path, heading] of [
        ['Profile Coach', '/profile-coach', 'Profile Coach'],
        ['Message Helper', '/message-helper', 'Message Helper'],
        ['Date Ideas', '/date-ideas', 'Date Ideas'],
        ['Daily Tips', '/daily-tips', 'Daily Tips'],
      ] as const) {
        await bar.getByRole('link', { name }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(bar.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      }
      await header.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(header.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
      await bar.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await header.getByRole('link', { name: 'Saved' }).click();
      await expect(page).toHaveURL(/\/saved$/);
    });
  });
});
