import { CERTAIN_LOCATION_CONFIDENCE } from '../../../shared/account-options';
import type { LocationResult } from './resolve-location';

/** A stored result is "recent" for this long: after it, any new result replaces it. */
export const KEEP_BETTER_RESULT_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredPlace {
  countryCode: string | null;
  confidence: number | null;
  updatedAt: Date | null;
  /** `user`: the person chose or confirmed the place (decision 0038). */
  method?: string | null;
}

/**
 * Whether a new, less certain result leaves the stored place as it is. The
 * background updater reports every half hour, often with only the time zone
 * (no permission, or the browser failed): that must not wipe a city found
 * from coordinates last week. A stored result stays when it is more
 * confident, recent (30 days from when it was found, which a kept result does
 * not extend), and still possible: the device's time zone is used in its
 * country. A zone of other countries only means the person has moved (a VPN
 * changes the address, not the clock), so the new result replaces it.
 */
export function keepsStoredPlace(stored: StoredPlace, next: LocationResult, now: Date): boolean {
  if (stored.countryCode === null || stored.confidence === null || stored.updatedAt === null) return false;
  // A place the person chose stays until they choose again, or their device's position is in another country.
  if (stored.method === 'user') return !(next.coordinates && next.location.countryCode !== stored.countryCode);
  if (now.getTime() - stored.updatedAt.getTime() >= KEEP_BETTER_RESULT_MS) return false;
  if (next.location.confidence >= stored.confidence) return false;
  const zone = next.timezoneCountries;
  return zone.length === 0 || zone.includes(stored.countryCode);
}

/**
 * Whether this report's time zone becomes the user's (it sets the free-request day, decision 0019).
 * Decision 0038: a guess under the certainty threshold does not move the day; a zone used in the
 * country the person chose does, whatever the detection's confidence.
 */
export function zoneSetsDay(stored: StoredPlace, next: LocationResult): boolean {
  if (next.location.confidence >= CERTAIN_LOCATION_CONFIDENCE) return true;
  return stored.method === 'user' && stored.countryCode !== null && next.timezoneCountries.includes(stored.countryCode);
}
