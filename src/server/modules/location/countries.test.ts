import ct from 'countries-and-timezones';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../shared/country-codes';
import { chosenCountryZone, isCountryCode } from './countries';

describe('the countries a person can choose', () => {
  it('are exactly the countries the server accepts', () => {
    expect(countryCodes.every(isCountryCode)).toBe(true);
    expect(new Set(countryCodes)).toEqual(new Set([...Object.keys(ct.getAllCountries()), 'XK']));
  });
});

describe('chosenCountryZone', () => {
  it("uses the device's zone when the chosen country uses it", () => {
    expect(chosenCountryZone('US', 'America/Chicago')).toBe('America/Chicago');
    expect(chosenCountryZone('DK', 'Europe/Berlin')).toBe('Europe/Berlin');
  });

  it("uses a one-zone country's zone when the device is elsewhere, and nothing for a country of many", () => {
    expect(chosenCountryZone('JP', 'Europe/Berlin')).toBe('Asia/Tokyo');
    expect(chosenCountryZone('JP', null)).toBe('Asia/Tokyo');
    expect(chosenCountryZone('US', 'Europe/Berlin')).toBeNull();
  });
});
