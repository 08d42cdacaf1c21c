import type { QueryFunction } from '@tanstack/react-query';
import { knownErrorCode, type ErrorCode } from '../../shared/error-codes';

/**
 * The one API client (spec 000 §7, §8): credentials on every request, a JSON
 * body and content type only when there is a body, and one rule for turning a
 * failed response into the message the user sees.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's code, when it is one of the API's (shared list); Fastify's own codes are left out. */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** JSON: message, else error, else description, else status text; other bodies: their text. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const fallback = res.statusText || 'An error occurred';
  const text = await res.text().catch(() => '');
  if (res.headers.get('content-type')?.includes('application/json')) {
    try {
      const body = JSON.parse(text) as Record<string, unknown>;
      const pick = [body.message, body.error, body.description].find(
        (v): v is string => typeof v === 'string' && v.length > 0,
      );
      return new ApiError(res.status, pick ?? fallback, knownErrorCode(body.code));
    } catch (error) {
      console.warn('Could not parse an error response', error);
      return new ApiError(res.status, fallback);
    }
  }
  return new ApiError(res.status, text || fallback);
}

async function send(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw await errorFromResponse(res);
  return res;
}

/** Any call: returns the parsed JSON body (undefined for an empty one). */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await send(method, url, body);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /^401/.test(error.message) && error.message.includes('Unauthorized');
}

type On401 = 'returnNull' | 'throw';

/** The default fetch: a GET to the query key's segments joined with slashes. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', queryKey.join('/'));
    } catch (error) {
      if (on401 === 'returnNull' && isUnauthorizedError(error)) return null as T;
      throw error;
    }
  };
}
