import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, uniqueEmail } from './fixtures';

/**
 * The tools' answers on a phone and on a desktop: the answer is on screen when it arrives, before the
 * explanations; a failure shows where the answer would be, with a Retry that asks again (issue 18).
 */

const BIO = 'Nurse in Leeds, weekend hiker with 14 peaks done. I bake sourdough on Sundays.';

/** Fails the next `count` calls to one AI endpoint with a 503 and the server's message, then lets them through. */
async function failNext(page: Page, endpoint: string, count = 1) {
  let left = count;
  await page.route(`**${endpoint}`, async (route) => {
    if (left-- > 0) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        json: {
          code: 'AI_UNAVAILABLE',
          message: 'The AI coach is unavailable right now. Nothing was charged; please try again.',
        },
      });
    } else await route.continue();
  });
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('Profile Coach: the score, the improved bio and Copy are on screen when the answer arrives', async ({
      page,
    }) => {
      await signIn(page, uniqueEmail('result-first'), 'Ann', 'Lee', { landOn: '/profile-coach' });
      await page.getByLabel('Your current bio').fill(BIO);
      await page.getByRole('button', { name: 'Analyze My Profile' }).click();
      await expect(page.getByRole('heading', { name: 'Your results', exact: true })).toBeFocused();
      await expect(page.getByTestId('profile-score')).toBeInViewport();
      await expect(page.getByTestId('improved-bio')).toBeInViewport({ ratio: 0.5 });
      const copy = page.getByRole('button', { name: 'Copy Improved Bio' });
      await expect(copy).toBeInViewport();
      // Copy is not hidden behind the phone's bottom bar.
      const bar = await page.getByRole('navigation', { name: 'Main' }).last().boundingBox();
      const copyBox = (await copy.boundingBox())!;
      if (width < 1024) expect(copyBox.y + copyBox.height).toBeLessThanOrEqual(bar!.y);

      // The breakdown comes last, folded, and opens from the keyboard.
      const breakdown = page.getByTestId('breakdown');
      const rubric = breakdown.getByRole('list', { name: 'Score by criterion' });
      await expect(rubric).toBeHidden();
      await breakdown.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(rubric).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('Message Helper and Date Ideas: the first answer is on screen when it arrives', async ({ page }) => {
      await signIn(page, uniqueEmail('result-first'), 'Ann', 'Lee', { landOn: '/message-helper' });
      await page
        .getByLabel('Tell me about your match')
        .fill('Loves bouldering and bad puns, has a dog called Biscuit.');
      await page.getByRole('button', { name: 'Generate Messages' }).click();
      await expect(page.getByRole('heading', { name: 'Suggested openers' })).toBeFocused();
      await expect(page.getByTestId('message-card').first()).toBeInViewport({ ratio: 0.9 });

      await page.getByRole('navigation', { name: 'Main' }).last().getByRole('link', { name: 'Date Ideas' }).click();
      await page.getByLabel('Your interests').fill('live music, street food');
      await page.getByRole('button', { name: 'Get Date Ideas' }).click();
      await expect(page.getByRole('heading', { name: 'Date ideas for you' })).toBeFocused();
      await expect(page.getByTestId('date-idea').first()).toBeInViewport({ ratio: 0.9 });
    });
  });
}

test.describe('on a phone, when the AI fails', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Profile Coach shows the failure where the answer goes, and Retry gets the answer', async ({ page }) => {
    await signIn(page, uniqueEmail('ai-error'), 'Ann', 'Lee', { landOn: '/profile-coach' });
    await failNext(page, '/api/ai/analyze-profile');
    await page.getByLabel('Your current bio').fill(BIO);
    await page.getByRole('button', { name: 'Analyze My Profile' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'That did not work' });
    await expect(alert).toContainText('The AI coach is unavailable right now.');
    await expect(alert).toBeInViewport();
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('improved-bio')).toBeInViewport({ ratio: 0.5 });
    await expect(alert).toHaveCount(0);
    await expect(page.getByLabel('Your current bio')).toHaveValue(BIO);
  });

  test('Help Me Reply and Date Ideas show their failures inline too, and Retry works', async ({ page }) => {
    await signIn(page, uniqueEmail('ai-error'), 'Ann', 'Lee', { landOn: '/message-helper' });
    await failNext(page, '/api/ai/generate-messages');
    await page.getByRole('tab', { name: 'Help Me Reply' }).click();
    await page.getByLabel('Paste their message').fill('Them: Ha, I see you climb too. Where do you go?');
    await page.getByRole('button', { name: 'Generate Messages' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'That did not work' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Suggested replies' })).toBeFocused();
    await expect(alert).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Date Ideas' }).click();
    await failNext(page, '/api/ai/generate-date-ideas');
    await page.getByLabel('Your interests').fill('jazz, ramen');
    await page.getByRole('button', { name: 'Get Date Ideas' }).click();
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('date-idea').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('offline: "You\'re offline", and Retry works once back online', async ({ page, context }) => {
    await signIn(page, uniqueEmail('offline'), 'Ann', 'Lee', { landOn: '/message-helper' });
    await page.getByLabel('Tell me about your match').fill('Has a dog called Biscuit and runs a bakery.');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Generate Messages' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "You're offline" });
    await expect(alert).toContainText('as soon as you are back online');
    const retry = alert.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeDisabled();
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(retry).toBeEnabled();
    await retry.click();
    await expect(page.getByTestId('message-card').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user.dailyUsage).toBe(1);
  });
});
