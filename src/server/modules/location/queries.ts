import { eq } from 'drizzle-orm';
import { locationMethods } from '../../../shared/account-options';
import type { ResolvedLocation } from '../../../shared/schemas/location';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { LocationResult } from './resolve-location';
import { keepsStoredPlace, zoneSetsDay } from './store-policy';

/** Stored coordinates are rounded to 0.01 degree (about 1 km): enough for a city, not for an address. */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

/**
 * Stores a result on the user, or keeps a better recent one (store-policy.ts):
 * either way the zone (the user's metering day) and what the address says
 * about a VPN are this request's. Returns the location the user now has. One
 * transaction with the row locked, so two updates at once cannot mix.
 */
export async function storeLocation(
  db: Db,
  userId: string,
  next: LocationResult,
  timezone: string,
  now: Date,
): Promise<ResolvedLocation | null> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({
        country: users.country,
        countryCode: users.countryCode,
        region: users.region,
        city: users.city,
        confidence: users.locationConfidence,
        method: users.locationMethod,
        updatedAt: users.locationUpdatedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!stored) return null;

    const { vpnDetected } = next.location;
    // A guess does not move the user's day (decision 0038): the stored zone stays.
    const zone = zoneSetsDay(stored, next) ? { timezone } : {};
    if (keepsStoredPlace(stored, next, now)) {
      // The place and its time stay: the 30 days count from when it was found.
      await tx
        .update(users)
        .set({ ...zone, vpnDetected })
        .where(eq(users.id, userId));
      return {
        country: stored.country!,
        countryCode: stored.countryCode!,
        ...(stored.city ? { city: stored.city } : {}),
        ...(stored.region ? { region: stored.region } : {}),
        confidence: stored.confidence!,
        method: locationMethods.find((m) => m === stored.method) ?? next.location.method,
        vpnDetected,
      };
    }

    const { location, coordinates } = next;
    await tx
      .update(users)
      .set({
        ...zone,
        country: location.country,
        countryCode: location.countryCode,
        region: location.region ?? null,
        city: location.city ?? null,
        locationConfidence: location.confidence,
        locationMethod: location.method,
        vpnDetected,
        latitude: coordinates ? roundCoordinate(coordinates.lat) : null,
        longitude: coordinates ? roundCoordinate(coordinates.lng) : null,
        locationUpdatedAt: now,
      })
      .where(eq(users.id, userId));
    return location;
  });
}

/**
 * Stores the place the user chose or confirmed (decision 0038): certain (confidence 100, method
 * `user`), without coordinates; `timezone`, when given, becomes the user's day. Only the signed-in
 * user's own row. Returns the location now stored, or null when the account is gone.
 */
export async function storeChosenLocation(
  db: Db,
  userId: string,
  place: { countryCode: string; country: string; city: string | null; region: string | null },
  timezone: string | null,
  now: Date,
): Promise<ResolvedLocation | null> {
  const [row] = await db
    .update(users)
    .set({
      ...(timezone ? { timezone } : {}),
      country: place.country,
      countryCode: place.countryCode,
      city: place.city,
      region: place.region,
      locationConfidence: 100,
      locationMethod: 'user',
      vpnDetected: false,
      latitude: null,
      longitude: null,
      locationUpdatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) return null;
  return {
    country: place.country,
    countryCode: place.countryCode,
    ...(place.city ? { city: place.city } : {}),
    ...(place.region ? { region: place.region } : {}),
    confidence: 100,
    method: 'user',
    vpnDetected: false,
  };
}
