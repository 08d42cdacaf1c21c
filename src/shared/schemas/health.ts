import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  ai: z.enum(['local', 'openai-compatible']),
  payments: z.enum(['sandbox', 'razorpay', 'disabled']),
  auth: z.enum(['local', 'google']),
});
export type Health = z.infer<typeof healthSchema>;
