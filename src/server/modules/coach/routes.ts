import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyzeProfileRequestSchema,
  dateIdeasResponseSchema,
  generateDateIdeasRequestSchema,
  generateMessagesRequestSchema,
  generateTipRequestSchema,
  messagesResponseSchema,
  profileAnalysisSchema,
  tipResponseSchema,
} from '../../../shared/schemas/coach';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { AppDeps } from '../../app-deps';
import { answerAsEventStream, wantsEventStream } from '../../http/event-stream';
import { requireUser, signedInUser } from '../session/session-cookie';
import { createCoachService } from './coach-service';
import { coachUserOf } from './queries';
import type { StreamHooks } from './coach-service';
import { perUserRateLimit } from './user-rate-limit';

/** Tool inputs are at most 2000 characters: a body beyond this is refused with 413 before parsing. */
const AI_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * JSON, or Server-Sent Events when the request asks for them: partial answers
 * as they grow, then the whole answer in exactly the JSON response's shape.
 */
async function respond<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: ZodType,
  run: (stream?: StreamHooks) => Promise<T>,
): Promise<T | undefined> {
  if (!wantsEventStream(request)) return run();
  await answerAsEventStream(request, reply, run, (result) => schema.parse(result));
  return undefined;
}

/**
 * The AI tools (API.md "AI tools"). Every metered route is limited per
 * address (before sign-in is checked, so floods cost little) and per user.
 */
export const coachRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, coach: configured }) => {
  const coach = createCoachService(db, configured.engine);
  const perUser = perUserRateLimit(app, config.aiRateLimit.perUser);
  const metered = {
    bodyLimit: AI_BODY_LIMIT_BYTES,
    // No limit counted, no AI request: without its store this answers 503 (decision 0022).
    config: {
      rateLimit: { max: config.aiRateLimit.perIp, timeWindow: '1 minute', groupId: 'ai', skipOnError: false },
    },
    preValidation: [requireUser(db, config), perUser],
  };

  app.post(
    '/api/ai/analyze-profile',
    { ...metered, schema: { body: analyzeProfileRequestSchema, response: { 200: profileAnalysisSchema } } },
    async (request, reply) =>
      respond(request, reply, profileAnalysisSchema, (stream) =>
        coach.analyzeProfile(coachUserOf(signedInUser(request)), request.body.bio, stream),
      ),
  );

  app.post(
    '/api/ai/generate-messages',
    { ...metered, schema: { body: generateMessagesRequestSchema, response: { 200: messagesResponseSchema } } },
    async (request, reply) =>
      respond(request, reply, messagesResponseSchema, (stream) =>
        coach.generateMessages(coachUserOf(signedInUser(request)), request.body, stream),
      ),
  );

  app.post(
    '/api/ai/generate-date-ideas',
    { ...metered, schema: { body: generateDateIdeasRequestSchema, response: { 200: dateIdeasResponseSchema } } },
    async (request, reply) =>
      respond(request, reply, dateIdeasResponseSchema, (stream) =>
        coach.generateDateIdeas(coachUserOf(signedInUser(request)), request.body, stream),
      ),
  );

  app.post(
    '/api/generate-tip',
    { ...metered, schema: { body: generateTipRequestSchema, response: { 200: tipResponseSchema } } },
    async (request, reply) =>
      respond(request, reply, tipResponseSchema, (stream) =>
        coach.generateTip(coachUserOf(signedInUser(request)), request.body.category, stream),
      ),
  );

  app.get(
    '/api/daily-tip',
    { preValidation: requireUser(db, config), schema: { response: { 200: tipResponseSchema } } },
    async (request) => coach.dailyTip(coachUserOf(signedInUser(request))),
  );
};
