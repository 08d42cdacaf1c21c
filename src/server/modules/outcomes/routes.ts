import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markSentRequestSchema,
  NO_REPLY_AFTER_DAYS,
  recordOutcomeRequestSchema,
  sentMessageSchema,
  sentMessagesResponseSchema,
} from '../../../shared/schemas/outcomes';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound as notFoundError } from '../../http/errors';
import { ownedId } from '../../http/owned-id';
import { requireUser, signedInUser } from '../session/session-cookie';
import { findMessage, listSent, markSent, noReplyAllowed, setOutcome, textSha256, unmarkSent } from './queries';

const notFound = () => notFoundError('Message not found');
const idParams = z.object({ id: z.string() });

/** Outcomes of the coach's messages (docs/http-api.md "Outcomes"): every query is scoped by the signed-in user. */
export const outcomeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const signedIn = requireUser(db, config);

  app.post(
    '/api/outcomes/sent',
    { preValidation: signedIn, schema: { body: markSentRequestSchema, response: { 200: sentMessageSchema } } },
    async (request) => {
      const userId = signedInUser(request).id;
      const { messageId, message } = request.body;
      const row = await findMessage(db, userId, messageId);
      if (!row) throw notFound();
      if (row.textSha256 !== textSha256(message))
        throw new HttpError(422, 'This is not the message the coach wrote. Send its text unchanged.', 'TEXT_MISMATCH');
      return markSent(db, userId, messageId, message);
    },
  );

  app.patch(
    '/api/outcomes/:id',
    {
      preValidation: signedIn,
      schema: { params: idParams, body: recordOutcomeRequestSchema, response: { 200: sentMessageSchema } },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const id = ownedId(request.params.id, notFound);
      const row = await findMessage(db, userId, id);
      if (!row) throw notFound();
      if (!row.sentAt) throw new HttpError(409, 'Mark the message as sent first.', 'NOT_SENT');
      const { outcome } = request.body;
      if (outcome === 'no_reply' && !noReplyAllowed(row.sentAt))
        throw new HttpError(
          409,
          `"No reply" can be recorded ${NO_REPLY_AFTER_DAYS} days after sending: a reply may still come.`,
          'TOO_EARLY',
        );
      return setOutcome(db, userId, id, outcome);
    },
  );

  app.delete('/api/outcomes/:id', { preValidation: signedIn, schema: { params: idParams } }, async (request, reply) => {
    if (!(await unmarkSent(db, signedInUser(request).id, ownedId(request.params.id, notFound)))) throw notFound();
    return reply.status(204).send();
  });

  app.get(
    '/api/outcomes',
    { preValidation: signedIn, schema: { response: { 200: sentMessagesResponseSchema } } },
    async (request) => listSent(db, signedInUser(request).id),
  );
};
