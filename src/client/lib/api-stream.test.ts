import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { streamApiRequest } from './api-stream';

/** A response whose body arrives in the given chunks, as a server streams it. */
function eventStream(chunks: string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('streamApiRequest', () => {
  it('asks for events, hands on each partial and resolves with the result, whatever the chunk boundaries', async () => {
    const fetchMock = vi.fn(async () =>
      eventStream([
        'event: partial\ndata: {"messages":[{"message":"Hi"}]}\n',
        '\nevent: partial\ndata: {"messages":[{"message":"Hi"},{"message":"Yo"}]}\n\nevent: res',
        'ult\ndata: {"messages":[{"message":"Hi"},{"message":"Yo"},{"message":"Hey"}]}\n\n',
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const partials: unknown[] = [];
    const result = await streamApiRequest('/api/x', { a: 1 }, (p) => partials.push(p));
    expect(partials).toEqual([{ messages: [{ message: 'Hi' }] }, { messages: [{ message: 'Hi' }, { message: 'Yo' }] }]);
    expect(result).toEqual({ messages: [{ message: 'Hi' }, { message: 'Yo' }, { message: 'Hey' }] });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect((init.headers as Record<string, string>).Accept).toContain('text/event-stream');
  });

  it('turns an error event into an ApiError with its status and code', async () => {
    vi.stubGlobal('fetch', async () =>
      eventStream([
        'event: partial\ndata: {"tip":"A"}\n\nevent: error\ndata: {"message":"Nope","code":"AI_UNAVAILABLE","status":502}\n\n',
      ]),
    );
    const error = await streamApiRequest('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'AI_UNAVAILABLE', message: 'Nope' });
  });

  it('says so when the stream ends without a result', async () => {
    vi.stubGlobal('fetch', async () => eventStream(['event: partial\ndata: {"tip":"A"}\n\n']));
    await expect(streamApiRequest('/api/x', {})).rejects.toThrow(/interrupted/);
  });

  it('reads a plain JSON answer and a JSON error, for servers that do not stream', async () => {
    const json = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', async () => json({ tip: 'T' }, 200));
    expect(await streamApiRequest('/api/x', {})).toEqual({ tip: 'T' });
    vi.stubGlobal('fetch', async () => json({ message: 'No allowance left', code: 'QUOTA_EXCEEDED' }, 402));
    await expect(streamApiRequest('/api/x', {})).rejects.toMatchObject({ status: 402, code: 'QUOTA_EXCEEDED' });
  });
});
