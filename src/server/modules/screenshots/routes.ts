import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readScreenshotResponseSchema } from '../../../shared/schemas/coach';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/errors';
import { clientGone } from '../../http/event-stream';
import { readUploadedImages, uploadBodyLimit, uploadLimits } from '../../http/image-upload';
import { perUserRateLimit } from '../coach/user-rate-limit';
import { requireUser } from '../session/session-cookie';
import { SCREENSHOTS_FORM } from './screenshot-reader';

const noConversation = () =>
  new HttpError(
    422,
    "We couldn't find a conversation in that image. Try a screenshot of the chat itself, or type their message instead.",
    'NO_CONVERSATION_FOUND',
  );

/**
 * Help Me Reply from chat screenshots (issue 17): one to three images of one conversation in, its lines out, for
 * the user to check before anything is generated. Free, and limited per address and per user. The images live in
 * memory for the length of the request: never stored, never logged.
 */
const tooManyPixels = (seconds: number) =>
  new HttpError(
    429,
    `You have sent a lot of large screenshots in the last minute. Please try again in ${seconds} seconds`,
    'RATE_LIMITED',
  );

export const screenshotRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, screenshots, limits }) => {
  // Registered here, so only this module's routes accept multipart bodies.
  await app.register(multipart, { limits: uploadLimits(SCREENSHOTS_FORM) });
  const perUser = perUserRateLimit(app, config.screenshots.perUserPerMinute, 'screenshots-user');

  app.post(
    '/api/ai/read-screenshot',
    {
      bodyLimit: uploadBodyLimit(SCREENSHOTS_FORM),
      // No reading without a count: OCR is the most expensive work a request can ask for (decision 0022).
      config: {
        rateLimit: {
          max: config.screenshots.perUserPerMinute * 3,
          timeWindow: '1 minute',
          groupId: 'screenshots',
          skipOnError: false,
        },
      },
      preValidation: [requireUser(db, config), perUser],
      schema: { response: { 200: readScreenshotResponseSchema } },
    },
    async (request, reply) => {
      const images = await readUploadedImages(request, SCREENSHOTS_FORM);
      // What the images cost is budgeted per address from their headers, before anything is decoded (issue 28):
      // a few readings of the largest screenshots use up a minute's budget, phone screenshots rarely do.
      const megapixels = Math.ceil(await screenshots.measure(images));
      const spent = await limits.spend(
        `screenshot-mp:${request.ip}`,
        megapixels,
        config.screenshots.megapixelsPerIpPerMinute,
        60_000,
      );
      if (!spent.allowed) {
        const seconds = Math.max(1, Math.ceil(spent.ttlMs / 1000));
        reply.header('retry-after', String(seconds));
        throw tooManyPixels(seconds);
      }
      // The browser leaving ends a reading still waiting for a worker.
      const left = clientGone(reply);
      const started = performance.now();
      const lines = await screenshots.read(images, left).catch((error: unknown) => {
        // Nobody reads the answer of a browser that left: not a server error.
        if (left.aborted) throw Object.assign(new HttpError(499, 'Request cancelled', 'CANCELLED'), { cause: error });
        throw error;
      });
      request.log.info(
        {
          event: 'screenshot_read',
          images: images.length,
          lines: lines.length,
          ms: Math.round(performance.now() - started),
        },
        'screenshot read',
      );
      if (lines.length === 0) throw noConversation();
      return { lines };
    },
  );
};
