import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from './errors';

/** The request asks for Server-Sent Events (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** Aborted when the browser goes away before the answer has been sent whole. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/**
 * Answers one request as Server-Sent Events: `partial` events while the work
 * runs, then one `result` event (the JSON response's body) or one `error`
 * event (the error contract's body, with its `status`). Nothing is sent
 * until the first event, so a failure before any partial (401, 402, 400...)
 * is still a plain JSON error with its status code. `onPartial` says whether
 * the partial was written (false once the browser has gone); `signal` is
 * aborted when the browser goes away before the end.
 */
export async function answerAsEventStream<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (hooks: { onPartial: (partial: unknown) => boolean; signal: AbortSignal }) => Promise<T>,
  toBody: (result: T) => unknown,
): Promise<void> {
  const gone = clientGone(reply);
  let open = false;
  const start = () => {
    if (open) return;
    open = true;
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies such as nginx would otherwise hold the events back until the end.
      'x-accel-buffering': 'no',
    });
  };
  const send = (event: string, data: unknown): boolean => {
    start();
    if (reply.raw.destroyed) return false;
    reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    return true;
  };

  let result: T;
  try {
    result = await work({ onPartial: (partial) => send('partial', partial), signal: gone });
  } catch (error) {
    if (!open) throw error;
    const { status, body } = errorResponse(error as Error, request.log);
    send('error', { ...body, status });
    reply.raw.end();
    return;
  }
  send('result', toBody(result));
  reply.raw.end();
}
