import { z } from 'zod';

/** Client analytics (API.md: POST /api/events). Small, flat and bounded, so a sender cannot store much. */
const MAX_EVENTS_PER_CALL = 50;

const propValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

const analyticsEventSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{1,49}$/, 'must be snake_case, 2-50 characters'),
  props: z
    .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'has an invalid key'), propValue)
    .refine((props) => Object.keys(props).length <= 20, 'must have at most 20 keys')
    .optional(),
  path: z.string().startsWith('/').max(300).optional(),
  ts: z.number().int().positive().optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const eventsBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema)
    .min(1)
    .max(MAX_EVENTS_PER_CALL, `must have at most ${MAX_EVENTS_PER_CALL} events`),
});
