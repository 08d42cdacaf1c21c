import { describe, expect, it } from 'vitest';
import type { LocationResult } from './resolve-location';
import { KEEP_BETTER_RESULT_MS, keepsStoredPlace, zoneSetsDay, type StoredPlace } from './store-policy';

const now = new Date('2025-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const fromCoordinates: StoredPlace = { countryCode: 'FR', confidence: 95, updatedAt: daysAgo(3) };

function next(countryCode: string, confidence: number, timezoneCountries: string[]): LocationResult {
  return {
    location: { country: countryCode, countryCode, confidence, method: 'timezone', vpnDetected: false },
    coordinates: null,
    timezoneCountries,
  };
}

describe('keepsStoredPlace', () => {
  it('keeps a better recent result that the zone still allows', () => {
    expect(keepsStoredPlace(fromCoordinates, next('FR', 75, ['FR']), now)).toBe(true);
    // No zone country (UTC) rules nothing out: the language alone does not move a found place.
    expect(keepsStoredPlace(fromCoordinates, next('US', 30, []), now)).toBe(true);
    // A zone shared with the stored country (Brussels: BE, LU, NL).
    expect(keepsStoredPlace({ ...fromCoordinates, countryCode: 'NL' }, next('BE', 60, ['BE', 'LU', 'NL']), now)).toBe(
      true,
    );
  });

  it('replaces it when the zone belongs to other countries only (the user moved)', () => {
    expect(keepsStoredPlace(fromCoordinates, next('JP', 75, ['JP']), now)).toBe(false);
  });

  it('replaces it with an equal or better result', () => {
    expect(keepsStoredPlace(fromCoordinates, next('FR', 95, ['FR']), now)).toBe(false);
  });

  it('replaces it after 30 days', () => {
    const old = { ...fromCoordinates, updatedAt: new Date(now.getTime() - KEEP_BETTER_RESULT_MS) };
    expect(keepsStoredPlace(old, next('FR', 60, ['FR']), now)).toBe(false);
    expect(keepsStoredPlace({ ...fromCoordinates, updatedAt: daysAgo(29) }, next('FR', 60, ['FR']), now)).toBe(true);
  });

  it('replaces nothing that is not there', () => {
    expect(keepsStoredPlace({ countryCode: null, confidence: null, updatedAt: null }, next('FR', 30, []), now)).toBe(
      false,
    );
  });
});

describe('a place the user chose (decision 0038)', () => {
  const chosen: StoredPlace = { countryCode: 'FR', confidence: 100, updatedAt: daysAgo(90), method: 'user' };

  it('stays against any report without coordinates, however old, and against coordinates in its country', () => {
    expect(keepsStoredPlace(chosen, next('DE', 75, ['DE']), now)).toBe(true);
    expect(keepsStoredPlace(chosen, next('US', 30, []), now)).toBe(true);
    const inFrance = { ...next('FR', 95, ['FR']), coordinates: { lat: 48.85, lng: 2.35 } };
    expect(keepsStoredPlace(chosen, inFrance, now)).toBe(true);
  });

  it('gives way to coordinates in another country', () => {
    const inGermany = { ...next('DE', 95, ['DE']), coordinates: { lat: 52.5, lng: 13.4 } };
    expect(keepsStoredPlace(chosen, inGermany, now)).toBe(false);
  });
});

describe('zoneSetsDay', () => {
  it('takes the zone from a result of 60% or more, never from a guess under it', () => {
    expect(zoneSetsDay(fromCoordinates, next('FR', 60, ['FR']))).toBe(true);
    expect(zoneSetsDay(fromCoordinates, next('DE', 50, ['DE']))).toBe(false);
    expect(zoneSetsDay({ countryCode: null, confidence: null, updatedAt: null }, next('US', 30, []))).toBe(false);
  });

  it('takes a guess zone used in the country the user chose', () => {
    const chosen: StoredPlace = { countryCode: 'DE', confidence: 100, updatedAt: daysAgo(1), method: 'user' };
    expect(zoneSetsDay(chosen, next('DE', 50, ['DE', 'DK', 'NO', 'SE']))).toBe(true);
    expect(zoneSetsDay(chosen, next('US', 30, []))).toBe(false);
  });
});
