import {
  expect,
  expectNoAxeViolations,
  expectNotice,
  expectToastAccessible,
  signIn,
  test,
  uniqueEmail,
} from './fixtures';

/** Issue 19, step 1: "I sent this" on a generated message, and what came of it, from the tool, Saved and home. */
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('send a message, see it wait on home and in Saved, record a reply; "No reply" waits three days', async ({
      page,
    }) => {
      // A long journey with four accessibility scans: 13 s on a quiet machine, past a minute on a loaded one.
      test.slow();
      await signIn(page, uniqueEmail('outcomes'), 'Ann', 'Lee', { landOn: '/message-helper' });
      await page
        .getByLabel('Tell me about your match')
        .fill('Loves bouldering, has a greyhound called Pip, just back from Lisbon');
      await page.getByRole('button', { name: 'Generate Messages' }).click();
      const card = page.getByTestId('message-card').first();
      const text = (await card.locator('p').first().textContent())!;
      const sent = card.getByRole('button', { name: 'I sent this' });
      await expect(sent).toHaveAttribute('aria-pressed', 'false');
      await sent.click();
      await expect(sent).toHaveAttribute('aria-pressed', 'true');
      await expectNotice(page, 'Marked as sent', 'Say how it went in Saved');
      await expectToastAccessible(page);
      // Saved too, so it can be marked from Saved later.
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(card.getByRole('button', { name: 'Saved' })).toBeVisible();

      await page.goto('/');
      const waiting = page.getByTestId('outcomes-card');
      await expect(waiting).toContainText('1 message you sent is waiting for an outcome');
      await expectNoAxeViolations(page);
      await waiting.getByRole('link', { name: 'Record outcomes' }).click();
      await expect(page).toHaveURL(/\/saved$/);

      const section = page.getByTestId('sent-messages');
      await expect(section).toContainText('1 message waiting');
      const row = section.getByTestId('sent-message');
      await expect(row).toContainText(text.trim());
      await expect(row).toContainText(/estimated \d+% chance of a reply/);
      // Too early for "No reply": a reply may still come.
      await expect(row.getByRole('button', { name: 'No reply' })).toBeDisabled();
      await expect(row).toContainText('“No reply” opens on');
      // The saved copy knows it was sent.
      const savedCopy = page.getByTestId('saved-item').first();
      await expect(savedCopy.getByRole('button', { name: 'I sent this' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);

      const reply = row.getByRole('button', { name: 'Got a reply' });
      await reply.click();
      await expect(reply).toHaveAttribute('aria-pressed', 'true');
      await expect(section).toContainText('Every outcome recorded.');
      await page.reload();
      await expect(page.getByTestId('sent-message').getByRole('button', { name: 'Got a reply' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('outcomes-card')).toHaveCount(0);

      // Progress: one outcome is too few for a rate; today counts for the streak.
      await page.goto('/progress');
      await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
      await expect(page.getByTestId('reply-rate')).toContainText(
        'Too few to tell yet: 1 outcome recorded, a rate needs at least 5.',
      );
      await expect(page.getByText(/1 day in a row/)).toBeVisible();
      const byStyle = page.getByRole('figure', { name: 'By style' });
      await byStyle.getByText('Show as a table').click();
      await expect(byStyle.getByRole('row', { name: /Playful/ })).toContainText('Too few to tell');
      await expect(byStyle.getByRole('row', { name: /Playful/ })).toContainText('1 of 1');
      await expectNoAxeViolations(page);

      // Taking "I sent this" back removes it from the list.
      await page.goto('/saved');
      await page.getByTestId('sent-message').getByRole('button', { name: 'I did not send it' }).click();
      await expect(page.getByTestId('sent-messages')).toHaveCount(0);
      await expect(page.getByTestId('saved-item').first().getByRole('button', { name: 'I sent this' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  });
}

test('"I\'m using this bio now" keeps dated versions with their scores on Progress', async ({ page }) => {
  await signIn(page, uniqueEmail('versions'), 'Ann', 'Lee', { landOn: '/progress' });
  await expect(page.getByText('Nothing recorded yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Open Profile Coach' }).click();
  await page
    .getByRole('textbox', { name: 'Your current bio' })
    .fill('I like hiking and food. Looking for someone nice. Message me if you want.');
  await page.getByRole('button', { name: 'Analyze My Profile' }).click();
  // One action adopts the edit; a fill-in, if the edit has one, is completed first (once the result is in).
  await expect(page.getByTestId('improved-bio')).toBeVisible();
  for (const field of await page.getByTestId('fill-in-fields').getByRole('textbox').all()) await field.fill('the pier');
  await page.getByRole('button', { name: "I'm using this bio now" }).click();
  await expectNotice(page, 'Kept on Progress', /scores \d+(\.5)?\/10 by the published rubric/);
  await expect(page.getByRole('button', { name: 'Kept on Progress' })).toBeVisible();
  const kept = (await page.getByTestId('score-change').textContent())!.match(/→\s*(\d+(\.\d)?)/)![1]!;

  await page.goto('/progress');
  const versions = page.getByTestId('profile-version');
  await expect(versions).toHaveCount(1);
  await expect(versions.nth(0)).toContainText('the improved bio');
  // The score beside the edit on the Coach is the one Progress keeps.
  await expect(versions.nth(0)).toContainText(`${kept}/10`);
  await expectNoAxeViolations(page);
  await versions
    .nth(0)
    .getByRole('button', { name: /^Delete the version of/ })
    .click();
  await expect(versions).toHaveCount(0);
});
