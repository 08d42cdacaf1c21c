import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { requireUser, signedInUser } from '../session/session-cookie';
import { toUserView } from './user-view';

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/api/auth/user',
    { preHandler: requireUser(db, config), schema: { response: { 200: userSchema } } },
    async (request) => toUserView(signedInUser(request)),
  );
};
