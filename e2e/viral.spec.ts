import {
  expect,
  expectNoAxeViolations,
  signIn,
  subscribeThroughApi,
  test,
  uniqueEmail,
  expectNotice,
} from './fixtures';

/** Viral Features and Viral Content Creator (spec 000 §2.16): placeholders whose actions only show notices. */

const tabs = [
  { name: 'Challenges', first: '7-Day Opener Streak', action: 'Join Challenge' },
  { name: 'Referrals', first: 'Bring a Wingmate', action: 'Invite Friends' },
  { name: 'Content', first: 'First Date Story', action: 'Create Post' },
  { name: 'Achievements', first: 'Conversation Starter', action: 'View Badge' },
];

test.describe('Viral Features', () => {
  // Viral Features and the Content Creator in two tests (one took 19 s on a busy machine, three axe scans).
  test('tabs, a notice, the leaders and the share fallback', async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    // A browser without a share sheet: the button copies the link instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await signIn(page, uniqueEmail('viral'));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Viral Features' }).first().click();
    await expect(page).toHaveURL(/\/viral-features$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viral Features');
    await expect(page).toHaveTitle('Viral Features · Datewise');
    const stats = page.getByRole('region', { name: 'Your stats' });
    await expect(stats).toContainText('Not ranked');
    await expect(stats).not.toContainText('892');
    await expect(page.getByText(/your own figures start at zero/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscription');
    await expectNoAxeViolations(page);

    // One tab at a time, Challenges first.
    await expect(page.getByRole('tab', { name: 'Challenges' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab.name }).click();
      await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 3, name: tab.first })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${tab.action}: `) }).first()).toBeVisible();
      await expect(page.getByRole('progressbar').first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3, name: '7-Day Opener Streak' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Keyboard: the arrow keys move between tabs.
    await page.getByRole('tab', { name: 'Achievements' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Challenges' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Challenges' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Join Challenge: Real-Life Date Month' }).click();
    await expectNotice(
      page,
      'Feature Coming Soon!',
      'Real-Life Date Month will be available in the next update. Stay tuned!',
    );

    const leaders = page.getByRole('region', { name: 'Viral Leaders' }).getByRole('listitem');
    await expect(leaders).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Viral Leaders' }).getByText('Preview: sample data')).toBeVisible();
    await expect(leaders.filter({ hasText: 'You' })).toHaveCount(1);
    await expect(leaders.filter({ hasText: 'You' })).toContainText('0 points');
    await expect(leaders.filter({ hasText: '892' })).toContainText('#47');

    await page.getByRole('button', { name: 'Share Datewise' }).click();
    await expectNotice(page, 'Link Copied!', 'Share link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(origin);
  });

  test('the content creator: templates, tools, stories, its notices and the way back', async ({ page }) => {
    await signIn(page, uniqueEmail('viral-creator'), 'Ann', 'Lee', { landOn: '/viral-features' });
    await page.getByRole('link', { name: 'Open Content Creator' }).click();
    await expect(page).toHaveURL(/\/viral-content-creator$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viral Content Creator');
    await expect(page).toHaveTitle('Viral Content Creator · Datewise');
    await expect(page.getByTestId('template-card')).toHaveCount(6);
    await expect(page.getByTestId('creation-tool')).toHaveCount(4);
    await expect(page.getByTestId('creator-story')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Use Template: First Date POV' }).click();
    await expectNotice(
      page,
      'Template Coming Soon!',
      'First Date POV template will be available in the next update. Stay tuned!',
    );
    await page.getByRole('button', { name: 'Download the Green Flags Only template' }).click();
    await expectNotice(
      page,
      'Template Coming Soon!',
      'Green Flags Only template will be available in the next update. Stay tuned!',
    );
    await page.getByRole('button', { name: 'Try Caption Writer' }).click();
    await expectNotice(
      page,
      'Template Coming Soon!',
      'Caption Writer template will be available in the next update. Stay tuned!',
    );

    // Back links: to Viral Features, then home.
    await page.getByRole('link', { name: 'Back to Viral Features' }).click();
    await expect(page).toHaveURL(/\/viral-features$/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('uses the device share sheet when the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await signIn(page, uniqueEmail('viral-share'), 'Ann', 'Lee', { landOn: '/viral-features' });
    await page.getByRole('button', { name: 'Share Datewise' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([expect.objectContaining({ title: 'Datewise', url: new URL(page.url()).origin })]);
    await expect(page.getByRole('status').filter({ hasText: 'Link Copied!' })).toHaveCount(0);
  });

  test('the Upgrade to Premium link opens the plans', async ({ page }) => {
    await signIn(page, uniqueEmail('viral-upgrade'), 'Ann', 'Lee', { landOn: '/viral-features' });
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });
});

test.describe('Viral Features is an honest preview', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px: sample data marked, zeros for a new member, never their name, no upsell for Premium`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await signIn(page, uniqueEmail('viral-honest'), 'Priya', 'Shah', { landOn: '/viral-features' });
      const stats = page.getByRole('region', { name: 'Your stats' });
      await expect(stats).toContainText('Viral points0');
      await expect(stats).toContainText('Achievements0');
      await expect(stats).toContainText('Not ranked');
      const leaders = page.getByRole('region', { name: 'Viral Leaders' });
      await expect(leaders.getByText('Preview: sample data')).toBeVisible();
      await expect(leaders).not.toContainText('Priya');
      await expect(leaders.getByRole('listitem').last()).toContainText('You');
      await expect(leaders.getByRole('listitem').last()).toContainText('0 points');
      await expect(page.getByRole('tabpanel').getByText('Preview: sample data')).toBeVisible();
      await expect(page.getByRole('article', { name: '7-Day Opener Streak' })).toContainText('Your progress0/7');
      await expect(page.getByRole('heading', { name: 'Go further with Premium' })).toBeVisible();
      await expectNoAxeViolations(page);

      await subscribeThroughApi(page, baseURL!);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Viral Features' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Viral Leaders' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Go further with Premium' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
    });
  }
});
