import { expect, signIn, test, uniqueEmail } from './fixtures';

/** The coach on a language model (a fake provider streaming at 60 tokens a second; e2e/global-setup.ts). */
test.use({ baseURL: process.env.E2E_MODEL_URL });

test.describe('Profile Coach on a language model', () => {
  test('the answer appears progressively: criteria first, then the score, then the suggestions', async ({ page }) => {
    await signIn(page, uniqueEmail('stream'), 'Ann', 'Lee', { landOn: '/profile-coach' });
    await page.getByLabel('Your current bio').fill('I love to laugh. Climbing on Sundays, dumplings after.');
    // The stages are recorded in the page as they are drawn: the test's own polling lags on a loaded machine, long
    // enough to miss a stage that lasts five seconds.
    const stages = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const note = (stage: string) => seen.at(-1) !== stage && seen.push(stage);
          const check = () => {
            const heading = [...document.querySelectorAll('h2')].map((h) => h.textContent);
            const pending = document.querySelector('[data-testid="score-pending"]');
            const score = document.querySelector('[data-testid="profile-score"]');
            if (heading.includes('Your results are coming in...')) {
              if (pending?.textContent?.includes('of 8 criteria judged so far') && !score) note('criteria');
              if (score?.textContent?.includes('/10') && !pending) note('score while streaming');
            }
            if (heading.includes('Your results') && score) {
              note('done');
              observer.disconnect();
              resolve(seen);
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await page.getByRole('button', { name: 'Analyze My Profile' }).click();

    // While the criteria stream (about five seconds at 60 tokens a second) the score waits for all eight; once every
    // criterion is judged the score shows while the suggestions are still being written; then the whole answer.
    expect(await stages).toEqual(['criteria', 'score while streaming', 'done']);
    await expect(page.getByText('Leading with the Sunday climbing gym')).toBeVisible();

    // Then the whole answer: the score, the improved bio with its buttons, no offline label.
    await expect(page.getByRole('heading', { name: 'Your results', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('profile-score')).toContainText('/10');
    await expect(page.getByTestId('improved-bio')).toContainText('Tell me your go-to order?');
    await expect(page.getByRole('button', { name: 'Copy Improved Bio' })).toBeVisible();
    await expect(page.getByTestId('coach-source')).toHaveCount(0);
  });

  test('a provider outage still gives an answer, labelled as the offline coach and free', async ({ page }) => {
    await signIn(page, uniqueEmail('outage'), 'Ann', 'Lee', { landOn: '/profile-coach' });
    await page
      .getByLabel('Your current bio')
      .fill('provider-outage: nurse in Leeds, weekend hiker with 14 peaks done. I bake sourdough on Sundays.');
    await page.getByRole('button', { name: 'Analyze My Profile' }).click();
    // This server's first offline answer warms the offline coach (a third of a second idle, many times that on a
    // busy machine).
    await expect(page.getByRole('heading', { name: 'Your results', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('profile-score')).toContainText('/10');
    await expect(page.getByTestId('coach-source')).toContainText('Offline coach');
    await expect(page.getByTestId('coach-source')).toContainText('This answer was free.');
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user.dailyUsage).toBe(0);
  });
});
