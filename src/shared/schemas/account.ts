import { z } from 'zod';
import { AGE_MAX, AGE_MIN, CHALLENGES_MAX, datingGoals, interestOptions, locationMethods } from '../account-options';

export * from '../account-options';

/** POST /api/preferences (spec 000 §2.4 and §5; API.md). */
export const preferencesRequestSchema = z.object({
  datingGoal: z.enum(datingGoals, { error: 'must be one of serious, casual, confidence' }),
  age: z
    .number({ error: 'must be a whole number or null' })
    .int('must be a whole number')
    .min(AGE_MIN, `must be at least ${AGE_MIN}`)
    .max(AGE_MAX, `must be at most ${AGE_MAX}`)
    .nullable(),
  interests: z
    .array(z.enum(interestOptions, { error: `must be among ${interestOptions.join(', ')}` }))
    .min(1, 'must include at least one interest')
    .max(interestOptions.length)
    .refine((list) => new Set(list).size === list.length, 'must not repeat an interest'),
  challenges: z
    .string()
    .trim()
    .max(CHALLENGES_MAX, `must be at most ${CHALLENGES_MAX} characters`)
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type PreferencesRequest = z.input<typeof preferencesRequestSchema>;

/** GET /api/preferences: nulls (and no interests) when onboarding has not been done. */
export const preferencesSchema = z.object({
  datingGoal: z.enum(datingGoals).nullable(),
  age: z.number().int().nullable(),
  interests: z.array(z.string()),
  challenges: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** GET /api/settings. */
export const settingsSchema = z.object({
  dailyTips: z.boolean(),
  emailUpdates: z.boolean(),
  shareUsageData: z.boolean(),
  personalizedExperience: z.boolean(),
});

/** PATCH /api/settings: any of the switches, at least one, nothing else. */
export const settingsPatchSchema = settingsSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'must change at least one setting');
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** POST /api/upload-profile-image. */
export const profileImageResponseSchema = z.object({ profileImageUrl: z.string() });

/** The location stored on the user, as the client needs it (Settings card, background updater). */
export const storedLocationSchema = z.object({
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  city: z.string().nullable(),
  confidence: z.number().int().nullable(),
  method: z.enum(locationMethods).nullable(),
  hasCoordinates: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type StoredLocation = z.infer<typeof storedLocationSchema>;
