import type { ConversationLine } from '../../../shared/conversation';
import {
  CONVERSATION_LINE_MAX,
  CONVERSATION_LINES_MAX,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOTS_MAX,
} from '../../../shared/conversation';
import { checkImageCount, type ImageUploadForm } from '../../http/image-upload';
import { MAX_WORKING_HEIGHT, probeScreenshot, WORKING_WIDTH } from './decode-screenshot';
import { mergeScreenshots } from './merge-screenshots';
import { createOcrPool, type OcrPoolOptions } from './ocr-pool';

/**
 * Chat screenshots to the conversation they show, offline: measured from their headers, let in by what they cost,
 * then decoded, read by tesseract and rebuilt into bubbles in a reader thread, and merged. The images and their text
 * stay in memory and are never logged.
 */
export interface ScreenshotReader {
  /**
   * The conversation on these screenshots (upload bytes, 1 to 3, in order), each bubble once: `[]` when they show
   * none. Throws an HttpError: 400 for a file that is not a whole PNG, JPEG or WebP under the pixel limit, 429 when
   * too many readings wait, 503 past the time limit; the signal's reason when it aborts while the reading waits.
   */
  read(images: readonly Buffer[], signal?: AbortSignal): Promise<ConversationLine[]>;
  /**
   * What reading these would cost, in megapixels at the working width, from their headers alone (no pixel is
   * decoded); throws the same 400 as `read` for a file that is not a screenshot.
   */
  measure(images: readonly Buffer[]): Promise<number>;
  /** Stops the workers (a later read is refused). */
  close(): Promise<void>;
}

export type ScreenshotReaderOptions = Omit<OcrPoolOptions, 'megapixels'> & { megapixels?: number };

/** The most one reading can cost: three screenshots, each at the working width and the height cap (18.7 MP). */
export const READING_MAX_MEGAPIXELS = (SCREENSHOTS_MAX * WORKING_WIDTH * MAX_WORKING_HEIGHT) / 1e6;

/**
 * What each reader thread may have running and waiting, by default: two of the largest readings. One such reading of
 * blank pages took a thread about 4 s on a loaded two-core machine (docs/operations.md, "Screenshot bursts"), so
 * what is let in is read well within the 30 s limit.
 */
const MEGAPIXELS_PER_WORKER = 2 * READING_MAX_MEGAPIXELS;

/** What reading these screenshots would cost, in megapixels at the working width (headers only). */
export async function measureScreenshots(images: readonly Buffer[]): Promise<number> {
  let pixels = 0;
  // One at a time: a header read is cheap, and a bad file stops the rest.
  for (const image of images) {
    const { width, height } = await probeScreenshot(image);
    pixels += width * height;
  }
  return pixels / 1e6;
}

/** The upload of API.md: one to three files in the field `screenshots`, 5 MB each. */
export const SCREENSHOTS_FORM: ImageUploadForm = {
  field: 'screenshots',
  maxFiles: SCREENSHOTS_MAX,
  maxBytes: SCREENSHOT_MAX_BYTES,
};

/** Lines as the API gives them, whoever read them: the newest CONVERSATION_LINES_MAX, each within the line limit. */
export function fitLines(lines: readonly ConversationLine[]): ConversationLine[] {
  return lines
    .map(({ from, text }) => ({ from, text: text.slice(0, CONVERSATION_LINE_MAX).trim() }))
    .filter((line) => line.text.length > 0)
    .slice(-CONVERSATION_LINES_MAX);
}

export function createScreenshotReader(options: ScreenshotReaderOptions): ScreenshotReader {
  const pool = createOcrPool({
    ...options,
    megapixels: options.megapixels ?? Math.max(1, options.workers) * MEGAPIXELS_PER_WORKER,
  });
  // Readings are measured one after another, so they are let in (or refused) in the order they arrived.
  let lastMeasured: Promise<unknown> = Promise.resolve();
  return {
    async read(images, signal) {
      // The route's upload reader enforces the same rules while reading; the reader holds to them whoever calls it.
      checkImageCount(images, SCREENSHOTS_FORM);
      // A bad file fails here, before the reading takes a place; nothing is decoded before it has one.
      const measured = lastMeasured.then(() => measureScreenshots(images));
      lastMeasured = measured.catch(() => undefined);
      const megapixels = await measured;
      const screens = await pool.run(megapixels, (thread) => thread.read(images), signal);
      return fitLines(mergeScreenshots(screens));
    },
    measure: measureScreenshots,
    close: () => pool.close(),
  };
}
