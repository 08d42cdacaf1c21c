import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileImageResponseSchema } from '../../../shared/schemas/account';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { readUploadedImages, uploadBodyLimit, uploadLimits, type ImageUploadForm } from '../../http/image-upload';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/account-options';
import { requireUser, signedInUser } from '../session/session-cookie';
import { toProfileImage } from './image-processing';
import {
  findProfileImage,
  imageIdFromFileName,
  PROFILE_IMAGE_PATH,
  removeProfileImage,
  replaceProfileImage,
} from './queries';

/**
 * Profile photos: upload (checked by its bytes, re-encoded, stored in the
 * database) and serving under a versioned URL that any app server can answer.
 */
const PHOTO_FORM: ImageUploadForm = { field: 'profileImage', maxFiles: 1, maxBytes: PROFILE_IMAGE_MAX_BYTES };

export const profileImageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  // Registered here, so only this module's routes accept multipart bodies.
  await app.register(multipart, { limits: uploadLimits(PHOTO_FORM) });
  const signedIn = requireUser(db, config);

  app.post(
    '/api/upload-profile-image',
    {
      preValidation: signedIn,
      bodyLimit: uploadBodyLimit(PHOTO_FORM),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { response: { 200: profileImageResponseSchema } },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const [upload] = (await readUploadedImages(request, PHOTO_FORM)) as [Buffer];
      const image = await toProfileImage(upload).catch((error: unknown) => {
        request.log.info({ err: (error as Error).cause ?? error, bytes: upload.length }, 'profile image refused');
        throw error;
      });
      const profileImageUrl = await replaceProfileImage(db, userId, image);
      request.log.info({ userId, bytes: upload.length, storedBytes: image.length }, 'profile image replaced');
      return { profileImageUrl };
    },
  );

  // Account Settings' "Remove photo": the caller's own photo only; with none, there is nothing to do (still 204).
  app.delete(
    '/api/profile-image',
    { preValidation: signedIn, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { deletedImages } = await removeProfileImage(db, userId);
      request.log.info({ userId, deletedImages }, 'profile image removed');
      return reply.status(204).send();
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
