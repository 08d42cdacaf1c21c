import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MIN_OUTCOMES_TO_TELL,
  profileVersionSchema,
  profileVersionsSchema,
  progressSchema,
  saveProfileVersionRequestSchema,
} from '../../../shared/schemas/progress';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound as notFoundError } from '../../http/errors';
import { ownedId } from '../../http/owned-id';
import { scoreBio } from '../coach/offline/profile-rubric';
import { requireUser, signedInUser } from '../session/session-cookie';
import { replyFigures, streak, whatWorked } from './progress-figures';
import {
  activeDays,
  countVersions,
  deleteVersion,
  insertVersion,
  latestVersion,
  listVersions,
  PROFILE_VERSIONS_MAX,
  sentRows,
} from './queries';

const notFound = () => notFoundError('Bio version not found');

/** Bio versions and the Progress screen's figures (docs/http-api.md "Progress"), scoped by the signed-in user. */
export const progressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const signedIn = requireUser(db, config);

  app.post(
    '/api/profile-versions',
    {
      preValidation: signedIn,
      bodyLimit: 16 * 1024,
      schema: {
        body: saveProfileVersionRequestSchema,
        response: { 200: profileVersionSchema, 201: profileVersionSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { bio, source } = request.body;
      // A second tap (or the same bio again) is the version already kept, not a new one.
      const latest = await latestVersion(db, userId);
      if (latest?.bio === bio) return reply.status(200).send(latest);
      if ((await countVersions(db, userId)) >= PROFILE_VERSIONS_MAX)
        throw new HttpError(
          409,
          `You can keep up to ${PROFILE_VERSIONS_MAX} bio versions. Delete some on Progress to keep more.`,
          'SAVED_LIMIT',
        );
      // Scored by the published rubric, so every version is measured the same way (decision 0043).
      const version = await insertVersion(db, userId, { bio, source, score: scoreBio(bio).score });
      return reply.status(201).send(version);
    },
  );

  app.get(
    '/api/profile-versions',
    { preValidation: signedIn, schema: { response: { 200: profileVersionsSchema } } },
    async (request) => listVersions(db, signedInUser(request).id),
  );

  app.delete(
    '/api/profile-versions/:id',
    { preValidation: signedIn, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      if (!(await deleteVersion(db, signedInUser(request).id, ownedId(request.params.id, notFound)))) throw notFound();
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/progress',
    { preValidation: signedIn, schema: { response: { 200: progressSchema } } },
    async (request) => {
      const userId = signedInUser(request).id;
      const [versions, { rows, today }, days] = await Promise.all([
        listVersions(db, userId, 'oldest'),
        sentRows(db, userId),
        activeDays(db, userId),
      ]);
      return {
        minimum: MIN_OUTCOMES_TO_TELL,
        versions,
        replies: replyFigures(rows, today),
        whatWorked: whatWorked(rows),
        streak: streak(days, today),
      };
    },
  );
};
