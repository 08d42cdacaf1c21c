import { z } from 'zod';
import { aiProviders } from '../coach-options';

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** `local`: the offline coach alone; otherwise the model's provider (AI_PROVIDER). */
  ai: z.enum(['offline', ...aiProviders]),
  aiModel: z.string().optional(),
  /** The model's circuit breaker: `open` means requests go straight to the offline coach until `retryAt`. */
  aiCircuit: z
    .object({
      state: z.enum(['closed', 'open', 'half-open']),
      consecutiveFailures: z.number().int(),
      retryAt: z.string().nullable(),
    })
    .optional(),
  payments: z.enum(['sandbox', 'razorpay', 'disabled']),
  auth: z.enum(['local', 'google']),
  /**
   * Where rate limits are counted: this process's memory, or Redis shared by every process. Unreachable Redis:
   * the site goes on, AI and payments answer 503 until it is back.
   */
  rateLimits: z.enum(['memory', 'redis', 'redis-unreachable']),
});
export type Health = z.infer<typeof healthSchema>;
