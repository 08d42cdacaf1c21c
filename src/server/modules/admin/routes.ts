import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatusSchema } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { requireUser, signedInUser } from '../session/session-cookie';
import { isAdminEmail } from './require-admin';

export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/api/admin/status',
    { preHandler: requireUser(db, config), schema: { response: { 200: adminStatusSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return { isAdmin: isAdminEmail(config, user.email), email: user.email };
    },
  );
};
