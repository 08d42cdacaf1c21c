import { z } from 'zod';
import { isOneLine, NAME_MAX } from '../person-name';
import { safeReturnPath } from '../routes';
import { storedLocationSchema } from './account';

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'));

/**
 * Where to go after sign-in: a same-site path (`safeReturnPath`), or null for anything else, which is ignored
 * rather than refused (a bad link still signs the user in, then lands on the default page).
 */
export const returnPathSchema = z
  .unknown()
  .optional()
  .transform((value) => safeReturnPath(value));

/** `GET /auth/google?returnTo=`: the query of the sign-in start (Google or the local form). */
export const signInQuerySchema = z.object({ returnTo: returnPathSchema });

/** Local sign-in (embedded default when Google is not configured); `returnTo` comes with the form post. */
export const devLoginSchema = z.object({
  email: emailSchema,
  // Any text: the sign-in makes it fit the name rule (signInName) rather than refusing it, as for Google's.
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  returnTo: returnPathSchema,
});

/** GET /api/auth/user (API.md). */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  isSubscribed: z.boolean(),
  subscriptionEndDate: z.string().nullable(),
  credits: z.number().int(),
  dailyUsage: z.number().int(),
  dailyLimit: z.number().int(),
  /** Category tips taken free today, and how many a day are free before a tip counts as a request (decision 0040). */
  dailyTipsUsed: z.number().int(),
  dailyTipLimit: z.number().int(),
  actualCountry: z.string().nullable(),
  hasCompletedOnboarding: z.boolean(),
  hasUsedAI: z.boolean(),
  /** Privacy & Security "Share Usage Data": off means the client sends no analytics events. */
  shareUsageData: z.boolean(),
  location: storedLocationSchema,
});
export type User = z.infer<typeof userSchema>;

/** A name as the user edits it in Account Settings: the name rule (src/shared/person-name.ts), refused when broken. */
const editedNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX, `must be at most ${NAME_MAX} characters`)
  .refine(isOneLine, 'must be plain text on one line');

/**
 * PATCH /api/auth/user (docs/http-api.md): the user's own name. The first name is needed (it greets them); the last
 * name may be cleared with "".
 */
export const nameUpdateSchema = z
  .object({
    firstName: editedNameSchema.pipe(z.string().min(1, 'must not be empty')),
    lastName: editedNameSchema.optional(),
  })
  .strict();
export type NameUpdate = z.input<typeof nameUpdateSchema>;

export const adminStatusSchema = z.object({
  isAdmin: z.boolean(),
  email: z.string(),
});
export type AdminStatus = z.infer<typeof adminStatusSchema>;
