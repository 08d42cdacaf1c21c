import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsReportSchema } from '../../../shared/schemas/analytics-report';
import type { AppDeps } from '../../app-deps';
import { requireAdmin } from '../admin/require-admin';
import { buildAnalyticsReport } from './report/analytics-report';

/** GET /api/analytics: the admin dashboard's figures; 401 signed out, 403 for non-admins. */
export const analyticsReportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/api/analytics',
    {
      preValidation: requireAdmin(db, config),
      // Whole-table aggregates: the dashboard asks every 5 minutes; a loop should not.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: analyticsReportSchema } },
    },
    async () => buildAnalyticsReport(db),
  );
};
