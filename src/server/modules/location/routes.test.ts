import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/schemas/auth';
import { locationResponseSchema } from '../../../shared/schemas/location';
import { users } from '../../db/schema';
import { buildTestApp, signInLocally, TEST_SITE, useTestApp, type TestApp } from '../../../test/server/test-app';
import { CONFIDENCE } from './resolve-location';

const t = useTestApp();

let n = 0;
async function newUser(app = t.app) {
  const email = `where${++n}.${Date.now()}@example.com`;
  const cookie = await signInLocally(app, email);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, id: row!.id };
}

function postLocation(
  cookie: string | undefined,
  payload: object,
  options: { app?: FastifyInstance; ip?: string } = {},
) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/user/location',
    headers: { origin: TEST_SITE, ...(cookie ? { cookie } : {}) },
    payload: { timestamp: Date.now(), ...payload },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

async function currentUser(cookie: string): Promise<User> {
  return (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
}

async function storedRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const PARIS = { lat: 48.8566, lng: 2.3522 };

describe('POST /api/user/location', () => {
  it('stores the result on the user: country, city, method, coordinates (rounded), time', async () => {
    const { cookie, id } = await newUser();
    const res = await postLocation(cookie, { timezone: 'Europe/Paris', language: 'fr-FR', coordinates: PARIS });
    expect(res.statusCode).toBe(200);
    expect(locationResponseSchema.parse(res.json())).toEqual({
      success: true,
      location: {
        country: 'France',
        countryCode: 'FR',
        city: 'Paris',
        region: 'Île-de-France',
        confidence: CONFIDENCE.coordinates,
        method: 'coordinates',
        vpnDetected: false,
      },
    });

    const user = await currentUser(cookie);
    expect(user.actualCountry).toBe('France');
    expect(user.location).toMatchObject({
      country: 'France',
      countryCode: 'FR',
      city: 'Paris',
      confidence: 95,
      method: 'coordinates',
      hasCoordinates: true,
    });
    expect(Date.now() - Date.parse(user.location.updatedAt!)).toBeLessThan(60_000);
    const row = await storedRow(id);
    expect(row).toMatchObject({ timezone: 'Europe/Paris', latitude: 48.86, longitude: 2.35, vpnDetected: false });
  });

  it('resolves from the time zone and language alone', async () => {
    const { cookie } = await newUser();
    const res = await postLocation(cookie, { timezone: 'Asia/Kolkata', language: 'en-IN', country: 'IN' });
    expect(res.json()).toMatchObject({ location: { country: 'India', method: 'timezone', confidence: 75 } });
    expect((await currentUser(cookie)).location).toMatchObject({ countryCode: 'IN', hasCoordinates: false });
  });

  it('stores the zone, which sets the metering day', async () => {
    const { cookie, id } = await newUser();
    const dayIn = (zone: string) => new Date().toLocaleDateString('en-CA', { timeZone: zone });
    const tipDay = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/daily-tip', headers: { cookie } })).json().date as string;

    // UTC+14 and UTC-11 are 25 hours apart: their calendar days always differ.
    await postLocation(cookie, { timezone: 'Pacific/Kiritimati', language: 'en' });
    expect((await storedRow(id)).timezone).toBe('Pacific/Kiritimati');
    expect(await tipDay()).toBe(dayIn('Pacific/Kiritimati'));

    await postLocation(cookie, { timezone: 'Pacific/Pago_Pago', language: 'en' });
    expect((await storedRow(id)).timezone).toBe('Pacific/Pago_Pago');
    expect(await tipDay()).toBe(dayIn('Pacific/Pago_Pago'));
  });

  it('stores renamed zones under their current name, whatever the spelling', async () => {
    const { cookie, id } = await newUser();
    for (const [sent, stored] of [
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['asia/kolkata', 'Asia/Kolkata'],
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['US/Eastern', 'America/New_York'],
      ['Europe/Amsterdam', 'Europe/Amsterdam'],
    ]) {
      const res = await postLocation(cookie, { timezone: sent, language: 'en' });
      expect(res.statusCode, sent).toBe(200);
      expect((await storedRow(id)).timezone, sent).toBe(stored);
    }
    expect((await currentUser(cookie)).actualCountry).toBe('Netherlands');
  });

  it('refuses implausible input with 400 naming the field, and changes nothing', async () => {
    const { cookie, id } = await newUser();
    await postLocation(cookie, { timezone: 'Asia/Kolkata', language: 'en-IN' });
    const before = await storedRow(id);

    const refused: [object, RegExp][] = [
      [{ timezone: 'Europe/Paris', coordinates: { lat: 91, lng: 2 } }, /^coordinates\.lat: /],
      [{ timezone: 'Europe/Paris', coordinates: { lat: 48, lng: -180.5 } }, /^coordinates\.lng: /],
      [{ timezone: 'Mars/Olympus' }, /^timezone: /],
      [{ timezone: '+05:30' }, /^timezone: /],
      [{ timezone: 'Europe/Paris'.repeat(10) }, /^timezone: /],
      [{ timezone: 'Europe/Paris', language: `en-${'x'.repeat(40)}` }, /^language: /],
      [{ timezone: 'Europe/Paris', country: 'France' }, /^country: /],
      [{ timezone: 'Europe/Paris', error: 'e'.repeat(500) }, /^error: /],
    ];
    for (const [payload, message] of refused) {
      const res = await postLocation(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await storedRow(id)).toEqual(before);
  });

  it('answers LOCATION_UNRESOLVED when nothing names a country, and changes nothing', async () => {
    const { cookie, id } = await newUser();
    await postLocation(cookie, { timezone: 'America/Toronto', language: 'en' });
    const before = await storedRow(id);
    const res = await postLocation(cookie, { timezone: 'UTC', language: 'en', coordinates: { lat: 0, lng: -140 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LOCATION_UNRESOLVED', message: expect.stringMatching(/country/) });
    expect(await storedRow(id)).toEqual(before);
  });

  it('refuses signed-out callers with 401, and cross-site posts', async () => {
    expect((await postLocation(undefined, { timezone: 'Europe/Paris' })).statusCode).toBe(401);
    expect((await postLocation(undefined, { timezone: 'Mars/Olympus' })).statusCode).toBe(401);
    const { cookie } = await newUser();
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/user/location',
      headers: { cookie, origin: 'https://elsewhere.example' },
      payload: { timestamp: Date.now(), timezone: 'Europe/Paris' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('keeps a better recent result when a vaguer one agrees with it, but refreshes the zone', async () => {
    const { cookie, id } = await newUser();
    // A device set to UTC (some Linux set-ups) but allowed to give its position.
    await postLocation(cookie, { timezone: 'UTC', coordinates: PARIS });
    const found = await storedRow(id);
    expect(found).toMatchObject({ timezone: 'Etc/UTC', city: 'Paris' });

    const vaguer = await postLocation(cookie, { timezone: 'Europe/Paris', language: 'fr-FR' });
    expect(vaguer.json().location).toMatchObject({ country: 'France', city: 'Paris', method: 'coordinates' });
    const kept = await storedRow(id);
    expect(kept).toMatchObject({ timezone: 'Europe/Paris', city: 'Paris', latitude: 48.86 });
    expect(kept.locationUpdatedAt).toEqual(found.locationUpdatedAt);
  });

  it('replaces a better result when the zone says the user has moved, or when it is over 30 days old', async () => {
    const { cookie, id } = await newUser();
    await postLocation(cookie, { timezone: 'Europe/Paris', coordinates: PARIS });

    const moved = await postLocation(cookie, { timezone: 'Asia/Tokyo', language: 'ja-JP' });
    expect(moved.json().location).toMatchObject({ country: 'Japan', method: 'timezone' });
    expect(await storedRow(id)).toMatchObject({
      city: null,
      latitude: null,
      longitude: null,
      locationMethod: 'timezone',
    });

    await postLocation(cookie, { timezone: 'Europe/Paris', coordinates: PARIS });
    await t.database.db
      .update(users)
      .set({ locationUpdatedAt: sql`now() - interval '31 days'` })
      .where(eq(users.id, id));
    const later = await postLocation(cookie, { timezone: 'Europe/Paris', language: 'fr-FR' });
    expect(later.json().location).toMatchObject({ country: 'France', method: 'timezone' });
    expect((await currentUser(cookie)).location.hasCoordinates).toBe(false);
  });

  it('limits updates to 30 a minute per user', async () => {
    const { cookie } = await newUser();
    for (let i = 0; i < 30; i++)
      expect((await postLocation(cookie, { timezone: 'Europe/Paris', language: 'fr-FR' })).statusCode).toBe(200);
    const limited = await postLocation(cookie, { timezone: 'Europe/Paris', language: 'fr-FR' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Another user is not held back.
    const other = await newUser();
    expect((await postLocation(other.cookie, { timezone: 'Europe/Paris' })).statusCode).toBe(200);
  });
});

describe('POST /api/user/location with a GeoIP table', () => {
  let dir: string;
  let geo: TestApp;
  const BRITISH_IP = '81.2.69.160';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geoip-route-'));
    const file = path.join(dir, 'dbip.csv');
    fs.writeFileSync(file, '81.2.69.0,81.2.69.255,GB\n2a02:c7f::,2a02:c7f:ffff:ffff:ffff:ffff:ffff:ffff,GB\n');
    geo = await buildTestApp(t.database, { GEOIP_DB_PATH: file });
  });
  afterAll(async () => {
    await geo?.app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("uses the address's country when the zone agrees", async () => {
    const { cookie, id } = await newUser(geo.app);
    const res = await postLocation(
      cookie,
      { timezone: 'Europe/London', language: 'en-GB' },
      { app: geo.app, ip: BRITISH_IP },
    );
    expect(res.json().location).toMatchObject({
      country: 'United Kingdom',
      method: 'ip',
      confidence: CONFIDENCE.ipConfirmedByTimezone,
      vpnDetected: false,
    });
    expect(await storedRow(id)).toMatchObject({ locationMethod: 'ip', vpnDetected: false });
  });

  it('flags a VPN when the address disagrees with the zone or the coordinates', async () => {
    const { cookie, id } = await newUser(geo.app);
    const byZone = await postLocation(
      cookie,
      { timezone: 'Asia/Kolkata', language: 'en-IN' },
      { app: geo.app, ip: BRITISH_IP },
    );
    expect(byZone.json().location).toMatchObject({ country: 'India', method: 'timezone', vpnDetected: true });
    expect(await storedRow(id)).toMatchObject({ countryCode: 'IN', vpnDetected: true });

    const byPoint = await postLocation(
      cookie,
      { timezone: 'Europe/Paris', coordinates: PARIS },
      { app: geo.app, ip: '2a02:c7f:1234::1' },
    );
    expect(byPoint.json().location).toMatchObject({ country: 'France', method: 'coordinates', vpnDetected: true });
  });

  it('ignores an address the table does not list (inject comes from 127.0.0.1)', async () => {
    const { cookie } = await newUser(geo.app);
    const res = await postLocation(cookie, { timezone: 'Europe/Paris', language: 'fr-FR' }, { app: geo.app });
    expect(res.json().location).toMatchObject({ country: 'France', method: 'timezone', vpnDetected: false });
  });
});
