import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  preferencesRequestSchema,
  preferencesSchema,
  settingsPatchSchema,
  settingsSchema,
} from '../../../shared/schemas/account';
import type { AppDeps } from '../../app-deps';
import { clearSessionCookie, requireUser, signedInUser } from '../session/session-cookie';
import { deleteAccount, exportAccount } from './account-data';
import { getPreferences, savePreferences } from './preferences';
import { getSettings, updateSettings } from './settings';

/** Preferences (onboarding), settings switches, data export and account deletion: all the caller's own. */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, payments }) => {
  const signedIn = requireUser(db, config);
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  app.get(
    '/api/preferences',
    { preValidation: signedIn, schema: { response: { 200: preferencesSchema } } },
    async (request) => getPreferences(db, userId(request)),
  );

  app.post(
    '/api/preferences',
    {
      preValidation: signedIn,
      bodyLimit: 16 * 1024,
      schema: { body: preferencesRequestSchema, response: { 200: preferencesSchema } },
    },
    async (request) => savePreferences(db, userId(request), request.body),
  );

  app.get(
    '/api/settings',
    { preValidation: signedIn, schema: { response: { 200: settingsSchema } } },
    async (request) => getSettings(db, userId(request)),
  );

  app.patch(
    '/api/settings',
    {
      preValidation: signedIn,
      bodyLimit: 4 * 1024,
      schema: { body: settingsPatchSchema, response: { 200: settingsSchema } },
    },
    async (request) => updateSettings(db, userId(request), request.body),
  );

  app.get(
    '/api/account/export',
    // Reads every table of the user: cheap for one person, not for a loop.
    { preValidation: signedIn, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const data = await exportAccount(db, userId(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="datewise-data-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete('/api/account', { preValidation: signedIn }, async (request, reply) => {
    const id = userId(request);
    // A renewing subscription would go on charging a person who no longer has an account: stop it first.
    // If the provider cannot be reached the error stops here and nothing is deleted.
    await payments?.billing.stopRenewal(id);
    await deleteAccount(db, id);
    request.log.info({ userId: id }, 'account deleted');
    clearSessionCookie(reply, config);
    return reply.status(204).send();
  });
};
