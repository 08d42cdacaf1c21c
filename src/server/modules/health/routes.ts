import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '../../../shared/schemas/health';
import type { RateLimitBackend } from '../../http/rate-limit-store';
import type { AppDeps } from '../../app-deps';

/** Reports the mode of each part (DESIGN.md), after a round trip to the database, the AI circuit and the limits' store. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, dbKind, config, coach, limits }) => {
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => {
    await db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      db: dbKind,
      ai: config.ai.mode === 'offline' ? ('offline' as const) : config.ai.provider,
      ...(config.ai.mode === 'model' && coach.breaker
        ? { aiModel: config.ai.model, aiCircuit: await coach.breaker.status() }
        : {}),
      payments: config.payments.mode,
      auth: config.auth.mode,
      rateLimits: await rateLimitsStatus(limits),
    };
  });
};

async function rateLimitsStatus(limits: RateLimitBackend): Promise<Health['rateLimits']> {
  if (limits.kind === 'memory') return 'memory';
  return (await limits.reachable()) ? 'redis' : 'redis-unreachable';
}
