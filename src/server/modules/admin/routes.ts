import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatusSchema } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app';
import type { Config } from '../../config';
import { currentUser, requireUser } from '../auth/session-cookie';

export function isAdminEmail(config: Config, email: string): boolean {
  return config.adminEmails.includes(email.toLowerCase());
}

export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/api/admin/status',
    { preHandler: requireUser(db, config), schema: { response: { 200: adminStatusSchema } } },
    async (request) => {
      const { user } = currentUser(request);
      return { isAdmin: isAdminEmail(config, user.email), email: user.email };
    },
  );
};
