import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileImageResponseSchema } from '../../../shared/schemas/account';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { requireUser, signedInUser } from '../session/session-cookie';
import { toProfileImage } from './image-processing';
import { findProfileImage, imageIdFromFileName, PROFILE_IMAGE_PATH, replaceProfileImage } from './queries';
import { readUploadedImage, UPLOAD_BODY_LIMIT, uploadLimits } from './upload-form';

/**
 * Profile photos: upload (checked by its bytes, re-encoded, stored in the
 * database) and serving under a versioned URL that any app server can answer.
 */
export const profileImageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  // Registered here, so only this module's routes accept multipart bodies.
  await app.register(multipart, { limits: uploadLimits });
  const signedIn = requireUser(db, config);

  app.post(
    '/api/upload-profile-image',
    {
      preValidation: signedIn,
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { response: { 200: profileImageResponseSchema } },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const upload = await readUploadedImage(request);
      const image = await toProfileImage(upload).catch((error: unknown) => {
        request.log.info({ err: (error as Error).cause ?? error, bytes: upload.length }, 'profile image refused');
        throw error;
      });
      const profileImageUrl = await replaceProfileImage(db, userId, image);
      request.log.info({ userId, bytes: upload.length, storedBytes: image.length }, 'profile image replaced');
      return { profileImageUrl };
    },
  );

  app.get(
    `${PROFILE_IMAGE_PATH}/:fileName`,
    { schema: { params: z.object({ fileName: z.string() }) } },
    async (request, reply) => {
      // A name that cannot be an id of ours is not looked up.
      const id = imageIdFromFileName(request.params.fileName);
      const data = id ? await findProfileImage(db, id) : null;
      if (!data) throw notFound('Image not found');
      return (
        reply
          .type('image/webp')
          // Each upload gets a new URL, so a URL's bytes never change.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // Opened on its own, the image can run nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(data)
      );
    },
  );
};
