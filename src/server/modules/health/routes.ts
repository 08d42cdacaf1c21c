import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../shared/schemas/health';
import type { AppDeps } from '../../app';

/** Reports the mode of each part (DESIGN.md), after a round trip to the database, and the AI circuit. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, dbKind, config, coach }) => {
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => {
    await db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      db: dbKind,
      ai: config.ai.mode === 'local' ? ('local' as const) : config.ai.provider,
      ...(config.ai.mode === 'model' && coach.breaker
        ? { aiModel: config.ai.model, aiCircuit: coach.breaker.status() }
        : {}),
      payments: config.payments.mode,
      auth: config.auth.mode,
    };
  });
};
