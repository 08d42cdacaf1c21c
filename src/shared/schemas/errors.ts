import { z } from 'zod';

/** The one error body every endpoint answers with (API.md). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
