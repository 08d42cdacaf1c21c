import { z } from 'zod';

/** GET /api/client-config: public settings the app needs at run time. */
export const clientConfigSchema = z.object({ adsenseClient: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
