import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../../../playwright.config';
import { chatScreenHtml } from './mockup';
import { chatScreens, type ChatScreenFixture } from './conversations';

/** A fixture's screenshots as PNG bytes, in order, and where they were written. */
export interface RenderedChat {
  fixture: ChatScreenFixture;
  images: Buffer[];
  files: string[];
}

let rendering: Promise<RenderedChat[]> | undefined;

/**
 * Every chat screen rendered with Chromium to PNG at the device's size and scale, once per process (the tests of a
 * run share it), into a folder in the system's temporary directory. Throws when a screen's rows do not fit on it,
 * since the ground truth is every row.
 */
export function renderChatScreens(): Promise<RenderedChat[]> {
  rendering ??= renderAll(chatScreens);
  return rendering;
}

async function renderAll(fixtures: ChatScreenFixture[]): Promise<RenderedChat[]> {
  // One folder, rewritten by every run (the tests read the bytes in memory; the files are there to look at).
  const folder = path.join(os.tmpdir(), 'datewise-chat-screens');
  await fs.mkdir(folder, { recursive: true });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const rendered: RenderedChat[] = [];
    for (const fixture of fixtures) {
      const page = await browser.newPage({
        viewport: { width: fixture.device.width, height: fixture.device.height },
        deviceScaleFactor: fixture.device.scale,
      });
      const images: Buffer[] = [];
      const files: string[] = [];
      for (const [i, items] of fixture.screens.entries()) {
        await page.setContent(chatScreenHtml(fixture, items, fixture.scrolled?.[i]));
        const overflows = await page.$eval('#messages', (main) => main.scrollHeight > main.clientHeight + 1);
        if (overflows) throw new Error(`${fixture.name}: screen ${i + 1} does not fit on the phone`);
        const file = path.join(folder, `${fixture.name}-${i + 1}.png`);
        images.push(await page.screenshot({ path: file, type: 'png' }));
        files.push(file);
      }
      await page.close();
      rendered.push({ fixture, images, files });
    }
    return rendered;
  } finally {
    await browser.close();
  }
}
