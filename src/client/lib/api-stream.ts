import { knownErrorCode } from '../../shared/error-codes';
import { ApiError, errorFromResponse } from './api-client';

/**
 * A metered AI call that streams (API.md "AI tools"): it asks for Server-Sent
 * Events, hands each partial answer to `onPartial` as it grows and resolves
 * with the final answer, which has exactly the JSON response's shape. A
 * server, proxy or browser that does not stream gets the plain JSON answer,
 * which works the same, only without partials.
 */
export async function streamApiRequest<T>(
  url: string,
  body: unknown,
  onPartial: (partial: Partial<T>) => void = () => undefined,
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await errorFromResponse(res);
  if (!res.headers.get('content-type')?.includes('text/event-stream') || !res.body) {
    return (await res.json()) as T;
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (!data) continue;
      const payload = JSON.parse(data) as unknown;
      if (event === 'partial') onPartial(payload as Partial<T>);
      else if (event === 'result') {
        void reader.cancel().catch(() => undefined);
        return payload as T;
      } else if (event === 'error') {
        const { status, message, code } = payload as { status?: number; message?: string; code?: string };
        throw new ApiError(status ?? 502, message ?? 'An error occurred', knownErrorCode(code));
      }
    }
  }
  throw new ApiError(502, 'The connection to the coach was interrupted. Nothing was charged; please try again.');
}
