import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nameUpdateSchema, userSchema } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { requireUser, signedInUser } from '../session/session-cookie';
import { updateUserName } from './queries';
import { toUserView } from './user-view';

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const signedIn = requireUser(db, config);

  app.get('/api/auth/user', { preHandler: signedIn, schema: { response: { 200: userSchema } } }, async (request) =>
    toUserView(signedInUser(request)),
  );

  /** Account Settings: the caller edits their own name (never anyone else's: the id is the session's). */
  app.patch(
    '/api/auth/user',
    {
      preValidation: signedIn,
      bodyLimit: 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: nameUpdateSchema, response: { 200: userSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const names = await updateUserName(db, user.id, request.body);
      request.log.info({ userId: user.id }, 'name changed');
      return toUserView({ ...user, ...names });
    },
  );
};
