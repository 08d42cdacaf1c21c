import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, signInWithForm, test, uniqueEmail, expectNotice } from './fixtures';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, a diagonal gradient) made here, so the test needs no fixture file. */
function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x++) rows.set([232, (x * 255) / width, (y * 255) / height], start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Holds an arrow key until the focus has moved, as a person does: Radix moves the focus a tick after the
 * key goes down and selects only while the key is still down, and on a loaded machine that tick can come
 * after a fixed 80 ms press has already let go.
 */
async function pressArrowUntilFocused(page: Page, key: 'ArrowUp' | 'ArrowDown', target: Locator) {
  await page.keyboard.down(key);
  await expect(target).toBeFocused();
  await page.keyboard.up(key);
}

/** What the onboarding journey below answers, as GET /api/preferences returns it. */
const onboardingAnswers = {
  datingGoal: 'casual',
  age: 29,
  interests: ['Travel', 'Cooking'],
  challenges: 'Keeping the chat going after "hi"',
};

test.describe('onboarding', () => {
  test('a first sign-in lands on onboarding; three steps save the answers and lead home', async ({ page }) => {
    await signInWithForm(page, uniqueEmail('onboard'), 'Ona', 'Park', { stayOnOnboarding: true });
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Datewise' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    expect((await page.request.get('/api/auth/user').then((r) => r.json())).hasCompletedOnboarding).toBe(false);

    // Step 1: a radio group, usable with the keyboard.
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: /A serious relationship/ }).click();
    await pressArrowUntilFocused(page, 'ArrowDown', page.getByRole('radio', { name: /Something casual/ }));
    await expect(page.getByRole('radio', { name: /Something casual/ })).toHaveAttribute('aria-checked', 'true');
    // The whole card chooses, also after another choice: its label's overlay covers the description
    // (so Playwright's own hit check would wait for the description forever).
    await page.getByText('Feel at ease on the apps').click({ force: true });
    await expect(page.getByRole('radio', { name: /More dating confidence/ })).toHaveAttribute('aria-checked', 'true');
    await pressArrowUntilFocused(page, 'ArrowUp', page.getByRole('radio', { name: /Something casual/ }));
    await expect(page.getByRole('radio', { name: /Something casual/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: /More dating confidence/ })).toHaveAttribute('aria-checked', 'false');
    await next.click();

    // Step 2: toggle buttons; Continue needs one.
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: 'Travel' }).click();
    await page.getByRole('button', { name: 'Cooking' }).click();
    await expect(page.getByRole('button', { name: 'Cooking' })).toHaveAttribute('aria-pressed', 'true');
    await next.click();

    // Step 3: both optional; an age the server would refuse is caught here first.
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    const age = page.getByLabel('Age (optional)');
    await age.fill('16');
    await next.click();
    await expect(page.getByText('You need to be at least 18 to use Datewise.')).toBeVisible();
    await expect(age).toBeFocused();
    await age.fill('29');
    await page.getByLabel('Your biggest dating challenge (optional)').fill('Keeping the chat going after "hi"');
    await next.click();

    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
    const me = await page.request.get('/api/auth/user').then((r) => r.json());
    expect(me.hasCompletedOnboarding).toBe(true);
    expect(await page.request.get('/api/preferences').then((r) => r.json())).toEqual(onboardingAnswers);
  });

  // The axe scans of the three steps, each in the state the journey above leaves it in, in tests of their own
  // (with them, the journey took 21 s on a busy machine).
  test('step 1 has no axe violations, with a goal chosen from the keyboard', async ({ page }) => {
    await signIn(page, uniqueEmail('onboard-axe'), 'Ona', 'Park', { landOn: '/onboarding' });
    await page.getByRole('radio', { name: /A serious relationship/ }).click();
    await pressArrowUntilFocused(page, 'ArrowDown', page.getByRole('radio', { name: /Something casual/ }));
    await expect(page.getByRole('radio', { name: /Something casual/ })).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page);
  });

  test('step 2 has no axe violations, with two interests chosen', async ({ page }) => {
    await signIn(page, uniqueEmail('onboard-axe'), 'Ona', 'Park', { landOn: '/onboarding' });
    await page.getByRole('radio', { name: /Something casual/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Travel' }).click();
    await page.getByRole('button', { name: 'Cooking' }).click();
    await expect(page.getByRole('button', { name: 'Cooking' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
  });

  test('step 3 has no axe violations, with the age error showing', async ({ page }) => {
    await signIn(page, uniqueEmail('onboard-axe'), 'Ona', 'Park', { landOn: '/onboarding' });
    const next = page.getByRole('button', { name: 'Continue' });
    await page.getByRole('radio', { name: /Something casual/ }).click();
    await next.click();
    await page.getByRole('button', { name: 'Travel' }).click();
    await next.click();
    const age = page.getByLabel('Age (optional)');
    await age.fill('16');
    await next.click();
    await expect(page.getByText('You need to be at least 18 to use Datewise.')).toBeVisible();
    await expect(age).toBeFocused();
    await expectNoAxeViolations(page);
  });

  // Its own test, starting from the answers the journey above saves (checked there through the same API).
  test('Update Preferences shows the saved answers again', async ({ page, baseURL }) => {
    await signIn(page, uniqueEmail('onboard-again'), 'Ona', 'Park', { landOn: null });
    const saved = await page.request.post('/api/preferences', {
      headers: { origin: baseURL! },
      data: onboardingAnswers,
    });
    expect(saved.status()).toBe(200);
    await page.goto('/profile');
    const next = page.getByRole('button', { name: 'Continue' });
    const age = page.getByLabel('Age (optional)');
    await page.getByRole('link', { name: /Update Preferences/ }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Update Your Preferences' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Something casual/ })).toHaveAttribute('aria-checked', 'true');
    await next.click();
    await expect(page.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Cooking' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'false');
    await next.click();
    await expect(age).toHaveValue('29');
    await expect(page.getByLabel('Your biggest dating challenge (optional)')).toHaveValue(
      'Keeping the chat going after "hi"',
    );
  });

  test('a user who has completed onboarding signs in straight to the home screen', async ({ page }) => {
    const email = uniqueEmail('again');
    await signInWithForm(page, email, 'Rae', 'Moss', { stayOnOnboarding: true });
    const saved = await page.request.post('/api/preferences', {
      headers: { origin: new URL(page.url()).origin },
      data: { datingGoal: 'confidence', age: null, interests: ['Books'], challenges: null },
    });
    expect(saved.status()).toBe(200);
    // Leave the app first: an open onboarding page notices the ended session and
    // navigates home, which can abort the next sign-in's navigation.
    await page.goto('about:blank');
    await page.request.get('/auth/logout');
    await signInWithForm(page, email, 'Rae', 'Moss', { stayOnOnboarding: true });
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('profile photo', () => {
  test('uploading a PNG shows the new photo, stored as a 256 px square', async ({ page }) => {
    await signIn(page, uniqueEmail('photo'), 'Pia', 'Lund', { landOn: '/profile' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pia Lund' })).toBeVisible();
    await expect(page.getByTestId('plan-card')).toContainText('0/3 daily requests used');
    const avatar = page.getByTestId('profile-avatar');
    await expect(avatar.locator('img')).toHaveCount(0);
    await expect(avatar.getByText('PL')).toBeVisible();

    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload-profile-image'));
    await page.getByTestId('profile-photo-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: gradientPng(400, 300),
    });
    const response = await uploaded;
    expect(response.status()).toBe(200);
    const { profileImageUrl } = (await response.json()) as { profileImageUrl: string };
    await expectNotice(page, 'Photo Updated', 'Your new profile picture is live.');

    const img = avatar.locator('img');
    await expect(img).toHaveAttribute('src', profileImageUrl);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(256);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight)).toBe(256);
    // The sidebar shows it too, and it is still there after a reload.
    await expect(page.getByRole('complementary').locator(`img[src="${profileImageUrl}"]`)).toBeVisible();
    await page.reload();
    await expect(avatar.locator('img')).toHaveAttribute('src', profileImageUrl);
    await expect(page.getByRole('button', { name: 'Change profile photo' })).toBeEnabled();
  });

  test('a file that is not an image is refused before uploading; a fake image by the server', async ({ page }) => {
    await signIn(page, uniqueEmail('badphoto'), 'Ann', 'Lee', { landOn: '/profile' });
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/upload-profile-image')) uploads.push(r.url());
    });
    const input = page.getByTestId('profile-photo-input');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectNotice(page, 'Invalid File', 'Please select an image file');
    expect(uploads).toEqual([]);

    // Named and typed as a PNG, but not one: the server checks the bytes.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await expectNotice(page, 'Upload Failed');
    expect(uploads).toHaveLength(1);
    await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);
  });
});
