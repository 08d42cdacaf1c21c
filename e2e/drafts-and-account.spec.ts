import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, uniqueEmail } from './fixtures';

const widths = [390, 1280] as const;

const bioBox = (page: Page) => page.getByRole('textbox', { name: 'Your current bio' });

/** The local sign-in form, filled in as the same person. */
async function signInAgainWithForm(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Sign in to Datewise' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('drafts survive a sign-in in the middle', () => {
  for (const width of widths) {
    test(`Profile Coach at ${width} px: the session ends, the bio is kept, sign-in comes back to it`, async ({
      page,
    }) => {
      // A whole journey: two sign-ins, an analysis, an axe scan and a sign-out (over a minute on a busy machine).
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const email = uniqueEmail(`draft${width}`);
      await signIn(page, email, 'Nia', 'Cole', { landOn: '/profile-coach' });
      const bio = 'Weekend hiker, weekday spreadsheet fan. Ask me about my sourdough starter.';
      await bioBox(page).fill(bio);

      // The session ends behind the page's back (expired, or signed out in another tab).
      await page.context().clearCookies();
      await page.getByRole('button', { name: 'Analyze My Profile' }).click();

      // To the sign-in, asked to come back here; then back, with the bio still there.
      await page.waitForURL((url) => url.pathname === '/auth/google');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/profile-coach');
      await signInAgainWithForm(page, email);
      await page.waitForURL((url) => url.pathname === '/profile-coach');
      await expect(bioBox(page)).toHaveValue(bio);

      // And it works: the analysis arrives.
      await page.getByRole('button', { name: 'Analyze My Profile' }).click();
      await expect(page.getByTestId('improved-bio')).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(page);

      // Signing out clears the drafts: they are personal.
      await page.goto('/settings');
      await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await signIn(page, email, 'Nia', 'Cole', { landOn: '/profile-coach' });
      await expect(bioBox(page)).toHaveValue('');
    });
  }

  test('Message Helper and Date Ideas keep their inputs, tab and choices across a reload', async ({ page }) => {
    await signIn(page, uniqueEmail('draftmsg'), 'Ola', 'Berg', { landOn: '/message-helper' });
    await page.getByRole('tab', { name: /Reply/ }).click();
    const reply = page.getByRole('tabpanel').getByRole('textbox').first();
    await reply.fill('Them: Any plans for the weekend?');
    await page.getByRole('tabpanel').getByRole('radio', { name: 'Funny' }).click();
    await page.reload();
    await expect(page.getByRole('tab', { name: /Reply/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('textbox').first()).toHaveValue(
      'Them: Any plans for the weekend?',
    );
    await expect(page.getByRole('tabpanel').getByRole('radio', { name: 'Funny' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.goto('/date-ideas');
    await page.getByRole('textbox', { name: 'Your interests' }).fill('jazz, street food');
    await page.getByRole('radio', { name: /^\$\$\$/ }).click();
    await page.getByRole('textbox', { name: 'City (optional)' }).fill('Lisbon');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your interests' })).toHaveValue('jazz, street food');
    await expect(page.getByRole('radio', { name: /^\$\$\$/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('textbox', { name: 'City (optional)' })).toHaveValue('Lisbon');
  });
});

test.describe('the style picker is a radio group', () => {
  test('arrow keys move the focus and choose; Tab stops once, on the chosen style', async ({ page }) => {
    await signIn(page, uniqueEmail('styles'), 'Pia', 'Holm', { landOn: '/message-helper' });
    const group = page.getByRole('tabpanel').getByRole('radiogroup', { name: 'Style' });
    const style = (name: string) => group.getByRole('radio', { name });
    await expect(style('Playful')).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('tabpanel').getByRole('textbox').first().focus();
    await page.keyboard.press('Tab');
    await expect(style('Playful')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(style('Thoughtful')).toBeFocused();
    await expect(style('Thoughtful')).toHaveAttribute('aria-checked', 'true');
    await expect(style('Playful')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Thoughtful:', { exact: false })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(style('Playful')).toBeFocused();
    await expect(style('Playful')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(style('Funny')).toHaveAttribute('aria-checked', 'true');

    // One tab stop: the chosen option has tabindex 0, the others -1.
    await expect(style('Funny')).toHaveAttribute('tabindex', '0');
    await expect(style('Playful')).toHaveAttribute('tabindex', '-1');
    await expect(style('Thoughtful')).toHaveAttribute('tabindex', '-1');
    await expectNoAxeViolations(page);
  });
});

test.describe('Account Settings: the name and the photo', () => {
  for (const width of widths) {
    test(`at ${width} px: edit the name, remove the photo after confirming`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await signIn(page, uniqueEmail(`account${width}`), 'Quinn', 'Reyes', { landOn: null });
      const photo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2563eb' } })
        .png()
        .toBuffer();
      const upload = await page.request.post('/api/upload-profile-image', {
        headers: { origin: baseURL! },
        multipart: { profileImage: { name: 'me.png', mimeType: 'image/png', buffer: photo } },
      });
      expect(upload.status()).toBe(200);
      const { profileImageUrl } = (await upload.json()) as { profileImageUrl: string };

      await page.goto('/settings');
      await page
        .getByRole('navigation', { name: 'Settings' })
        .getByRole('link', { name: /^Account Settings/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Quinn Reyes' })).toBeVisible();

      // The name: a blank first name is refused on the spot, then a new one is saved.
      const first = page.getByRole('textbox', { name: 'First name' });
      await first.fill('');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByRole('alert')).toContainText('Enter your first name');
      await first.fill('Quincy');
      await page.getByRole('textbox', { name: 'Last name (optional)' }).fill('');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Quincy' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Quincy' })).toBeVisible();

      // The photo: asked first, "Keep it" changes nothing; then removed, and its stored image is gone.
      await page.getByRole('button', { name: 'Remove photo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove your photo?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Keep it' }).click();
      await expect(dialog).toBeHidden();
      expect((await page.request.get(profileImageUrl)).status()).toBe(200);

      await page.getByRole('button', { name: 'Remove photo' }).click();
      await dialog.getByRole('button', { name: 'Remove photo' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
      await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);
      expect((await page.request.get(profileImageUrl)).status()).toBe(404);
      await expect(page.getByRole('button', { name: 'Upload a profile photo' })).toBeVisible();
    });
  }
});

test.describe('copy', () => {
  test('the local sign-in page links the site icon: no request answers 404', async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto('/auth/google');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    expect((await page.request.get('/favicon.svg')).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
  });

  test('a Premium member is not told about free requests resetting; a free user is', async ({ page, baseURL }) => {
    const card = page.getByTestId('location-settings-card');
    await signIn(page, uniqueEmail('premium'), 'Rae', 'Moss', { landOn: '/settings' });
    await expect(card).toContainText('For local date ideas, and so your free requests reset at your midnight.');

    const origin = { origin: baseURL! };
    const { subscriptionId } = (await (
      await page.request.post('/api/razorpay/subscription', { headers: origin, data: { plan: 'premium' } })
    ).json()) as { subscriptionId: string };
    const paid = (await (
      await page.request.post('/sandbox/api/pay', { headers: origin, data: { subscriptionId, outcome: 'success' } })
    ).json()) as { response: unknown };
    const verified = await page.request.post('/api/razorpay/verify-subscription', {
      headers: origin,
      data: paid.response,
    });
    expect(verified.ok()).toBe(true);

    await page.reload();
    await expect(card).toContainText('For local date ideas.');
    await expect(card).not.toContainText('free requests');
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/free requests reset/)).toHaveCount(0);
  });
});
