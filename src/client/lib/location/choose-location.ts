import { countryCodes } from '../../../shared/country-codes';
import type { City, LocationChoice, ResolvedLocation } from '../../../shared/schemas/location';
import { apiRequest } from '../api-client';
import { browserTimezone } from './collect-location';

/** The countries to choose from, named in English and sorted by name. */
export function countryOptions(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * POST /api/user/location/choice: stores the place the user chose or confirmed (decision 0038), with
 * the device's zone, which sets their day when the country uses it.
 */
export async function chooseLocation(choice: Omit<LocationChoice, 'timezone'>): Promise<ResolvedLocation> {
  const body: LocationChoice = { ...choice, timezone: browserTimezone() ?? 'UTC' };
  const { location } = await apiRequest<{ location: ResolvedLocation }>('POST', '/api/user/location/choice', body);
  return location;
}

/** GET /api/location/cities: places of a country whose name starts with `query`. */
export async function searchCities(countryCode: string, query: string, signal?: AbortSignal): Promise<City[]> {
  const params = new URLSearchParams({ country: countryCode, q: query });
  const res = await fetch(`/api/location/cities?${params}`, { credentials: 'include', signal });
  if (!res.ok) return [];
  return ((await res.json()) as { cities: City[] }).cities;
}
