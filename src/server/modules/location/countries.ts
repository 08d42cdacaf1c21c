import { iso1A2Code } from '@rapideditor/country-coder';
import ct from 'countries-and-timezones';

/**
 * Country facts from offline data: borders (country-coder), zones
 * (countries-and-timezones), locale regions (Intl). Codes are ISO 3166-1
 * alpha-2, upper case.
 */

/** Kosovo has a user-assigned code that countries-and-timezones lacks, but borders and GeoNames use it. */
const countryCodes = new Set([...Object.keys(ct.getAllCountries()), 'XK']);

/** A real country code (not ZZ, EU, "-" or a region number such as 419). */
export function isCountryCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && countryCodes.has(code);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name, e.g. IN -> India. */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/**
 * The country whose borders hold a point, or null at sea. Territories with an
 * ISO code of their own (Puerto Rico, Réunion) are themselves; the few with
 * only a reserved code (Canary Islands IC) count as their country (ES).
 */
export function countryAt(lat: number, lng: number): string | null {
  const territory = iso1A2Code([lng, lat]);
  if (isCountryCode(territory)) return territory;
  const country = iso1A2Code([lng, lat], { level: 'country' });
  return isCountryCode(country) ? country : null;
}

/**
 * The countries that use a zone, the main one first (America/Toronto -> CA, BS);
 * none for UTC and the Etc zones. A spelling the table lacks (asia/kolkata)
 * is looked up under the name Intl gives it.
 */
export function timezoneCountries(zone: string): string[] {
  const known = ct.getTimezone(zone) ?? ct.getTimezone(intlZoneName(zone) ?? '');
  return (known?.countries ?? []).filter(isCountryCode);
}

/** The zone as Intl spells it, or null when Intl does not know it. */
export function intlZoneName(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The region of a language tag: en-IN -> IN; none for en, es-419 or a malformed tag. */
export function languageRegion(language: string | null | undefined): string | null {
  if (!language) return null;
  try {
    const region = new Intl.Locale(language).region?.toUpperCase();
    return isCountryCode(region) ? region : null;
  } catch {
    return null;
  }
}

/**
 * The zone that sets the day of someone who chose `countryCode` (decision 0038): the device's zone
 * when that country uses it; else the country's zone when it has only one; else null (a country of
 * several zones, and a device set elsewhere: the stored zone stays).
 */
export function chosenCountryZone(countryCode: string, deviceZone: string | null): string | null {
  if (deviceZone && timezoneCountries(deviceZone).includes(countryCode)) return deviceZone;
  const zones = ct.getCountry(countryCode)?.timezones ?? [];
  return zones.length === 1 ? zones[0]! : null;
}
