import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../http/errors';
import { startOcrEngine } from './ocr-engine';
import { readScreens } from './read-screens';
import type { ThreadReply, ThreadRequest } from './reader-thread-handle';

/**
 * A reader thread (issue 28): it owns one tesseract worker and does all of a reading's pixel work, decoding
 * included, so the request thread only sends the upload's bytes and gets the bubbles back. One reading at a time.
 */
const port = parentPort!;
const ocr = await startOcrEngine();

port.on('message', ({ id, images }: ThreadRequest) => {
  const bytes = images.map((image) => Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  readScreens(ocr, bytes).then(
    (screens) => port.postMessage({ type: 'done', id, screens } satisfies ThreadReply),
    (error: unknown) => {
      const failure =
        error instanceof HttpError
          ? { message: error.message, statusCode: error.statusCode, code: error.code }
          : { message: error instanceof Error ? error.message : String(error) };
      port.postMessage({ type: 'failed', id, error: failure } satisfies ThreadReply);
    },
  );
});
port.postMessage({ type: 'ready' } satisfies ThreadReply);
