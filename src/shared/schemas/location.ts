import { z } from 'zod';
import { locationMethods } from '../account-options';

/**
 * POST /api/user/location (API.md "Location"): what the browser collected.
 * Every field is bounded; implausible values are refused with 400.
 */
export const locationRequestSchema = z.object({
  /** When the browser collected it: epoch milliseconds or an ISO date. */
  timestamp: z.union([z.number().int().nonnegative(), z.string().max(40)]),
  /** IANA zone, e.g. Asia/Kolkata (checked against the zone database on the server). */
  timezone: z.string().trim().min(1, 'must not be blank').max(64, 'must be at most 64 characters'),
  /** BCP 47 tag, e.g. en-IN. */
  language: z
    .string()
    .trim()
    .max(35, 'must be at most 35 characters')
    .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, 'must be a language tag such as en-US')
    .optional(),
  /** The locale's region (ISO 3166-1 alpha-2), when the browser's language has one. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .nullish(),
  coordinates: z
    .object({
      lat: z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
      lng: z.number().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
    })
    .nullish(),
  /** Why precise location failed in the browser (for the logs). */
  error: z.string().max(200, 'must be at most 200 characters').nullish(),
});
export type LocationRequest = z.infer<typeof locationRequestSchema>;

const resolvedLocationSchema = z.object({
  country: z.string(),
  countryCode: z.string(),
  city: z.string().optional(),
  region: z.string().optional(),
  /** Percent, 0-100. */
  confidence: z.number().int().min(0).max(100),
  method: z.enum(locationMethods),
  vpnDetected: z.boolean(),
});
export type ResolvedLocation = z.infer<typeof resolvedLocationSchema>;

export const locationResponseSchema = z.object({
  success: z.literal(true),
  location: resolvedLocationSchema,
});

/** POST /api/user/location/choice (docs/http-api.md): the country and city the user chose or confirmed. */
export const locationChoiceSchema = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((code) => code.toUpperCase()),
  /** A place of that country in the gazetteer (GET /api/location/cities suggests them); none: the country only. */
  city: z.string().trim().min(1, 'must not be blank').max(100, 'must be at most 100 characters').nullish(),
  /** The city's region, to tell apart places of the same name (Springfield, Illinois). */
  region: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
  /** The device's IANA zone: it sets the user's day when the chosen country uses it. */
  timezone: z.string().trim().min(1, 'must not be blank').max(64, 'must be at most 64 characters'),
});
export type LocationChoice = z.input<typeof locationChoiceSchema>;

/** GET /api/location/cities?country=FR&q=par: places to choose from. */
export const citySearchQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((code) => code.toUpperCase()),
  q: z.string().trim().min(1, 'must not be blank').max(60, 'must be at most 60 characters'),
});

export const citySchema = z.object({ name: z.string(), region: z.string().nullable() });
export type City = z.infer<typeof citySchema>;
export const citySearchResponseSchema = z.object({ cities: z.array(citySchema) });
