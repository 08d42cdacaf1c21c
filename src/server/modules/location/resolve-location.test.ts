import { describe, expect, it } from 'vitest';
import { CONFIDENCE, resolveLocation, type LocationEvidence } from './resolve-location';

const PARIS = { lat: 48.8566, lng: 2.3522 };
/** The South Pacific, far from any coast. */
const OPEN_SEA = { lat: 0, lng: -140 };

const cases: {
  name: string;
  evidence: LocationEvidence;
  expected: Record<string, unknown>;
}[] = [
  {
    name: 'Paris coordinates -> France, city Paris',
    evidence: { coordinates: PARIS, timezone: 'Europe/Paris', language: 'fr-FR' },
    expected: {
      country: 'France',
      countryCode: 'FR',
      city: 'Paris',
      region: 'Île-de-France',
      method: 'coordinates',
      confidence: CONFIDENCE.coordinates,
      vpnDetected: false,
    },
  },
  {
    name: 'coordinates win over a time zone of elsewhere',
    evidence: { coordinates: PARIS, timezone: 'Asia/Tokyo', language: 'ja-JP' },
    expected: { countryCode: 'FR', method: 'coordinates', vpnDetected: false },
  },
  {
    name: 'Asia/Kolkata with en-IN -> India, by time zone',
    evidence: { timezone: 'Asia/Kolkata', language: 'en-IN', country: 'IN' },
    expected: {
      country: 'India',
      countryCode: 'IN',
      method: 'timezone',
      confidence: CONFIDENCE.timezoneWithLanguage,
      vpnDetected: false,
    },
  },
  {
    name: 'the old name Asia/Calcutta (Chrome) -> India',
    evidence: { timezone: 'Asia/Calcutta', language: 'en-IN' },
    expected: { countryCode: 'IN', method: 'timezone' },
  },
  {
    name: 'America/Toronto -> Canada',
    evidence: { timezone: 'America/Toronto', language: 'en' },
    expected: { country: 'Canada', countryCode: 'CA', method: 'timezone', confidence: CONFIDENCE.timezoneAlone },
  },
  {
    name: 'a language region of another country lowers the confidence',
    evidence: { timezone: 'America/Toronto', language: 'en-US', country: 'US' },
    expected: { countryCode: 'CA', method: 'timezone', confidence: CONFIDENCE.timezoneContradicted },
  },
  {
    name: "the language picks among a shared zone's countries",
    evidence: { timezone: 'Europe/Zurich', language: 'de-LI', country: 'LI' },
    expected: { country: 'Liechtenstein', countryCode: 'LI', confidence: CONFIDENCE.timezoneWithLanguage },
  },
  {
    name: 'UTC and a language region -> the language, low confidence',
    evidence: { timezone: 'UTC', language: 'en-IN' },
    expected: { countryCode: 'IN', method: 'language', confidence: CONFIDENCE.language },
  },
  {
    name: 'the address country agreeing with the time zone -> ip, no VPN',
    evidence: { timezone: 'Europe/Berlin', language: 'de-DE', ipCountry: 'DE' },
    expected: {
      country: 'Germany',
      method: 'ip',
      confidence: CONFIDENCE.ipConfirmedByTimezone,
      vpnDetected: false,
    },
  },
  {
    name: 'the address country alone (UTC) -> ip',
    evidence: { timezone: 'Etc/UTC', ipCountry: 'BR' },
    expected: { countryCode: 'BR', method: 'ip', confidence: CONFIDENCE.ipAlone, vpnDetected: false },
  },
  {
    name: 'an address conflicting with the time zone -> VPN, the zone decides',
    evidence: { timezone: 'Asia/Kolkata', language: 'en-GB', ipCountry: 'NL' },
    expected: {
      countryCode: 'IN',
      method: 'timezone',
      confidence: CONFIDENCE.timezoneContradicted,
      vpnDetected: true,
    },
  },
  {
    name: 'an address conflicting with the coordinates -> VPN, the coordinates decide',
    evidence: { coordinates: PARIS, timezone: 'Europe/Paris', ipCountry: 'US' },
    expected: { countryCode: 'FR', method: 'coordinates', vpnDetected: true },
  },
  {
    name: 'an address agreeing with the coordinates -> no VPN',
    evidence: { coordinates: PARIS, timezone: 'Europe/Paris', ipCountry: 'FR' },
    expected: { countryCode: 'FR', method: 'coordinates', vpnDetected: false },
  },
  {
    name: 'coordinates at sea fall back to the time zone',
    evidence: { coordinates: OPEN_SEA, timezone: 'America/Toronto', language: 'en-CA' },
    expected: { countryCode: 'CA', method: 'timezone' },
  },
  {
    name: 'coordinates at sea fall back to the address',
    evidence: { coordinates: OPEN_SEA, timezone: 'UTC', ipCountry: 'AU' },
    expected: { countryCode: 'AU', method: 'ip' },
  },
];

describe('resolveLocation', () => {
  it.each(cases)('$name', async ({ evidence, expected }) => {
    const result = await resolveLocation(evidence);
    expect(result?.location).toMatchObject(expected);
    expect(Number.isInteger(result?.location.confidence)).toBe(true);
  });

  it('keeps the point only when the result rests on it', async () => {
    expect((await resolveLocation({ coordinates: PARIS, timezone: 'Europe/Paris' }))?.coordinates).toEqual(PARIS);
    expect((await resolveLocation({ coordinates: OPEN_SEA, timezone: 'Europe/Paris' }))?.coordinates).toBeNull();
  });

  it('gives no city far from any place, but still the country', async () => {
    // Inside Western Australia's borders, in the Great Victoria Desert.
    const result = await resolveLocation({ coordinates: { lat: -27.5, lng: 125.5 }, timezone: 'Australia/Perth' });
    expect(result?.location).toMatchObject({ countryCode: 'AU', method: 'coordinates' });
    expect(result?.location.city).toBeUndefined();
  });

  it('resolves nothing from UTC, no coordinates, no region and no address', async () => {
    expect(await resolveLocation({ timezone: 'UTC', language: 'en' })).toBeNull();
    expect(await resolveLocation({ coordinates: OPEN_SEA, timezone: 'Etc/GMT+5', language: 'es-419' })).toBeNull();
  });
});
