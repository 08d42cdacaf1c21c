import type Tesseract from 'tesseract.js';
import { decodeScreenshot, sliceScreen, textOnWhite } from './decode-screenshot';
import { rebuildConversation, type Bubble } from './rebuild-conversation';
import { screenTextOf } from './screen-text';

/**
 * Screenshots (upload bytes, in order) to the bubbles each one shows, with every pixel step in between: decoded one
 * at a time, read slice by slice, so what is held at once is one capped screenshot and one slice's OCR. Runs in a
 * reader thread (reader-thread.ts), never on the request thread.
 */
export async function readScreens(ocr: Tesseract.Worker, images: readonly Buffer[]): Promise<Bubble[][]> {
  const screens: Bubble[][] = [];
  for (const image of images) {
    const bubbles: Bubble[] = [];
    // Slices are cut between bubbles, so one screenshot's slices follow each other without overlap.
    for (const slice of sliceScreen(await decodeScreenshot(image))) {
      // tesseract.js rejects with a bare string: made an Error here, so it is logged as one (a 500).
      const { data } = await ocr
        .recognize(textOnWhite(slice), {}, { blocks: true, text: false })
        .catch((reason: unknown) => {
          throw new Error(`OCR failed: ${String(reason)}`);
        });
      bubbles.push(...rebuildConversation(screenTextOf(slice, data)));
    }
    screens.push(bubbles);
  }
  return screens;
}
