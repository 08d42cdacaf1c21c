import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { chatScreens } from '../src/test/server/chat-screens/conversations';
import { chatScreenHtml } from '../src/test/server/chat-screens/mockup';
import { expect, expectNotice, signIn, test, uniqueEmail } from './fixtures';

/**
 * Issue 17's journey: a screenshot of a chat pasted into Help Me Reply, read by the server (OCR, offline), one line
 * corrected by the user, replies generated to the conversation and one copied. The screenshot is a Bumble-style
 * chat rendered from an HTML mock-up, as the server's tests make them.
 */
async function chatScreenshot(): Promise<{ png: Buffer; lastOfTheirs: string }> {
  const fixture = chatScreens.find((chat) => chat.name === 'bumble-light')!;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({
      viewport: { width: fixture.device.width, height: fixture.device.height },
      deviceScaleFactor: fixture.device.scale,
    });
    await page.setContent(chatScreenHtml(fixture, fixture.screens[0]!));
    const lines = fixture.screens[0]!.flatMap((item) => (item.kind === 'message' ? [item] : []));
    return { png: await page.screenshot(), lastOfTheirs: lines.findLast((line) => line.from === 'them')!.text };
  } finally {
    await browser.close();
  }
}

test('paste a chat screenshot, correct a line, generate replies, copy one', async ({ page, context, baseURL }) => {
  // The first reading of a server starts its OCR worker (the English model loaded into WebAssembly): on a loaded
  // 2-core machine that was seen to take longer than the 15 s an expectation waits by default.
  test.setTimeout(120_000);
  const { png, lastOfTheirs } = await chatScreenshot();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, uniqueEmail('screenshot'), 'Sam', 'Rivera', { landOn: '/message-helper' });
  await page.getByRole('tab', { name: 'Help Me Reply' }).click();

  // Pasted as a phone's or a desktop's clipboard holds it: an image file, anywhere on the tab.
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, png.toString('base64'));
  await expect(page.getByRole('button', { name: 'Remove screenshot 1' })).toBeVisible();
  await expect(page.getByText('Reading is free.')).toBeVisible();

  await page.getByRole('button', { name: 'Read conversation' }).click();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  const lines = conversation.getByRole('listitem');
  expect(await lines.count()).toBeGreaterThanOrEqual(4);
  // The last line of theirs was read as theirs, word for word.
  const theirs = conversation.getByRole('textbox', { name: /Them$/ });
  await expect(theirs.last()).toHaveValue(lastOfTheirs);

  // Nothing was charged for reading.
  await expect(page.getByTestId('allowance-note')).toHaveText('3 of 3 free requests left today');

  // The user corrects a line: a word of their last message.
  const corrected = `${lastOfTheirs} Also, what's your go-to order?`;
  await theirs.last().fill(corrected);
  await expect(theirs.last()).toHaveValue(corrected);

  const requests: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai/generate-messages')) requests.push(request.postDataJSON());
  });
  await page.getByRole('button', { name: 'Generate Messages' }).click();
  const cards = page.getByTestId('message-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  expect(requests[0]).toMatchObject({
    mode: 'reply',
    conversation: expect.arrayContaining([{ from: 'them', text: corrected }]),
  });
  await expect(page.getByTestId('allowance-note')).toHaveText('2 of 3 free requests left today');

  // "what's your go-to order?" is the user's to answer: the reply leaves a gap, and Copy asks for the words first.
  const first = cards.first();
  await expect(first.getByTestId('fill-in-fields')).toBeVisible();
  await first.getByRole('button', { name: 'Copy' }).click();
  await expectNotice(page, 'Fill in the gap first');
  await first.getByRole('textbox', { name: 'your answer' }).fill('a flat white');
  await expect(first.locator('p').first()).toContainText('a flat white');
  await first.getByRole('button', { name: 'Copy' }).click();
  await expectNotice(page, 'Copied!');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await first.locator('p').first().textContent());
});
