import { appPaths, publicPaths } from '../src/shared/routes';
import { expect, signInWithForm, test, uniqueEmail } from './fixtures';

const signedInOnly = appPaths.filter((p) => p !== '/' && p !== '/about');

test.describe('the access rule', () => {
  for (const path of signedInOnly) {
    test(`a signed-out visitor on ${path} goes to /`, async ({ page }) => {
      const response = await page.goto(path);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Date with more confidence');
    });
  }

  test('the client guard sends a signed-out visitor home on in-app navigation too', async ({ page }) => {
    await page.goto('/blog');
    await page.evaluate(() => {
      history.pushState({}, '', '/settings');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Date with more confidence');
  });

  test('every public page opens signed out', async ({ page }) => {
    for (const path of [...publicPaths, '/blog/first-date-ideas-2025']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });

  test('every signed-in screen opens for a signed-in user, with the right menu item active', async ({ page }) => {
    await signInWithForm(page, uniqueEmail('routes'));
    for (const path of appPaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    await page.goto('/daily-tips');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByRole('link', { name: 'Daily Tips' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    // Not an administrator: no Admin section.
    await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  });

  test('administrators see the Admin section', async ({ page }) => {
    await signInWithForm(page, 'admin@example.com', 'Ada', 'Min');
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
    await trigger.hover();
    await expect(page.getByRole('menuitem', { name: 'Tinder vs Bumble' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Miami' }).click();
    await expect(page).toHaveURL(/\/dating-coach-miami$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the header menu toggles, and signed-in users get the bottom bar', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toHaveCount(0);

      await signInWithForm(page, uniqueEmail('phone'));
      await expect(page.getByRole('complementary')).toBeHidden();
      const bar = page.getByRole('navigation', { name: 'Main' });
      await expect(bar.getByRole('link')).toHaveText(['Home', 'Saved', 'Settings']);
      await bar.getByRole('link', { name: 'Saved' }).click();
      await expect(bar.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
    });
  });
});
