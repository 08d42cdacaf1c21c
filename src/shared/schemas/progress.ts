import { z } from 'zod';
import { messageModes, messageStyles } from '../coach-options';
import { engagementFactorLabels, type EngagementFactorKey } from '../engagement-factors';
import { BIO_INPUT_MAX } from '../coach-options';

/** Below this many recorded outcomes a rate is "too few to tell" (Progress never shows a rate from 2 messages). */
export const MIN_OUTCOMES_TO_TELL = 5;

export const profileVersionSources = ['own', 'improved'] as const;

/** POST /api/profile-versions: "I'm using this bio now". */
export const saveProfileVersionRequestSchema = z.object({
  bio: z.string().trim().min(1, 'must not be blank').max(BIO_INPUT_MAX, `must be at most ${BIO_INPUT_MAX} characters`),
  source: z.enum(profileVersionSources),
});

export const profileVersionSchema = z.object({
  id: z.uuid(),
  bio: z.string(),
  /** By the published rubric (the same scorer for every version), 0-10 in half points. */
  score: z.number(),
  source: z.enum(profileVersionSources),
  createdAt: z.string(),
});
export type ProfileVersion = z.infer<typeof profileVersionSchema>;
export const profileVersionsSchema = z.array(profileVersionSchema);

/** Replies among recorded outcomes; `rate` is null when there are fewer than MIN_OUTCOMES_TO_TELL. */
const replyTallySchema = z.object({
  recorded: z.number().int(),
  replies: z.number().int(),
  rate: z.number().nullable(),
});
export type ReplyTally = z.infer<typeof replyTallySchema>;

const factorKeys = Object.keys(engagementFactorLabels) as [EngagementFactorKey, ...EngagementFactorKey[]];

/** GET /api/progress: everything the Progress screen shows, for the signed-in user only. */
export const progressSchema = z.object({
  minimum: z.number().int(),
  /** Oldest first. */
  versions: z.array(profileVersionSchema),
  replies: z.object({
    sent: z.number().int(),
    dates: z.number().int(),
    overall: replyTallySchema,
    /** The last 12 weeks (Monday starts, YYYY-MM-DD), oldest first, weeks without outcomes included. */
    byWeek: z.array(replyTallySchema.extend({ weekStart: z.string() })),
    byStyle: z.array(replyTallySchema.extend({ style: z.enum(messageStyles) })),
    byTool: z.array(replyTallySchema.extend({ mode: z.enum(messageModes) })),
  }),
  /** The estimate's factors with the largest observed lift for this user: reply rate with the factor minus without. */
  whatWorked: z.array(
    z.object({
      factor: z.enum(factorKeys),
      with: replyTallySchema,
      without: replyTallySchema,
      /** Percentage points. */
      lift: z.number(),
    }),
  ),
  streak: z.object({
    /** Days in a row, up to today, with an action (a tool used, a message sent or recorded, a bio version). */
    current: z.number().int(),
    longest: z.number().int(),
    /** The last 28 days in the user's time zone, oldest first: whether each had an action. */
    lastDays: z.array(z.object({ day: z.string(), active: z.boolean() })),
  }),
});
export type Progress = z.infer<typeof progressSchema>;
