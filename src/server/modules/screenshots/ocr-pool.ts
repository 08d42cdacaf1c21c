import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { HttpError } from '../../http/errors';

/**
 * Tesseract workers (each a worker thread with its own WebAssembly engine and English model), shared by every
 * reading: at most `workers` readings at once, at most `queueMax` waiting behind them, each with a deadline.
 * Workers start on the first reading and stop after some idle minutes, so a server that never reads a screenshot
 * never loads the model (its memory: docs/operations.md, "Reading chat screenshots").
 */

export interface OcrPoolOptions {
  workers: number;
  queueMax: number;
  timeoutMs: number;
  /** Workers stop after this long without a reading. */
  idleMs?: number;
}

export interface OcrPool {
  /**
   * Runs `task` on a free worker, after `ready` (work done while waiting, such as decoding). Rejects with 429 when
   * `queueMax` readings already wait, 503 when the whole reading, waiting included, passes the time limit (the
   * worker it held is replaced: it may be stuck), and the signal's reason when the signal aborts before the task
   * starts.
   */
  run<P, T>(
    ready: Promise<P>,
    task: (worker: Tesseract.Worker, prepared: P) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T>;
  /** Workers started and not stopped (for the figures and the tests). */
  started(): number;
  close(): Promise<void>;
}

/** The English LSTM model from the registry package, read from disk: tesseract.js fetches nothing. */
const LANG_PATH = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

const DEFAULT_IDLE_MS = 5 * 60_000;

export const readerBusy = () =>
  new HttpError(
    429,
    'Too many screenshots are being read right now. Please try again in a minute',
    'SCREENSHOT_READER_BUSY',
  );

export const readTimedOut = () =>
  new HttpError(
    503,
    'Reading the screenshot took too long: the server may be busy. Please try again, or type the conversation',
    'SCREENSHOT_READ_TIMEOUT',
  );

const readerClosed = () =>
  new HttpError(503, 'The server is restarting. Please try again in a moment', 'SCREENSHOT_READ_TIMEOUT');

async function startWorker(onError: (error: unknown) => void): Promise<Tesseract.Worker> {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    // 'none': never read or write a cached copy of the model (the default writes eng.traineddata to the working
    // directory).
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a failed job's error from its message listener: an uncaught exception.
    errorHandler: onError,
  });
  // A crashed thread emits 'error'; unheard, that would end the process. Its reading then times out.
  const thread = (worker as unknown as { worker?: NodeJS.EventEmitter }).worker;
  thread?.on('error', onError);
  thread?.on('exit', onError);
  // 3: tesseract finds the blocks itself (bubbles sit apart; a single block would run them together).
  await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, user_defined_dpi: '300' });
  return worker;
}

interface Slot {
  worker: Promise<Tesseract.Worker> | undefined;
  busy: boolean;
}

interface Waiter {
  grant: (slot: Slot) => void;
}

export function createOcrPool(options: OcrPoolOptions): OcrPool {
  const slots: Slot[] = Array.from({ length: Math.max(1, options.workers) }, () => ({
    worker: undefined,
    busy: false,
  }));
  const waiting: Waiter[] = [];
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const stop = (slot: Slot) => {
    const worker = slot.worker;
    slot.worker = undefined;
    // terminate() ends the thread; a job it was running never settles, which the reading's deadline covers.
    void worker?.then((w) => w.terminate()).catch(() => undefined);
  };

  const armIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (slots.every((slot) => !slot.busy)) slots.forEach(stop);
    }, idleMs);
    idleTimer.unref();
  };

  const release = (slot: Slot) => {
    const next = waiting.shift();
    if (next) next.grant(slot);
    else {
      slot.busy = false;
      armIdleTimer();
    }
  };

  const workerOf = (slot: Slot) => {
    if (slot.worker) return slot.worker;
    // A worker that failed to start, or whose thread crashed, is started again by the next reading.
    const forget = () => {
      if (slot.worker === starting) slot.worker = undefined;
    };
    const starting = startWorker(forget);
    starting.catch(forget);
    slot.worker = starting;
    return starting;
  };

  return {
    async run(ready, task, signal) {
      if (closed) throw readerClosed();
      signal?.throwIfAborted();
      const free = slots.find((slot) => !slot.busy);
      if (!free && waiting.length >= options.queueMax) {
        void ready.catch(() => undefined);
        throw readerBusy();
      }
      let held: Slot | undefined;
      let waiter: Waiter | undefined;
      const granted = new Promise<Slot>((resolve) => {
        if (free) {
          free.busy = true;
          held = free;
          resolve(free);
          return;
        }
        waiter = {
          grant: (slot) => {
            held = slot;
            resolve(slot);
          },
        };
        waiting.push(waiter);
      });
      let timer: NodeJS.Timeout | undefined;
      let onAbort: (() => void) | undefined;
      let timedOut = false;
      const limits = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(readTimedOut());
        }, options.timeoutMs);
        onAbort = () => reject(signal?.reason instanceof Error ? signal.reason : new Error('The reading was aborted'));
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      const work = (async () => {
        const prepared = await ready;
        const slot = await granted;
        const worker = await workerOf(slot);
        if (timedOut) throw readTimedOut();
        return task(worker, prepared);
      })();
      // The losing side of the race settles later, unheard.
      work.catch(() => undefined);
      limits.catch(() => undefined);
      try {
        return await Promise.race([work, limits]);
      } finally {
        clearTimeout(timer);
        if (onAbort) signal?.removeEventListener('abort', onAbort);
        if (waiter && !held) waiting.splice(waiting.indexOf(waiter), 1);
        // A reading that ran out of time may have left its worker stuck: a new one takes its place. A reading
        // dropped by its signal while running lets its task finish first, then frees the worker.
        if (held && timedOut) {
          stop(held);
          release(held);
        } else if (held) {
          const slot = held;
          void work.finally(() => release(slot)).catch(() => undefined);
        }
      }
    },
    started: () => slots.filter((slot) => slot.worker !== undefined).length,
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      const workers = slots.map((slot) => slot.worker).filter((worker) => worker !== undefined);
      for (const slot of slots) slot.worker = undefined;
      await Promise.all(workers.map((worker) => worker.then((w) => w.terminate()).catch(() => undefined)));
    },
  };
}
