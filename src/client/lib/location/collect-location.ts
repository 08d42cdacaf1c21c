import type { LocationRequest } from '../../../shared/schemas/location';
import { CACHED_POSITION_MAX_AGE_MS, COORDINATE_DECIMALS, GEOLOCATION_TIMEOUT_MS } from './location-constants';

/** What the browser can tell about where the user is (spec 000 §3, "Location data collected by the client"). */
interface LocationData {
  timestamp: number;
  timezone?: string;
  language?: string;
  /** The region of the browser's language tag (en-IN -> IN), only when the tag names one. */
  country?: string;
  coordinates?: { lat: number; lng: number };
  /** Why the browser gave no position. */
  error?: string;
}

/**
 * How to use the browser's geolocation: not at all (time zone and language only), accepting a position
 * cached up to 5 minutes, or asking for a fresh one (spec 000 §9).
 */
type GeolocationUse = 'none' | 'cached' | 'fresh';

type GeolocationPermission = 'granted' | 'denied' | 'prompt' | 'unknown';

const ERROR_MAX = 200;
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

export function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;
}

/** The browser's geolocation permission; 'unknown' when the Permissions API is missing or refuses the query. */
export async function readGeolocationPermission(): Promise<GeolocationPermission> {
  const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
  if (!permissions?.query) return 'unknown';
  try {
    const status = await permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'unknown';
  }
}

export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function browserLanguage(): string | undefined {
  const language = typeof navigator !== 'undefined' ? navigator.language : undefined;
  return language && language.length <= 35 && LANGUAGE_TAG.test(language) ? language : undefined;
}

/**
 * The country of a language tag, only when the tag says it (en-IN -> IN, fr-CA -> CA). A bare "en"
 * gives nothing: `Intl.Locale#maximize()` would guess US for every English speaker, and the server
 * already weighs the language on its own.
 */
export function regionOfLanguage(language: string | undefined): string | undefined {
  if (!language) return undefined;
  try {
    const region = new Intl.Locale(language).region;
    return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

const round = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));

const geolocationErrorText: Record<number, string> = {
  1: 'Permission denied',
  2: 'Position unavailable',
  3: 'Timed out',
};

function positionErrorMessage(error: GeolocationPositionError): string {
  return (error.message || geolocationErrorText[error.code] || 'Geolocation failed').slice(0, ERROR_MAX);
}

/** One position from the browser: 15 s timeout, high accuracy, a cached position only when allowed. */
function getBrowserPosition(use: Exclude<GeolocationUse, 'none'>): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!hasGeolocation()) {
      reject(new Error('Geolocation is not supported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) }),
      (error) => reject(new Error(positionErrorMessage(error))),
      {
        timeout: GEOLOCATION_TIMEOUT_MS,
        enableHighAccuracy: true,
        maximumAge: use === 'fresh' ? 0 : CACHED_POSITION_MAX_AGE_MS,
      },
    );
  });
}

/**
 * Everything the browser offers. A geolocation failure is not an error here: the data then carries
 * the time zone and language (the fallback) and the failure's text.
 */
export async function collectLocation(use: GeolocationUse, now: number = Date.now()): Promise<LocationData> {
  const language = browserLanguage();
  const data: LocationData = {
    timestamp: now,
    timezone: browserTimezone(),
    language,
    country: regionOfLanguage(language),
  };
  if (use !== 'none') {
    try {
      data.coordinates = await getBrowserPosition(use);
    } catch (error) {
      data.error = error instanceof Error ? error.message.slice(0, ERROR_MAX) : 'Geolocation failed';
    }
  }
  return data;
}

/** The request body for POST /api/user/location, or null when there is nothing the server can use. */
export function toLocationRequest(data: LocationData): LocationRequest | null {
  // The contract needs the time zone; every current browser reports one.
  if (!data.timezone) return null;
  const request: LocationRequest = { timestamp: data.timestamp, timezone: data.timezone };
  if (data.language) request.language = data.language;
  if (data.country) request.country = data.country;
  if (data.coordinates) request.coordinates = data.coordinates;
  if (data.error) request.error = data.error;
  return request;
}
