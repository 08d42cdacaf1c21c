import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorFromResponse, getQueryFn, isUnauthorizedError } from './api-client';

const json = (body: unknown, status: number, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

describe('errorFromResponse (spec 000 §8)', () => {
  it('takes message, then error, then description, then the status text', async () => {
    expect((await errorFromResponse(json({ message: 'm', error: 'e' }, 400))).message).toBe('m');
    expect((await errorFromResponse(json({ error: 'e', description: 'd' }, 400))).message).toBe('e');
    expect((await errorFromResponse(json({ description: 'd' }, 400))).message).toBe('d');
    expect((await errorFromResponse(json({}, 402, 'Payment Required'))).message).toBe('Payment Required');
    expect((await errorFromResponse(json({}, 500))).message).toBe('An error occurred');
  });

  it('keeps the code and status', async () => {
    const error = await errorFromResponse(json({ message: 'No allowance left', code: 'QUOTA_EXCEEDED' }, 402));
    expect(error).toMatchObject({ status: 402, code: 'QUOTA_EXCEEDED', message: 'No allowance left' });
  });

  it("keeps only the API's own codes (the shared list), not Fastify's", async () => {
    const error = await errorFromResponse(
      json({ message: 'Unsupported', code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }, 415),
    );
    expect(error).toMatchObject({ status: 415, message: 'Unsupported' });
    expect(error.code).toBeUndefined();
  });

  it('uses the text of a non-JSON body, else the status text', async () => {
    expect((await errorFromResponse(new Response('Bad gateway page', { status: 502 }))).message).toBe(
      'Bad gateway page',
    );
    expect((await errorFromResponse(new Response('', { status: 503, statusText: 'Unavailable' }))).message).toBe(
      'Unavailable',
    );
  });

  it('only logs a JSON body that does not parse', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = new Response('{oops', {
      status: 500,
      statusText: 'Server Error',
      headers: { 'content-type': 'application/json' },
    });
    expect((await errorFromResponse(res)).message).toBe('Server Error');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends credentials always, and a JSON body and content type only with a body', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ ok: true }, 200));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET', '/api/x');
    await apiRequest('POST', '/api/y', { a: 1 });
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/x',
      { method: 'GET', credentials: 'include', headers: undefined, body: undefined },
    ]);
    expect(fetchMock.mock.calls[1]).toEqual([
      '/api/y',
      { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' },
    ]);
  });

  it('returns undefined for 204 and throws ApiError for failures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(await apiRequest('DELETE', '/api/z')).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Unauthorized' }, 401)),
    );
    await expect(apiRequest('GET', '/api/z')).rejects.toBeInstanceOf(ApiError);
  });

  it('joins the query key into the path, and turns a 401 into null only when asked', async () => {
    const fetchMock = vi.fn(async (_url: string) => json({ message: 'Unauthorized' }, 401));
    vi.stubGlobal('fetch', fetchMock);
    const context = { queryKey: ['/api/saved-responses', 'abc'] } as never;
    expect(await getQueryFn({ on401: 'returnNull' })(context)).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/saved-responses/abc');
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toThrow('Unauthorized');
  });
});

describe('isUnauthorizedError', () => {
  it('recognises a 401, and the legacy "401: Unauthorized" message form', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('500: Unauthorized elsewhere'))).toBe(false);
  });
});
