import type { ConversationLine } from '../../../shared/conversation';
import {
  CONVERSATION_LINE_MAX,
  CONVERSATION_LINES_MAX,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOTS_MAX,
} from '../../../shared/conversation';
import { checkImageCount, type ImageUploadForm } from '../../http/image-upload';
import { decodeScreenshot, textOnWhite } from './decode-screenshot';
import { mergeScreenshots } from './merge-screenshots';
import { createOcrPool, type OcrPoolOptions } from './ocr-pool';
import { rebuildConversation } from './rebuild-conversation';
import { screenTextOf } from './screen-text';

/**
 * Chat screenshots to the conversation they show, offline: decoded with sharp (in libuv's threads), read by
 * tesseract in worker threads, rebuilt into bubbles and merged. The images and their text stay in memory and are
 * never logged.
 */
export interface ScreenshotReader {
  /**
   * The conversation on these screenshots (upload bytes, 1 to 3, in order), each bubble once: `[]` when they show
   * none. Throws an HttpError: 400 for a file that is not a whole PNG, JPEG or WebP under the pixel limit, 429 when
   * too many readings wait, 503 past the time limit; the signal's reason when it aborts while the reading waits.
   */
  read(images: readonly Buffer[], signal?: AbortSignal): Promise<ConversationLine[]>;
  /** Stops the workers (a later read is refused). */
  close(): Promise<void>;
}

export type ScreenshotReaderOptions = OcrPoolOptions;

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
  const pool = createOcrPool(options);
  return {
    async read(images, signal) {
      // The route's upload reader enforces the same rules while reading; the reader holds to them whoever calls it.
      checkImageCount(images, SCREENSHOTS_FORM);
      // Decoding runs while the reading waits for a worker; a bad file fails before any OCR.
      const decoded = Promise.all(images.map((image) => decodeScreenshot(image)));
      const screens = await pool.run(
        decoded,
        async (worker, pixels) => {
          const read = [];
          for (const screen of pixels) {
            // tesseract.js rejects with a bare string: made an Error here, so it is logged as one (a 500).
            const { data } = await worker
              .recognize(textOnWhite(screen), {}, { blocks: true, text: false })
              .catch((reason: unknown) => {
                throw new Error(`OCR failed: ${String(reason)}`);
              });
            read.push(rebuildConversation(screenTextOf(screen, data)));
          }
          return read;
        },
        signal,
      );
      return fitLines(mergeScreenshots(screens));
    },
    close: () => pool.close(),
  };
}
