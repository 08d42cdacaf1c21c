import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citySearchQuerySchema,
  citySearchResponseSchema,
  locationChoiceSchema,
  locationRequestSchema,
  locationResponseSchema,
} from '../../../shared/schemas/location';
import type { AppDeps } from '../../app-deps';
import { HttpError, unauthorized } from '../../http/errors';
import { requireUser, signedInUser } from '../session/session-cookie';
import { loadGeoIp } from './geoip';
import { chosenCountryZone, countryName, isCountryCode } from './countries';
import { cityIndex } from './nearest-city';
import { storeChosenLocation, storeLocation } from './queries';
import { resolveLocation } from './resolve-location';
import { createZoneChecker } from './timezones';

/** Updates per user per minute: the browser sends one every half hour, or when the user asks. */
const LOCATION_UPDATES_PER_MINUTE = 30;

/** Suggestions per city search. */
const CITY_SUGGESTIONS = 8;

const invalid = (message: string) => new HttpError(400, message, 'VALIDATION_ERROR');

const unresolved = () =>
  new HttpError(
    400,
    'Could not determine your country: the time zone, language and network address do not name one. Allow location access to detect it precisely.',
    'LOCATION_UNRESOLVED',
  );

/** POST /api/user/location (API.md "Location"): detection is offline, see resolve-location.ts. */
export const locationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const geoIp = config.geoipDbPath ? await loadGeoIp(config.geoipDbPath) : null;
  if (geoIp) app.log.info({ ranges: geoIp.ranges }, 'GeoIP table loaded');
  const zones = createZoneChecker(db);
  const perUser = {
    rateLimit: {
      max: LOCATION_UPDATES_PER_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `location:${signedInUser(request).id}`,
    },
  };

  app.post(
    '/api/user/location',
    {
      preValidation: requireUser(db, config),
      bodyLimit: 4 * 1024,
      // Counted per user, once sign-in has been checked (the choice below shares the count).
      config: perUser,
      schema: { body: locationRequestSchema, response: { 200: locationResponseSchema } },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const body = request.body;
      const timezone = await zones.storedName(body.timezone);
      if (!timezone)
        throw new HttpError(400, 'timezone: must be a time zone name such as Europe/Paris', 'VALIDATION_ERROR');

      const ipCountry = geoIp?.country(request.ip) ?? null;
      const result = await resolveLocation({ ...body, ipCountry });
      // Why precise location failed in the browser, and the outcome; never the coordinates above debug.
      request.log.debug(
        {
          browserError: body.error ?? undefined,
          method: result?.location.method,
          country: result?.location.countryCode,
        },
        'location update',
      );
      if (!result) throw unresolved();

      const location = await storeLocation(db, userId, result, timezone, new Date());
      // The account was deleted while this request ran.
      if (!location) throw unauthorized();
      return { success: true as const, location };
    },
  );

  // The place the user chose or confirmed in Settings (decision 0038): certain, and theirs only.
  app.post(
    '/api/user/location/choice',
    {
      preValidation: requireUser(db, config),
      bodyLimit: 4 * 1024,
      config: perUser,
      schema: { body: locationChoiceSchema, response: { 200: locationResponseSchema } },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const { countryCode, city, region, timezone } = request.body;
      if (!isCountryCode(countryCode)) throw invalid('countryCode: must be a country, such as US or FR');
      const deviceZone = await zones.storedName(timezone);
      if (!deviceZone) throw invalid('timezone: must be a time zone name such as Europe/Paris');
      const country = countryName(countryCode);
      const place = city ? (await cityIndex()).find(countryCode, city, region) : null;
      if (city && !place) throw invalid(`city: no place called ${city} found in ${country}`);
      const zone = chosenCountryZone(countryCode, deviceZone);
      const location = await storeChosenLocation(
        db,
        userId,
        { countryCode, country, city: place?.name ?? null, region: place?.region ?? null },
        zone ? await zones.storedName(zone) : null,
        new Date(),
      );
      if (!location) throw unauthorized();
      return { success: true as const, location };
    },
  );

  // Places to choose from, for the city field in Settings.
  app.get(
    '/api/location/cities',
    {
      preValidation: requireUser(db, config),
      schema: { querystring: citySearchQuerySchema, response: { 200: citySearchResponseSchema } },
    },
    async (request) => {
      const { country, q } = request.query;
      if (!isCountryCode(country)) throw invalid('country: must be a country, such as US or FR');
      return { cities: (await cityIndex()).search(country, q, CITY_SUGGESTIONS) };
    },
  );
};
