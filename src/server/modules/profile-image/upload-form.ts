import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/account-options';
import { HttpError } from '../../http/errors';

/** The form field of API.md. */
const PROFILE_IMAGE_FIELD = 'profileImage';

/** Room for the boundaries and part headers around a largest allowed file. */
export const UPLOAD_BODY_LIMIT = PROFILE_IMAGE_MAX_BYTES + 64 * 1024;

/**
 * What the multipart parser accepts: the file up to the limit, a second file
 * only to refuse it, and a few small fields (ignored). Fastify's body limit
 * does not apply to multipart streams, so these bound the memory instead.
 */
export const uploadLimits = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 2,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 20,
};

const imageTooLarge = () => new HttpError(413, 'Images must be 5 MB or smaller', 'IMAGE_TOO_LARGE');
const invalidUpload = (message: string) => new HttpError(400, message, 'INVALID_UPLOAD');

/**
 * The bytes of the one file sent in the `profileImage` field. Stops reading
 * as soon as the file passes the limit, so at most PROFILE_IMAGE_MAX_BYTES
 * are ever held.
 */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  // Browsers declare the length: a body that cannot fit is refused before reading any of it.
  if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT) throw imageTooLarge();
  if (!request.isMultipart()) throw invalidUpload('Please send the image as a multipart form');

  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (image) throw invalidUpload('Please upload one image at a time');
      if (part.fieldname !== PROFILE_IMAGE_FIELD)
        throw invalidUpload(`Please send the image in the form field ${PROFILE_IMAGE_FIELD}`);
      image = await readWithinLimit(part.file);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Limits the parser enforces itself, and malformed bodies (no boundary, cut short).
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    request.log.info({ err: error }, 'unreadable upload');
    throw invalidUpload('The upload could not be read. Please try again');
  }
  if (!image) throw invalidUpload('Please choose an image to upload');
  return image;
}

async function readWithinLimit(file: MultipartFile['file']): Promise<Buffer> {
  // The parser keeps draining an oversized file to its end; there is no reason to wait for it.
  file.once('limit', () => file.destroy(imageTooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw imageTooLarge();
  return Buffer.concat(chunks);
}
