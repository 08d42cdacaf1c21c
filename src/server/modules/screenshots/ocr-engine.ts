import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';

/** The English LSTM model from the registry package, read from disk: tesseract.js fetches nothing. */
const LANG_PATH = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** A tesseract worker (its own thread, WebAssembly engine and English model) set up to read chat screens. */
export async function startOcrEngine(): Promise<Tesseract.Worker> {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    // 'none': never read or write a cached copy of the model (the default writes eng.traineddata to the working
    // directory).
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a failed job's error from its message listener: an uncaught exception.
    // The job's own promise rejects as well, which is where the reading hears of it; the worker stays usable.
    errorHandler: () => undefined,
  });
  // 3: tesseract finds the blocks itself (bubbles sit apart; a single block would run them together).
  await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, user_defined_dpi: '300' });
  return worker;
}
