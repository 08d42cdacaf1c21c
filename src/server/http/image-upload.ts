import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Image uploads as multipart forms (a profile photo, chat screenshots): the files of one field, each read only up
 * to its limit, so no more than `maxFiles × maxBytes` is ever held. What the bytes are is checked afterwards
 * (image-input.ts).
 */
export interface ImageUploadForm {
  /** The form field of API.md. */
  field: string;
  /** Files the field may hold. */
  maxFiles: number;
  /** Bytes in one file. */
  maxBytes: number;
}

/** Room for the boundaries and part headers around each largest allowed file. */
export const uploadBodyLimit = (form: ImageUploadForm) => form.maxFiles * (form.maxBytes + 64 * 1024);

/**
 * What the multipart parser accepts: the files up to their limit, one more only to refuse it, and a few small
 * fields (ignored). Fastify's body limit does not apply to multipart streams, so these bound the memory instead.
 */
export const uploadLimits = (form: ImageUploadForm) => ({
  fileSize: form.maxBytes,
  files: form.maxFiles + 1,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: form.maxFiles + 11,
  headerPairs: 20,
});

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const imageTooLarge = (form: ImageUploadForm) =>
  new HttpError(413, `Images must be ${mb(form.maxBytes)} MB or smaller`, 'IMAGE_TOO_LARGE');
const invalidUpload = (message: string) => new HttpError(400, message, 'INVALID_UPLOAD');
const tooManyFiles = (form: ImageUploadForm) =>
  form.maxFiles === 1
    ? invalidUpload('Please upload one image at a time')
    : new HttpError(400, `Please upload at most ${form.maxFiles} images at a time`, 'TOO_MANY_FILES');

/** The bytes of the files sent in the form's field, in the order sent (at least one). */
export async function readUploadedImages(request: FastifyRequest, form: ImageUploadForm): Promise<Buffer[]> {
  // Browsers declare the length: a body that cannot fit is refused before reading any of it.
  if (Number(request.headers['content-length']) > uploadBodyLimit(form)) {
    throw form.maxFiles === 1 ? imageTooLarge(form) : tooLargeOrTooMany(form);
  }
  if (!request.isMultipart()) throw invalidUpload('Please send the image as a multipart form');

  const images: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (images.length === form.maxFiles) throw tooManyFiles(form);
      if (part.fieldname !== form.field) throw invalidUpload(`Please send the image in the form field ${form.field}`);
      images.push(await readWithinLimit(part.file, form));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Limits the parser enforces itself, and malformed bodies (no boundary, cut short).
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge(form);
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles(form);
    request.log.info({ err: error }, 'unreadable upload');
    throw invalidUpload('The upload could not be read. Please try again');
  }
  checkImageCount(images, form);
  return images;
}

/**
 * The form's rules on files already in memory: at least one, at most `maxFiles`, each within `maxBytes`. The
 * multipart reader enforces them while reading; a service that takes images from elsewhere checks them here.
 */
export function checkImageCount(images: readonly Buffer[], form: ImageUploadForm): void {
  if (images.length === 0) throw invalidUpload('Please choose an image to upload');
  if (images.length > form.maxFiles) throw tooManyFiles(form);
  if (images.some((image) => image.length > form.maxBytes)) throw imageTooLarge(form);
}

/** A body too long for the files allowed: too many files, or one too large; the message says both limits. */
const tooLargeOrTooMany = (form: ImageUploadForm) =>
  new HttpError(
    413,
    `Please upload at most ${form.maxFiles} images of ${mb(form.maxBytes)} MB or smaller`,
    'IMAGE_TOO_LARGE',
  );

async function readWithinLimit(file: MultipartFile['file'], form: ImageUploadForm): Promise<Buffer> {
  // The parser keeps draining an oversized file to its end; there is no reason to wait for it.
  file.once('limit', () => file.destroy(imageTooLarge(form)));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw imageTooLarge(form);
  return Buffer.concat(chunks);
}
