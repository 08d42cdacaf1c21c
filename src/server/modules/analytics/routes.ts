import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsBatchSchema } from '../../../shared/schemas/events';
import type { AppDeps } from '../../app-deps';
import { events } from '../../db/schema';
import { loadSession } from '../session/session-cookie';

const BODY_LIMIT_BYTES = 64 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/events: analytics batches from the browser, anonymous or signed
 * in, stored in the events table. Bounded in every direction: 50 events, flat
 * props, 64 KB bodies, a per-address rate limit.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.post(
    '/api/events',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      // A page sends a batch when it is hidden, so one person stays far below the default of 60 a minute.
      config: { rateLimit: { max: config.eventsRateLimit, timeWindow: '1 minute' } },
      schema: { body: eventsBatchSchema },
    },
    async (request, reply) => {
      const user = await loadSession(request, reply, db, config);
      // "Share Usage Data" off: the client should send nothing; whatever still arrives is not kept.
      if (user && !user.shareUsageData) return reply.status(202).send();
      const now = Date.now();
      await db.insert(events).values(
        request.body.events.map((event) => ({
          name: event.name,
          props: event.props ?? {},
          path: event.path ?? null,
          userId: user?.id ?? null,
          // A browser clock is only a hint: keep it within the last day and not in the future.
          occurredAt: new Date(Math.min(now, Math.max(now - DAY_MS, event.ts ?? now))),
        })),
      );
      return reply.status(202).send();
    },
  );
};
