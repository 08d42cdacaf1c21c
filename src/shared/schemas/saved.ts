import { z } from 'zod';

/** Saved content (spec 000 §2.11, API.md "Saved content"). */
const savedTypes = ['message', 'date_idea', 'profile_tip', 'other'] as const;
export type SavedType = (typeof savedTypes)[number];

const SAVED_CONTENT_MAX = 5000;

const metadataValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const saveResponseRequestSchema = z.object({
  type: z.enum(savedTypes),
  content: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(SAVED_CONTENT_MAX, `must be at most ${SAVED_CONTENT_MAX} characters`),
  title: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  metadata: z
    .record(z.string().max(40), metadataValue)
    .refine((m) => Object.keys(m).length <= 10, 'must have at most 10 entries')
    .optional(),
});
export type SaveResponseRequest = z.infer<typeof saveResponseRequestSchema>;

export const savedItemSchema = z.object({
  id: z.string(),
  type: z.enum(savedTypes),
  content: z.string(),
  title: z.string().nullable(),
  createdAt: z.string(),
  metadata: z.record(z.string(), metadataValue).nullable(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedItemsSchema = z.array(savedItemSchema);
