import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationRequestSchema, locationResponseSchema } from '../../../shared/schemas/location';
import type { AppDeps } from '../../app-deps';
import { HttpError, unauthorized } from '../../http/errors';
import { requireUser, signedInUser } from '../session/session-cookie';
import { loadGeoIp } from './geoip';
import { storeLocation } from './queries';
import { resolveLocation } from './resolve-location';
import { createZoneChecker } from './timezones';

/** Updates per user per minute: the browser sends one every half hour, or when the user asks. */
const LOCATION_UPDATES_PER_MINUTE = 30;

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

  app.post(
    '/api/user/location',
    {
      preValidation: requireUser(db, config),
      bodyLimit: 4 * 1024,
      config: {
        rateLimit: {
          max: LOCATION_UPDATES_PER_MINUTE,
          timeWindow: '1 minute',
          // Counted per user, once sign-in has been checked.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `location:${signedInUser(request).id}`,
        },
      },
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
};
