import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '../../../shared/error-codes';
import { HttpError } from '../../http/errors';
import type { Bubble } from './rebuild-conversation';

/** What the request thread sends a reader thread, and what it answers (reader-thread.ts). */
export interface ThreadRequest {
  id: number;
  images: Uint8Array[];
}
export type ThreadReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; screens: Bubble[][] }
  | { type: 'failed'; id: number; error: { message: string; statusCode?: number; code?: ErrorCode } };

/** The request thread's side of one reader thread. */
export interface ReaderThread {
  /** The bubbles of each screenshot; rejects with the thread's HttpError (a bad file) or an Error. */
  read(images: readonly Buffer[]): Promise<Bubble[][]>;
  /** Ends the thread (and its tesseract worker); a reading it held never settles. */
  terminate(): Promise<void>;
}

const THREAD_START = new URL('./reader-thread-start.mjs', import.meta.url);

/**
 * Starts a reader thread; resolves once its OCR engine is loaded. `onGone` is called when the thread crashes or
 * exits, after which its pending readings reject.
 */
export function startReaderThread(onGone: () => void): Promise<ReaderThread> {
  const thread = new Worker(THREAD_START);
  const pending = new Map<number, { resolve: (screens: Bubble[][]) => void; reject: (error: Error) => void }>();
  let next = 0;
  const handle: ReaderThread = {
    read(images) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, images: [...images] } satisfies ThreadRequest);
      });
    },
    terminate: async () => {
      await thread.terminate();
    },
  };
  return new Promise((resolve, reject) => {
    const gone = (cause: unknown) => {
      for (const { reject: fail } of pending.values()) fail(new Error('The reader thread stopped', { cause }));
      pending.clear();
      reject(new Error('The reader thread did not start', { cause }));
      onGone();
    };
    thread.on('error', gone);
    thread.on('exit', gone);
    thread.on('message', (reply: ThreadReply) => {
      if (reply.type === 'ready') return resolve(handle);
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.type === 'done') waiting?.resolve(reply.screens);
      else {
        const { message, statusCode, code } = reply.error;
        waiting?.reject(statusCode ? new HttpError(statusCode, message, code) : new Error(message));
      }
    });
  });
}
