import type { ResolvedLocation } from '../../../shared/schemas/location';
import { countryAt, countryName, isCountryCode, languageRegion, timezoneCountries } from './countries';
import { cityIndex } from './nearest-city';

/**
 * Where a user is, from what the browser sent and the address's country, all
 * offline. The first of these that names a country decides:
 *
 * 1. coordinates: the country whose borders hold the point, and the nearest
 *    city (coordinates at sea fall through);
 * 2. the address's country (GeoIP), when the device's time zone does not
 *    point elsewhere;
 * 3. the time zone's country (the language's region picks among the zone's
 *    countries when it is one of them);
 * 4. the language's region (en-IN -> India).
 *
 * A VPN moves the address but not the device's clock, so when the address
 * disagrees with the coordinates or the time zone, the address is the one
 * not believed, and `vpnDetected` says so.
 *
 * Confidence is our estimate of how often a result of that kind names the
 * right country (judged from how the signals fail, not measured on users):
 *
 * | %  | method      | rests on                                                                      |
 * |----|-------------|-------------------------------------------------------------------------------|
 * | 95 | coordinates | the device's position lies inside the country (wrong near a border, or faked) |
 * | 90 | ip          | the address's country is one of the time zone's countries: two signals agree  |
 * | 75 | ip          | the address alone (time zone UTC); VPNs and company networks can move it      |
 * | 75 | timezone    | the time zone and the language's region agree (whatever the address says)     |
 * | 60 | timezone    | the time zone alone; zones shared by several countries give the main one      |
 * | 50 | timezone    | the language's region or the address names another country                    |
 * | 30 | language    | the language's region alone: often a default (en-US) rather than a place      |
 */
export const CONFIDENCE = {
  coordinates: 95,
  ipConfirmedByTimezone: 90,
  ipAlone: 75,
  timezoneWithLanguage: 75,
  timezoneAlone: 60,
  timezoneContradicted: 50,
  language: 30,
} as const;

export interface LocationEvidence {
  coordinates?: { lat: number; lng: number } | null | undefined;
  /** An IANA zone known to Intl (validated by the caller). */
  timezone: string;
  language?: string | null | undefined;
  /** The locale's region, as the client sends it. */
  country?: string | null | undefined;
  /** The request address's country, when a GeoIP table is configured. */
  ipCountry?: string | null | undefined;
}

export interface LocationResult {
  location: ResolvedLocation;
  /** The point the result rests on, when it rests on coordinates. */
  coordinates: { lat: number; lng: number } | null;
  /** The time zone's countries: a stored result in none of them is out of date (see store-policy.ts). */
  timezoneCountries: string[];
}

/** The location, or null when nothing names a country (coordinates at sea, UTC, no region, no address). */
export async function resolveLocation(evidence: LocationEvidence): Promise<LocationResult | null> {
  const { coordinates } = evidence;
  const pointCountry = coordinates ? countryAt(coordinates.lat, coordinates.lng) : null;
  const zoneCountries = timezoneCountries(evidence.timezone);
  const countryField = evidence.country?.toUpperCase();
  const region = isCountryCode(countryField) ? countryField : languageRegion(evidence.language);
  const ip = isCountryCode(evidence.ipCountry) ? evidence.ipCountry : null;

  const vpnDetected =
    ip !== null &&
    (pointCountry !== null ? ip !== pointCountry : zoneCountries.length > 0 && !zoneCountries.includes(ip));
  const result = (
    code: string,
    method: ResolvedLocation['method'],
    confidence: number,
    place: { city?: string; region?: string } = {},
  ): LocationResult => ({
    location: { country: countryName(code), countryCode: code, ...place, confidence, method, vpnDetected },
    coordinates: method === 'coordinates' && coordinates ? { lat: coordinates.lat, lng: coordinates.lng } : null,
    timezoneCountries: zoneCountries,
  });

  if (coordinates && pointCountry) {
    const city = (await cityIndex()).nearest(coordinates.lat, coordinates.lng, pointCountry);
    const place = city ? { city: city.name, ...(city.region ? { region: city.region } : {}) } : {};
    return result(pointCountry, 'coordinates', CONFIDENCE.coordinates, place);
  }
  if (ip && !vpnDetected) {
    const confirmed = zoneCountries.includes(ip);
    return result(ip, 'ip', confirmed ? CONFIDENCE.ipConfirmedByTimezone : CONFIDENCE.ipAlone);
  }
  if (zoneCountries.length > 0) {
    const languageAgrees = region !== null && zoneCountries.includes(region);
    const contradicted = vpnDetected || (region !== null && !languageAgrees);
    const confidence = languageAgrees
      ? CONFIDENCE.timezoneWithLanguage
      : contradicted
        ? CONFIDENCE.timezoneContradicted
        : CONFIDENCE.timezoneAlone;
    return result(languageAgrees ? region : zoneCountries[0]!, 'timezone', confidence);
  }
  if (region) return result(region, 'language', CONFIDENCE.language);
  return null;
}
