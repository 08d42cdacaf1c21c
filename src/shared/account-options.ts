/**
 * Onboarding, settings, photo and location limits, without zod, so client
 * pages can import them (schemas/account.ts and schemas/location.ts use them).
 */
export const datingGoals = ['serious', 'casual', 'confidence'] as const;
export type DatingGoal = (typeof datingGoals)[number];

/** Spec 000 §2.4, in its order. */
export const interestOptions = [
  'Music',
  'Travel',
  'Fitness',
  'Food',
  'Art',
  'Movies',
  'Books',
  'Sports',
  'Photography',
  'Gaming',
  'Dancing',
  'Cooking',
] as const;
export type Interest = (typeof interestOptions)[number];

/** The terms' minimum age; the upper bound only catches typing mistakes. */
export const AGE_MIN = 18;
export const AGE_MAX = 120;
export const CHALLENGES_MAX = 500;

/** The four switches of Notifications and Privacy & Security, with the spec's defaults. */
export const defaultSettings = {
  dailyTips: true,
  emailUpdates: false,
  shareUsageData: true,
  personalizedExperience: true,
} as const;
export type SettingName = keyof typeof defaultSettings;
export type Settings = Record<SettingName, boolean>;

/** Spec 000 §9: "Image upload maximum 5 MB" (5 MiB, as the client measures File.size). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Stored photos are squares of this many pixels. */
export const PROFILE_IMAGE_SIZE = 256;

/** How a location was found; `user`: the person chose or confirmed it in Settings (decision 0038). */
export const locationMethods = ['coordinates', 'ip', 'timezone', 'language', 'user'] as const;
export type LocationMethod = (typeof locationMethods)[number];

/**
 * Decision 0038: a detected location under this confidence is a guess. Settings shows it as one
 * ("Looks like ...: confirm or choose"), and its time zone does not move the free-request day. A
 * place the user chose or confirmed counts as certain.
 */
export const CERTAIN_LOCATION_CONFIDENCE = 60;

/** Whether a location is certain enough to state as a fact (and to set the user's day). */
export function isLocationCertain(location: { confidence: number | null; method: string | null }): boolean {
  return location.method === 'user' || (location.confidence ?? 0) >= CERTAIN_LOCATION_CONFIDENCE;
}

/** Typing "DELETE" confirms account deletion. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
