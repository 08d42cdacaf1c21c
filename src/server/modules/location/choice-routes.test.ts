import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../shared/schemas/auth';
import { citySearchResponseSchema, locationResponseSchema } from '../../../shared/schemas/location';
import { users } from '../../db/schema';
import { signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';

/** Decision 0038: guesses do not move the day; the user chooses or confirms their place. */

const t = useTestApp();

let n = 0;
async function newUser() {
  const email = `choose${++n}.${Date.now()}@example.com`;
  const cookie = await signInLocally(t.app, email);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, id: row!.id };
}

const post = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_SITE, ...(cookie ? { cookie } : {}) }, payload });
const report = (cookie: string, payload: object) =>
  post('/api/user/location', cookie, { timestamp: Date.now(), ...payload });
const choose = (cookie: string | undefined, payload: object) => post('/api/user/location/choice', cookie, payload);
const cities = (cookie: string | undefined, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/location/cities?${query}`, headers: cookie ? { cookie } : {} });

async function storedRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}
async function currentUser(cookie: string): Promise<User> {
  return (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
}

describe('a guess does not move the free-request day', () => {
  it('keeps the stored zone when a result is under 60%, and takes it at 60% or more', async () => {
    const { cookie, id } = await newUser();
    await report(cookie, { timezone: 'Asia/Tokyo', language: 'ja-JP' });
    expect(await storedRow(id)).toMatchObject({ timezone: 'Asia/Tokyo', countryCode: 'JP', locationConfidence: 75 });

    // The zone contradicted by the language (50%): the place is stored as a guess, the day stays.
    const guess = await report(cookie, { timezone: 'Europe/Berlin', language: 'en-US', country: 'US' });
    expect(guess.json().location).toMatchObject({ countryCode: 'DE', confidence: 50 });
    expect(await storedRow(id)).toMatchObject({ timezone: 'Asia/Tokyo', countryCode: 'DE' });

    // The language alone (30%, the zone UTC) does not move it either.
    const language = await report(cookie, { timezone: 'UTC', language: 'en-US', country: 'US' });
    expect(language.statusCode).toBe(200);
    expect((await storedRow(id)).timezone).toBe('Asia/Tokyo');

    // The zone alone (60%) does.
    await report(cookie, { timezone: 'Pacific/Kiritimati', language: 'en' });
    expect((await storedRow(id)).timezone).toBe('Pacific/Kiritimati');
  });
});

describe('POST /api/user/location/choice', () => {
  it('stores the chosen country and city as certain, the device zone setting the day', async () => {
    const { cookie, id } = await newUser();
    await report(cookie, { timezone: 'UTC', language: 'en-US', country: 'US' });
    const res = await choose(cookie, { countryCode: 'fr', city: ' paris ', timezone: 'Europe/Paris' });
    expect(res.statusCode).toBe(200);
    expect(locationResponseSchema.parse(res.json()).location).toEqual({
      country: 'France',
      countryCode: 'FR',
      city: 'Paris',
      region: 'Île-de-France',
      confidence: 100,
      method: 'user',
      vpnDetected: false,
    });
    expect(await storedRow(id)).toMatchObject({ timezone: 'Europe/Paris', latitude: null, locationMethod: 'user' });
    expect((await currentUser(cookie)).location).toMatchObject({ city: 'Paris', method: 'user', confidence: 100 });
  });

  it('takes a one-zone country zone when the device is elsewhere, and keeps the day for a country of many zones', async () => {
    const { cookie, id } = await newUser();
    await choose(cookie, { countryCode: 'JP', timezone: 'Europe/Berlin' });
    expect(await storedRow(id)).toMatchObject({ countryCode: 'JP', city: null, timezone: 'Asia/Tokyo' });
    await choose(cookie, { countryCode: 'US', city: 'Springfield', region: 'Illinois', timezone: 'Europe/Berlin' });
    expect(await storedRow(id)).toMatchObject({
      countryCode: 'US',
      city: 'Springfield',
      region: 'Illinois',
      timezone: 'Asia/Tokyo',
    });
  });

  it('keeps the chosen place against background reports, until coordinates put the device in another country', async () => {
    const { cookie, id } = await newUser();
    await choose(cookie, { countryCode: 'FR', city: 'Lyon', timezone: 'Europe/Paris' });
    const background = await report(cookie, { timezone: 'Europe/Paris', language: 'en-US', country: 'US' });
    expect(background.json().location).toMatchObject({ city: 'Lyon', method: 'user', confidence: 100 });
    expect(await storedRow(id)).toMatchObject({ city: 'Lyon', locationMethod: 'user', timezone: 'Europe/Paris' });

    const sameCountry = await report(cookie, { timezone: 'Europe/Paris', coordinates: { lat: 48.8566, lng: 2.3522 } });
    expect(sameCountry.json().location).toMatchObject({ city: 'Lyon', method: 'user' });

    const moved = await report(cookie, { timezone: 'Europe/Berlin', coordinates: { lat: 52.52, lng: 13.405 } });
    expect(moved.json().location).toMatchObject({ countryCode: 'DE', method: 'coordinates' });
    expect(await storedRow(id)).toMatchObject({ countryCode: 'DE', locationMethod: 'coordinates' });
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const { cookie, id } = await newUser();
    await choose(cookie, { countryCode: 'FR', city: 'Paris', timezone: 'Europe/Paris' });
    const before = await storedRow(id);
    const refused: [object, RegExp][] = [
      [{ countryCode: 'France', timezone: 'Europe/Paris' }, /^countryCode: /],
      [{ countryCode: 'ZZ', timezone: 'Europe/Paris' }, /^countryCode: /],
      [{ countryCode: 'FR', city: 'Atlantis of the North', timezone: 'Europe/Paris' }, /^city: no place called/],
      [{ countryCode: 'DE', city: 'Paris', timezone: 'Europe/Paris' }, /^city: /],
      [{ countryCode: 'FR', city: 'x'.repeat(101), timezone: 'Europe/Paris' }, /^city: /],
      [{ countryCode: 'FR', city: '   ', timezone: 'Europe/Paris' }, /^city: /],
      [{ countryCode: 'FR', timezone: 'Mars/Olympus' }, /^timezone: /],
      [{ countryCode: 'FR' }, /^timezone: /],
    ];
    for (const [payload, message] of refused) {
      const res = await choose(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await storedRow(id)).toEqual(before);
  });

  it('refuses signed-out callers, and changes only the signed-in user', async () => {
    expect((await choose(undefined, { countryCode: 'FR', timezone: 'Europe/Paris' })).statusCode).toBe(401);
    const a = await newUser();
    const b = await newUser();
    await report(b.cookie, { timezone: 'Asia/Tokyo', language: 'ja-JP' });
    const bBefore = await storedRow(b.id);
    expect((await choose(a.cookie, { countryCode: 'FR', timezone: 'Europe/Paris' })).statusCode).toBe(200);
    expect(await storedRow(b.id)).toEqual(bBefore);
    expect((await storedRow(a.id)).countryCode).toBe('FR');
  });
});

describe('GET /api/location/cities', () => {
  it('suggests up to eight places of the country that start with the query', async () => {
    const { cookie } = await newUser();
    const res = await cities(cookie, 'country=fr&q=Pari');
    expect(res.statusCode).toBe(200);
    const body = citySearchResponseSchema.parse(res.json());
    expect(body.cities.length).toBeGreaterThan(0);
    expect(body.cities.length).toBeLessThanOrEqual(8);
    expect(body.cities.every((c) => c.name.toLowerCase().startsWith('pari'))).toBe(true);
    expect((await cities(cookie, 'country=FR&q=paris')).json().cities[0]).toMatchObject({ name: 'Paris' });
  });

  it('refuses bad queries with 400 and signed-out callers with 401', async () => {
    const { cookie } = await newUser();
    for (const query of [
      'country=FR',
      'country=FR&q=',
      'country=ZZ&q=par',
      'country=France&q=par',
      `country=FR&q=${'p'.repeat(61)}`,
    ]) {
      const res = await cities(cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await cities(undefined, 'country=FR&q=par')).statusCode).toBe(401);
  });
});
