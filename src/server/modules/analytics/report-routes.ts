import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsReportSchema } from '../../../shared/schemas/analytics-report';
import { calibrationReportSchema, calibrationRunSchema } from '../../../shared/schemas/calibration';
import type { AppDeps } from '../../app-deps';
import { requireAdmin } from '../admin/require-admin';
import { recentCalibrations, runCalibration } from '../outcomes/calibration-job';
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

  /** The Calibration tab: the job's runs, newest first (docs/analytics.md "Calibration"). */
  app.get(
    '/api/analytics/calibration',
    {
      preValidation: requireAdmin(db, config),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: calibrationReportSchema } },
    },
    async () => ({ runs: await recentCalibrations(db) }),
  );

  /** Runs the calibration job now (it also runs daily): seconds of work at a million outcomes, so rarely. */
  app.post(
    '/api/analytics/calibration/run',
    {
      preValidation: requireAdmin(db, config),
      config: { rateLimit: { max: 3, timeWindow: '1 minute' } },
      schema: { response: { 201: calibrationRunSchema } },
    },
    async (_request, reply) => reply.status(201).send(await runCalibration(db)),
  );
};
