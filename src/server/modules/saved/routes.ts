import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveResponseRequestSchema, savedItemSchema, savedItemsSchema } from '../../../shared/schemas/saved';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound as notFoundError } from '../../http/errors';
import { ownedId } from '../../http/owned-id';
import { requireUser, signedInUser } from '../session/session-cookie';
import { countItems, deleteItem, listItems, SAVED_ITEMS_MAX, saveItem } from './queries';

const notFound = () => notFoundError('Saved item not found');

/** Saved content (API.md): every query is scoped by the signed-in user. */
export const savedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const signedIn = requireUser(db, config);

  app.post(
    '/api/save-response',
    {
      preValidation: signedIn,
      bodyLimit: 32 * 1024,
      schema: { body: saveResponseRequestSchema, response: { 201: savedItemSchema } },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      if ((await countItems(db, userId)) >= SAVED_ITEMS_MAX)
        throw new HttpError(
          409,
          `You can keep up to ${SAVED_ITEMS_MAX} saved items. Delete some to save more.`,
          'SAVED_LIMIT',
        );
      return reply.status(201).send(await saveItem(db, userId, request.body));
    },
  );

  app.get(
    '/api/saved-responses',
    { preValidation: signedIn, schema: { response: { 200: savedItemsSchema } } },
    async (request) => listItems(db, signedInUser(request).id),
  );

  app.delete(
    '/api/saved-responses/:id',
    { preValidation: signedIn, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      if (!(await deleteItem(db, signedInUser(request).id, ownedId(request.params.id, notFound)))) throw notFound();
      return reply.status(204).send();
    },
  );
};
