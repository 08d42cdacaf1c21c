// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { restoreBrowserLocation, stubBrowserLocation, stubLanguage } from '../../../test/client/browser-location-stubs';
import { collectLocation, readGeolocationPermission, regionOfLanguage, toLocationRequest } from './collect-location';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

afterEach(restoreBrowserLocation);

describe('regionOfLanguage', () => {
  it('takes the region only when the tag names one', () => {
    expect(regionOfLanguage('en-IN')).toBe('IN');
    expect(regionOfLanguage('fr-CA')).toBe('CA');
    expect(regionOfLanguage('zh-Hant-TW')).toBe('TW');
    expect(regionOfLanguage('en')).toBeUndefined();
    expect(regionOfLanguage('es-419')).toBeUndefined();
    expect(regionOfLanguage('not a tag')).toBeUndefined();
    expect(regionOfLanguage(undefined)).toBeUndefined();
  });
});

describe('collectLocation (spec 000 §3, §9)', () => {
  it('without geolocation: the time, time zone, language and its region', async () => {
    stubLanguage('en-IN');
    const data = await collectLocation('none', 1_700_000_000_000);
    expect(data).toEqual({ timestamp: 1_700_000_000_000, timezone: zone, language: 'en-IN', country: 'IN' });
  });

  it('asks for a position with a 15 s timeout and high accuracy, cached up to 5 minutes', async () => {
    const { getCurrentPosition } = stubBrowserLocation({ permission: 'granted', positions: [{ lat: 1, lng: 2 }] });
    await collectLocation('cached');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      timeout: 15_000,
      enableHighAccuracy: true,
      maximumAge: 300_000,
    });
  });

  it('asks for a fresh position (maximum age 0) when precise, and rounds it to about 100 m', async () => {
    const { getCurrentPosition } = stubBrowserLocation({
      permission: 'granted',
      positions: [{ lat: 48.856613, lng: 2.352222 }],
    });
    const data = await collectLocation('fresh');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ maximumAge: 0 });
    expect(data.coordinates).toEqual({ lat: 48.857, lng: 2.352 });
    expect(data.error).toBeUndefined();
  });

  it('falls back to time zone and language with the failure text when the browser fails', async () => {
    stubLanguage('de-DE');
    stubBrowserLocation({ permission: 'granted', positions: [{ code: 3, message: '' }] });
    const data = await collectLocation('fresh');
    expect(data).toMatchObject({ timezone: zone, language: 'de-DE', country: 'DE', error: 'Timed out' });
    expect(data.coordinates).toBeUndefined();
  });

  it('reports a browser without geolocation as a failure, not an exception', async () => {
    const data = await collectLocation('fresh');
    expect(data.error).toBe('Geolocation is not supported');
  });
});

describe('readGeolocationPermission', () => {
  it('reads the state, or unknown without the Permissions API', async () => {
    stubBrowserLocation({ permission: 'denied', positions: [] });
    expect(await readGeolocationPermission()).toBe('denied');
    restoreBrowserLocation();
    expect(await readGeolocationPermission()).toBe('unknown');
  });
});

describe('toLocationRequest', () => {
  it('sends only what is known, and nothing without a time zone', () => {
    expect(toLocationRequest({ timestamp: 5, timezone: 'Asia/Kolkata', language: 'en' })).toEqual({
      timestamp: 5,
      timezone: 'Asia/Kolkata',
      language: 'en',
    });
    expect(toLocationRequest({ timestamp: 5, language: 'en' })).toBeNull();
  });
});
