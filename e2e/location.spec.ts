import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, uniqueEmail, expectNotice } from './fixtures';

/** Location detection in a real browser: Chromium's geolocation emulation against the real server. */

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
/** The server's first location answer loads its offline place data, which takes seconds on a busy machine. */
const SERVER_ANSWER = { timeout: 30_000 };

const settingsCard = (page: Page) => page.getByTestId('location-settings-card');
const promptCard = (page: Page) => page.getByTestId('location-prompt-card');
const permissionDialog = (page: Page) => page.getByRole('dialog', { name: 'Allow Location Access' });

async function storedLocation(page: Page) {
  const res = await page.request.get('/api/auth/user');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { location: Record<string, unknown>; actualCountry: string | null }).location;
}

/** What `navigator.permissions.query({ name: 'geolocation' })` answers in the page. */
const permissionState = (page: Page) =>
  page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state);

/** Chromium's own "blocked" setting for the site (Playwright can grant, but not deny). */
async function denyGeolocation(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  // Playwright's context is a browser context of its own: the setting must name it.
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
  // The session stays attached: detaching it drops the setting.
}

test.describe('location detection', () => {
  test.describe('with geolocation granted', () => {
    test.use({ permissions: ['geolocation'], geolocation: PARIS, timezoneId: 'Europe/Paris', locale: 'fr-FR' });

    test('Settings "Enable Location" finds France from the coordinates, and it survives a reload', async ({ page }) => {
      await signIn(page, uniqueEmail('loc-granted'), 'Ann', 'Lee', { landOn: '/settings' });
      await expect(settingsCard(page)).toContainText('Not detected yet');
      expect(await permissionState(page)).toBe('granted');

      await settingsCard(page).getByRole('button', { name: 'Enable Location' }).click();
      // Granted: no dialog, a precise location at once.
      await expectNotice(
        page,
        'Location Updated!',
        /France · \d+% confidence · GPS \/ precise location/,
        SERVER_ANSWER,
      );
      await expect(permissionDialog(page)).toHaveCount(0);
      const details = page.getByTestId('detected-location');
      await expect(details).toContainText('Paris, France');
      await expect(details).toContainText('GPS / precise location');
      await expect(details).toContainText('Last updated');

      const location = await storedLocation(page);
      expect(location).toMatchObject({ country: 'France', countryCode: 'FR', method: 'coordinates' });
      expect(location.hasCoordinates).toBe(true);

      await page.reload();
      await expect(page.getByTestId('detected-location')).toContainText('Paris, France');
      await expect(page.getByTestId('detected-location')).toContainText('GPS / precise location');
      await expectNoAxeViolations(page);
    });

    test('the dashboard card enables location, says so, and hides 2 seconds later', async ({ page }) => {
      await signIn(page, uniqueEmail('loc-card'));
      await expect(promptCard(page)).toBeVisible();
      await expectNoAxeViolations(page);
      // How long "Location enabled" stays, timed in the page by a DOM observer: the test's own polling lags on a
      // loaded machine, long enough to miss a card that is shown for 2 seconds.
      const shownFor = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let shownAt = 0;
            const check = () => {
              const card = document.querySelector('[data-testid="location-prompt-card"]');
              const heading = card?.querySelector('#location-prompt-title');
              if (!shownAt && heading?.textContent === 'Location enabled') shownAt = performance.now();
              if (shownAt && !card) {
                observer.disconnect();
                resolve(performance.now() - shownAt);
              }
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          }),
      );
      await promptCard(page).getByRole('button', { name: 'Enable Location' }).click();
      await expectNotice(page, 'Location Updated!', 'France', SERVER_ANSWER);
      await expect(promptCard(page)).toHaveCount(0, { timeout: 10_000 });
      expect(await shownFor).toBeGreaterThan(1_900);

      // A country is known now: the card does not come back.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('usage-meter')).toBeVisible();
      await expect(promptCard(page)).toHaveCount(0);
    });
  });

  test.describe('with geolocation blocked for the site', () => {
    test.use({ geolocation: PARIS });

    test('"Enable Location" shows the error notice, no dialog, and sends nothing', async ({ page, context }) => {
      await signIn(page, uniqueEmail('loc-denied'));
      await denyGeolocation(context, page);
      await page.goto('/settings');
      expect(await permissionState(page)).toBe('denied');

      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/user/location')) sent.push(request.method());
      });
      await settingsCard(page).getByRole('button', { name: 'Enable Location' }).click();
      await expectNotice(page, 'Location Access Blocked', 'blocked in your browser settings');
      await expect(permissionDialog(page)).toHaveCount(0);
      await expect(settingsCard(page)).toContainText('Not detected yet');
      expect(sent).toEqual([]);
    });
  });

  test.describe('before the browser has been asked', () => {
    test.use({ geolocation: PARIS, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

    test('the dialog explains, and "Not Now" skips', async ({ page }) => {
      await signIn(page, uniqueEmail('loc-prompt'), 'Ann', 'Lee', { landOn: '/settings' });
      expect(await permissionState(page)).toBe('prompt');

      await settingsCard(page).getByRole('button', { name: 'Enable Location' }).click();
      await expect(permissionDialog(page)).toBeVisible();
      await expect(permissionDialog(page)).toContainText('Local date ideas');
      await expect(permissionDialog(page)).toContainText('Your day');
      await expectNoAxeViolations(page);
      await permissionDialog(page).getByRole('button', { name: 'Not Now' }).click();
      // The notice first: it closes by itself after 5 s.
      await expectNotice(page, 'Location Skipped', 'You can enable location access anytime in settings');
      await expect(permissionDialog(page)).toHaveCount(0);
      await expect(settingsCard(page)).toContainText('Not detected yet');
    });

    // A test of its own: the first location answer can take seconds on a busy machine (SERVER_ANSWER).
    test('"Allow Location" asks the browser, then finds France', async ({ page, context }) => {
      await signIn(page, uniqueEmail('loc-allow'), 'Ann', 'Lee', { landOn: '/settings' });
      expect(await permissionState(page)).toBe('prompt');
      await settingsCard(page).getByRole('button', { name: 'Enable Location' }).click();
      await expect(permissionDialog(page)).toBeVisible();
      // The person says yes when the browser asks.
      await context.grantPermissions(['geolocation']);
      await permissionDialog(page).getByRole('button', { name: 'Allow Location' }).click();
      await expectNotice(page, 'Location Updated!', 'France · ', SERVER_ANSWER);
      await expect(page.getByTestId('detected-location')).toContainText('GPS / precise location');
    });

    test('Escape closes the dialog like "Not Now", and keyboard users reach every control', async ({ page }) => {
      await signIn(page, uniqueEmail('loc-keys'), 'Ann', 'Lee', { landOn: '/settings' });
      await settingsCard(page).getByRole('button', { name: 'Enable Location' }).focus();
      await page.keyboard.press('Enter');
      await expect(permissionDialog(page)).toBeVisible();
      await expect(permissionDialog(page).getByRole('button', { name: 'Not Now' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(permissionDialog(page).getByRole('button', { name: 'Allow Location' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expectNotice(page, 'Location Skipped');
      await expect(permissionDialog(page)).toHaveCount(0);
      await expect(settingsCard(page).getByRole('button', { name: 'Enable Location' })).toBeFocused();
    });

    test('when the browser refuses after "Allow": the fallback finds India from the time zone', async ({
      page,
      context,
    }) => {
      await signIn(page, uniqueEmail('loc-fallback'), 'Ann', 'Lee', { landOn: '/settings' });
      await settingsCard(page).getByRole('button', { name: 'Enable Location' }).click();
      await expect(permissionDialog(page)).toBeVisible();
      // The person says no when the browser asks.
      await denyGeolocation(context, page);
      await permissionDialog(page).getByRole('button', { name: 'Allow Location' }).click();
      await expectNotice(page, 'Location Update Failed', 'Could not obtain precise location. Using fallback methods.');
      const details = page.getByTestId('detected-location');
      await expect(details).toContainText('India', SERVER_ANSWER);
      await expect(details).not.toContainText('GPS / precise location');
      const location = await storedLocation(page);
      expect(location).toMatchObject({ countryCode: 'IN', hasCoordinates: false });
    });

    test('the dashboard card: "Maybe later" lasts the session', async ({ page }) => {
      await signIn(page, uniqueEmail('loc-later'));
      await expect(promptCard(page)).toBeVisible();
      await promptCard(page).getByRole('button', { name: 'Maybe later' }).click();
      await expect(promptCard(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('usage-meter')).toBeVisible();
      await expect(promptCard(page)).toHaveCount(0);
    });

    test('the dashboard card: the close button dismisses it, and nothing is sent', async ({ page }) => {
      await signIn(page, uniqueEmail('loc-close'), 'Ann', 'Lee', { landOn: null });
      // Playwright's clock in the page, so the test can move time past the updater's timers (2 s and 5 s).
      await page.clock.install();
      await page.goto('/');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/user/location')) sent.push(request.method());
      });
      await expect(promptCard(page)).toBeVisible();
      await promptCard(page).getByRole('button', { name: 'Close location prompt' }).click();
      await expect(promptCard(page)).toHaveCount(0);
      // Nothing was sent: no location, so the background updater stays quiet too.
      await page.clock.runFor(5_500);
      // One round trip from the page after the timers fired, for anything they started to get there first.
      await page.evaluate(() => fetch('/api/health'));
      expect(sent).toEqual([]);
      expect((await storedLocation(page)).updatedAt).toBeNull();
    });

    test('the dashboard card opens the dialog; "Not Now" keeps the card', async ({ page }) => {
      await signIn(page, uniqueEmail('loc-card-prompt'));
      await promptCard(page).getByRole('button', { name: 'Enable Location' }).click();
      await expect(permissionDialog(page)).toBeVisible();
      await permissionDialog(page).getByRole('button', { name: 'Not Now' }).click();
      await expectNotice(page, 'Location Skipped');
      await expect(promptCard(page)).toBeVisible();
    });
  });
});
