// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationUpdateError, sendLocation } from './send-location';

const body = { timestamp: 1, timezone: 'Europe/Paris', language: 'fr-FR', country: 'FR' };
const paris = { country: 'France', countryCode: 'FR', confidence: 95, method: 'coordinates', vpnDetected: false };

function reply(text: string, status: number, type: string | null) {
  const headers = type ? { 'content-type': type } : undefined;
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(text, { status, headers }));
}

async function failure(promise: Promise<unknown>): Promise<LocationUpdateError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LocationUpdateError);
  return error as LocationUpdateError;
}

afterEach(() => vi.restoreAllMocks());

describe('sendLocation (spec 000 §8, location server replies)', () => {
  it('posts the JSON with credentials and returns the location', async () => {
    const fetchSpy = reply(JSON.stringify({ success: true, location: paris }), 200, 'application/json; charset=utf-8');
    expect(await sendLocation(body)).toEqual(paris);
    expect(fetchSpy).toHaveBeenCalledWith('/api/user/location', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  });

  it('an HTML reply means the session is gone', async () => {
    reply('<!doctype html><title>Sign in</title>', 200, 'text/html; charset=utf-8');
    expect((await failure(sendLocation(body))).message).toBe('Authentication required - please refresh the page');
  });

  it('a success that is not JSON is refused', async () => {
    reply('ok', 200, 'text/plain');
    expect((await failure(sendLocation(body))).message).toBe(
      'Server returned non-JSON response - please refresh the page',
    );
    reply('{not json', 200, 'application/json');
    expect((await failure(sendLocation(body))).message).toBe(
      'Server returned non-JSON response - please refresh the page',
    );
  });

  it('a refusal carries its message, else its error field', async () => {
    reply(JSON.stringify({ message: 'timezone: unknown time zone', code: 'VALIDATION' }), 400, 'application/json');
    const refused = await failure(sendLocation(body));
    expect(refused.message).toBe('timezone: unknown time zone');
    expect(refused.status).toBe(400);
    reply(JSON.stringify({ error: 'Not signed in' }), 401, 'application/json');
    expect((await failure(sendLocation(body))).message).toBe('Not signed in');
  });

  it('a refusal without a message, or a reply without success, gives the generic text', async () => {
    reply('Bad gateway', 502, 'text/plain');
    expect((await failure(sendLocation(body))).message).toBe('Failed to update location');
    reply(JSON.stringify({ success: false, error: 'No country found' }), 200, 'application/json');
    expect((await failure(sendLocation(body))).message).toBe('No country found');
  });
});
