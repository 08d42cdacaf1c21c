import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, uniqueEmail } from './fixtures';

/** Issue 18, honest screens: guides inside the app, location guesses and choices, signed-in CTAs, analyzer vs Coach. */

const BIO = 'I love travel, food and good vibes. Looking for my partner in crime. Swipe right if you like dogs.';

/** A detection from the browser language alone (30%), as a browser with precise location off sends it. */
async function reportLanguageOnly(page: Page, baseURL: string) {
  const res = await page.request.post('/api/user/location', {
    headers: { origin: baseURL },
    data: { timestamp: Date.now(), timezone: 'UTC', language: 'en-US', country: 'US' },
  });
  expect(res.ok()).toBe(true);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the landing guide button signs up and opens that guide inside the app, listed under Guides', async ({
      page,
    }) => {
      await page.goto('/');
      const gate = page.getByRole('link', { name: 'Sign up free to read the full guide' }).first();
      await gate.scrollIntoViewIfNeeded();
      await gate.click();
      await expect(page).toHaveURL(/\/auth\/google\?returnTo=/);
      await page.getByLabel('E-mail').fill(uniqueEmail('guide-reader'));
      await page.getByLabel('First name').fill('Ann');
      await page.getByLabel('Last name').fill('Lee');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/guides\/dating-profile-optimization$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dating Profile Optimization/);
      await expect(page.locator('.prose-article h2').first()).toBeVisible();
      const contents = page.getByRole('navigation', { name: 'On this page' });
      if (width < 1024) {
        // Folded on a phone: the summary opens it.
        await contents.locator('summary').click();
      }
      await expect(contents.getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'All guides' }).click();
      await expect(page).toHaveURL(/\/guides$/);
      await expect(page.getByRole('region', { name: 'Dating guides' }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'Articles' }).getByRole('listitem')).toHaveCount(12);
      await expectNoAxeViolations(page);
      if (width >= 1024) {
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }),
        ).toHaveAttribute('href', '/guides');
      }
    });

    test('a location guess reads as one; choosing a city makes it certain and fills Date Ideas', async ({
      page,
      baseURL,
    }) => {
      await signIn(page, uniqueEmail('chooser'), 'Ann', 'Lee', { landOn: null });
      await reportLanguageOnly(page, baseURL!);
      await page.goto('/settings');
      const card = page.getByTestId('location-settings-card');
      await expect(card.getByText('Looks like United States: confirm or choose')).toBeVisible();
      await expect(card.getByTestId('detected-location')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await card.getByRole('button', { name: 'Choose country and city' }).click();
      await card.getByLabel('Country').selectOption('FR');
      await card.getByLabel('City (optional)').fill('Lyon');
      await card.getByRole('button', { name: 'Save location' }).click();
      await expect(card.getByTestId('detected-location')).toContainText('Lyon, France');
      await expect(card.getByTestId('detected-location')).toContainText('Chosen by you');
      await expectNoAxeViolations(page);

      await page.goto('/date-ideas');
      await expect(page.getByRole('textbox', { name: 'City (optional)' })).toHaveValue('Lyon');
    });

    test('signed in, public sign-up buttons go into the app; the analyzer hands its bio to the Coach', async ({
      page,
    }) => {
      await signIn(page, uniqueEmail('cta'), 'Ann', 'Lee', { landOn: '/dating-coach' });
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Open my dashboard' }).first()).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: 'Get AI Dating Coach' })).toHaveCount(0);
      await expect(main.locator('a[href^="/auth/"]')).toHaveCount(0);

      await page.goto('/free-profile-analyzer');
      await page.locator('[data-analyzer][data-ready]').waitFor();
      await page.locator('[data-analyzer-input]').fill(BIO);
      await page.getByRole('button', { name: 'Analyze My Profile Free' }).click();
      await expect(page.getByText('A quick check, not a full reading')).toBeVisible({ timeout: 10_000 });
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Read my bio with Profile Coach' }).click();
      await expect(page).toHaveURL(/\/profile-coach$/);
      await expect(page.getByRole('textbox', { name: 'Your current bio' })).toHaveValue(BIO.trim());

      // Two analyses: the second says what changed since the first.
      await page.getByRole('button', { name: 'Analyze My Profile' }).click();
      const since = page.getByRole('region', { name: 'What changed since your last analysis' });
      await expect(since).toContainText('first analysis on this device', { timeout: 30_000 });
      await page
        .getByRole('textbox', { name: 'Your current bio' })
        .fill('Weekend hiker and Sunday sourdough baker (the starter is named Doug). Best taco spot in Austin?');
      await page.getByRole('button', { name: 'Analyze My Profile' }).click();
      await expect(since).toContainText(/Score \d+(\.\d)? → \d+(\.\d)?/, { timeout: 30_000 });
      await expectNoAxeViolations(page);
    });
  });
}

test('signed out, the analyzer upsell signs in and returns to Profile Coach', async ({ page }) => {
  await page.goto('/free-profile-analyzer');
  await page.locator('[data-analyzer][data-ready]').waitFor();
  await page.locator('[data-analyzer-input]').fill(BIO);
  await page.getByRole('button', { name: 'Analyze My Profile Free' }).click();
  await expect(page.getByText('A quick check, not a full reading')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Get Full AI Analysis Free' })).toHaveAttribute(
    'href',
    '/auth/google?returnTo=%2Fprofile-coach',
  );
});
