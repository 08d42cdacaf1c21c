import { z } from 'zod';

/** GET /api/client-config: public settings the app needs at run time. */
export const clientConfigSchema = z.object({
  adsenseClient: z.string().nullable(),
  payments: z.object({
    mode: z.enum(['razorpay', 'sandbox', 'disabled']),
    /** Loaded on demand when the user pays: Razorpay's Checkout, or the sandbox's look-alike. */
    checkoutScriptUrl: z.string().nullable(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
