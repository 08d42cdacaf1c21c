import { HttpError } from '../../http/errors';
import { startReaderThread, type ReaderThread } from './reader-thread-handle';

/**
 * Reader threads (each with its own tesseract worker and English model, reader-thread.ts), shared by every
 * reading: at most `workers` readings at once, at most `queueMax` waiting behind them and at most `megapixels` of
 * screenshots running and waiting together, each reading with a deadline. A reading is let in on what its headers
 * say it costs, before any pixel is decoded, and decoded only in its thread once it runs (issue 28). Threads start
 * on the first reading and stop after some idle minutes, so a server that never reads a screenshot never loads the
 * model (its memory: docs/operations.md, "Reading chat screenshots").
 */

export interface OcrPoolOptions {
  workers: number;
  queueMax: number;
  timeoutMs: number;
  /** Megapixels (at the working width) that may be running and waiting at once; beyond that a reading is a 429. */
  megapixels: number;
  /** Threads stop after this long without a reading. */
  idleMs?: number;
}

export interface OcrPool {
  /**
   * Runs `task` on a free reader thread. Rejects at once with 429 when `queueMax` readings already wait or the
   * reading's `megapixels` do not fit the budget, with 503 when the whole reading, waiting included, passes the time
   * limit (the thread it held is replaced: it may be stuck), and with the signal's reason when the signal aborts
   * before the task starts.
   */
  run<T>(megapixels: number, task: (thread: ReaderThread) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Threads started and not stopped (for the figures and the tests). */
  started(): number;
  close(): Promise<void>;
}

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

interface Slot {
  worker: Promise<ReaderThread> | undefined;
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
  // Megapixels of the readings running and waiting.
  let admitted = 0;
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
    const starting = startReaderThread(forget);
    starting.catch(forget);
    slot.worker = starting;
    return starting;
  };

  return {
    async run(megapixels, task, signal) {
      if (closed) throw readerClosed();
      signal?.throwIfAborted();
      const free = slots.find((slot) => !slot.busy);
      if ((!free && waiting.length >= options.queueMax) || admitted + megapixels > options.megapixels) {
        throw readerBusy();
      }
      admitted += megapixels;
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
        const slot = await granted;
        const thread = await workerOf(slot);
        if (timedOut) throw readTimedOut();
        return task(thread);
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
        // The budget is given back when the thread is free again (or replaced), not when the caller stops waiting.
        const giveBack = () => (admitted -= megapixels);
        // A reading that ran out of time may have left its worker stuck: a new one takes its place. A reading
        // dropped by its signal while running lets its task finish first, then frees the worker.
        if (held && timedOut) {
          stop(held);
          giveBack();
          release(held);
        } else if (held) {
          const slot = held;
          void work
            .finally(() => {
              giveBack();
              release(slot);
            })
            .catch(() => undefined);
        } else giveBack();
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
