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
import type { AppDeps } from '../../app';
import { currentUser, requireUser } from '../auth/session-cookie';
import { createCoachService } from './coach-service';
import { createEngine } from './create-engine';
import { perUserRateLimit } from './user-rate-limit';

/** Tool inputs are at most 2000 characters: a body beyond this is refused with 413 before parsing. */
const AI_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The AI tools (API.md "AI tools"). Every metered route is limited per
 * address (before sign-in is checked, so floods cost little) and per user.
 */
export const coachRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const coach = createCoachService(db, createEngine(config));
  const perUser = perUserRateLimit(config.aiRateLimit.perUser);
  const metered = {
    bodyLimit: AI_BODY_LIMIT_BYTES,
    config: { rateLimit: { max: config.aiRateLimit.perIp, timeWindow: '1 minute', groupId: 'ai' } },
    preValidation: [requireUser(db, config), perUser],
  };

  app.post(
    '/api/ai/analyze-profile',
    { ...metered, schema: { body: analyzeProfileRequestSchema, response: { 200: profileAnalysisSchema } } },
    async (request) => coach.analyzeProfile(currentUser(request).user.id, request.body.bio),
  );

  app.post(
    '/api/ai/generate-messages',
    { ...metered, schema: { body: generateMessagesRequestSchema, response: { 200: messagesResponseSchema } } },
    async (request) => coach.generateMessages(currentUser(request).user.id, request.body),
  );

  app.post(
    '/api/ai/generate-date-ideas',
    { ...metered, schema: { body: generateDateIdeasRequestSchema, response: { 200: dateIdeasResponseSchema } } },
    async (request) => coach.generateDateIdeas(currentUser(request).user.id, request.body),
  );

  app.post(
    '/api/generate-tip',
    { ...metered, schema: { body: generateTipRequestSchema, response: { 200: tipResponseSchema } } },
    async (request) => coach.generateTip(currentUser(request).user.id, request.body.category),
  );

  app.get(
    '/api/daily-tip',
    { preValidation: requireUser(db, config), schema: { response: { 200: tipResponseSchema } } },
    async (request) => coach.dailyTip(currentUser(request).user.id),
  );
};
