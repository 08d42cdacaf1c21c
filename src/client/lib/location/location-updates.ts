import type { StoredLocation } from '../../../shared/schemas/account';
import type { ResolvedLocation } from '../../../shared/schemas/location';
import { collectLocation, hasGeolocation, readGeolocationPermission, toLocationRequest } from './collect-location';
import { locationMessages, RECENT_UPDATE_WINDOW_MS } from './location-constants';
import { sendLocation } from './send-location';

/**
 * The background attempts of spec 000 §4: the first update (2 s), the precise attempt (5 s) and the
 * periodic check (30 min).
 */
export type BackgroundAttempt = 'update' | 'precise' | 'check';

type BackgroundOutcome = { ok: true; location: ResolvedLocation } | { ok: false; reason: string };

/** When this tab last sent a location, and whether a background attempt is running (one at a time). */
let lastSentAt: number | null = null;
let backgroundRunning = false;

/** Any update sent from this tab counts for the 5-minute rule, even before the user record catches up. */
function noteLocationSent(now: number = Date.now()): void {
  lastSentAt = now;
}

/** For tests: forget what this tab sent. */
export function resetLocationUpdates(): void {
  lastSentAt = null;
  backgroundRunning = false;
}

function updatedRecently(stored: StoredLocation, now: number): boolean {
  const storedAt = stored.updatedAt ? Date.parse(stored.updatedAt) : NaN;
  const last = Math.max(Number.isNaN(storedAt) ? -Infinity : storedAt, lastSentAt ?? -Infinity);
  return now - last < RECENT_UPDATE_WINDOW_MS;
}

const skip = (reason: string): BackgroundOutcome => ({ ok: false, reason });

/**
 * One silent background attempt. Rules (decided where the spec is open):
 * - nothing is sent before the user has a stored location: the first one comes from the user's own
 *   "Enable Location" ("No location data available");
 * - the update and the check are skipped within 5 minutes of the last update ("Updated recently");
 * - the browser's position is used only when permission is already granted: the background never
 *   makes the browser ask;
 * - the update and the check send what the browser has, even only the time zone and language: the
 *   zone sets the user's day, and the server keeps a better recent place (store-policy.ts);
 * - the precise attempt (a fresh position) sends only when it obtains the coordinates the stored
 *   location lacks ("No better data available" otherwise), so the 5-minute rule does not hold it
 *   back: it is an upgrade, and once coordinates are stored it is not armed again.
 */
export async function runBackgroundAttempt(
  attempt: BackgroundAttempt,
  stored: StoredLocation,
  now: number = Date.now(),
): Promise<BackgroundOutcome> {
  if (!stored.updatedAt) return skip(locationMessages.noLocationData);
  if (attempt === 'precise' && stored.hasCoordinates) return skip(locationMessages.noBetterData);
  if (backgroundRunning || (attempt !== 'precise' && updatedRecently(stored, now))) {
    return skip(locationMessages.updatedRecently);
  }
  backgroundRunning = true;
  try {
    const granted = hasGeolocation() && (await readGeolocationPermission()) === 'granted';
    if (attempt === 'precise' && !granted) return skip(locationMessages.noBetterData);
    const data = await collectLocation(granted ? (attempt === 'precise' ? 'fresh' : 'cached') : 'none', now);
    if (attempt === 'precise' && !data.coordinates) return skip(locationMessages.noBetterData);
    const request = toLocationRequest(data);
    if (!request) return skip(locationMessages.couldNotObtain);
    noteLocationSent(now);
    return { ok: true, location: await sendLocation(request) };
  } catch (error) {
    return skip(error instanceof Error && error.message ? error.message : locationMessages.couldNotObtain);
  } finally {
    backgroundRunning = false;
  }
}

type PreciseOutcome = { ok: true; location: ResolvedLocation; usedFallback: boolean } | { ok: false; error: unknown };

/**
 * The user asked for their location: a fresh browser position, or (when the browser fails) the time
 * zone and language with the failure's text. Never skipped for being recent: the user asked.
 * `onFallback` runs as soon as the browser has failed, before the fallback is sent.
 */
export async function requestPreciseLocation(onFallback?: () => void): Promise<PreciseOutcome> {
  try {
    const data = await collectLocation('fresh');
    const request = toLocationRequest(data);
    if (!request) return { ok: false, error: new Error(locationMessages.couldNotObtain) };
    const usedFallback = !data.coordinates;
    if (usedFallback) onFallback?.();
    noteLocationSent();
    return { ok: true, location: await sendLocation(request), usedFallback };
  } catch (error) {
    return { ok: false, error };
  }
}
