import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '../../../shared/schemas/client-config';
import type { AppDeps } from '../../app-deps';
import { checkoutScriptUrl } from '../billing/provider';

/** GET /api/client-config: the public settings the browser needs (no secrets). */
export const clientConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  app.get('/api/client-config', { schema: { response: { 200: clientConfigSchema } } }, async () => ({
    adsenseClient: config.adsenseClient ?? null,
    payments: {
      mode: config.payments.mode,
      checkoutScriptUrl: checkoutScriptUrl(config),
    },
  }));
};
