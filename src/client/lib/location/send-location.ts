import type { LocationRequest, ResolvedLocation } from '../../../shared/schemas/location';
import { locationReplyMessages } from './location-constants';

const LOCATION_ENDPOINT = '/api/user/location';

/** The server refused or could not be understood; `message` is what the user may see (spec 000 §8). */
export class LocationUpdateError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LocationUpdateError';
  }
}

function pickMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as Record<string, unknown>;
  return [message, error].find((v): v is string => typeof v === 'string' && v.length > 0);
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

/**
 * POST /api/user/location with the §8 reply rules: an HTML page (a sign-in page or the app shell
 * instead of the API) means the session is gone; a success that is not JSON cannot be trusted; a
 * refusal carries its message or error field. A network failure rejects with the fetch error.
 */
export async function sendLocation(request: LocationRequest): Promise<ResolvedLocation> {
  const res = await fetch(LOCATION_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('text/html')) throw new LocationUpdateError(locationReplyMessages.html, res.status);
  const isJson = type.includes('application/json');
  const body = isJson ? await readJson(res) : undefined;
  if (!res.ok) throw new LocationUpdateError(pickMessage(body) ?? locationReplyMessages.failed, res.status);
  if (!isJson || body === undefined) throw new LocationUpdateError(locationReplyMessages.nonJson, res.status);
  const { success, location } = body as { success?: unknown; location?: ResolvedLocation };
  if (success !== true || !location || typeof location !== 'object') {
    throw new LocationUpdateError(pickMessage(body) ?? locationReplyMessages.failed, res.status);
  }
  return location;
}
