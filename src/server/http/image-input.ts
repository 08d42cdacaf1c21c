import { HttpError } from './errors';

/**
 * Uploaded images (a profile photo, chat screenshots): what their bytes are, and what the user is told when they
 * cannot be used. Decoding is the caller's, with sharp and these limits.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * Larger pictures are refused before decoding (a tiny PNG can claim a huge
 * canvas: a decompression bomb). 50 MP still admits the photos of current
 * phone cameras at full resolution.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** A stuck decode should not hold one of libuv's few threads for long. */
export const PROCESSING_TIMEOUT_SECONDS = 20;

/** What one kind of upload accepts, for the messages: its formats in words and its pixel limit. */
export interface ImageRules {
  formats: string;
  maxPixels: number;
}

const PHOTO_RULES: ImageRules = { formats: 'JPEG, PNG, WebP or GIF', maxPixels: MAX_INPUT_PIXELS };

export const notAnImage = (rules = PHOTO_RULES) =>
  new HttpError(400, `Please upload a ${rules.formats} image`, 'INVALID_IMAGE');

const tooManyPixels = (rules: ImageRules) =>
  new HttpError(
    400,
    `This image is too large to process. Please upload one under ${rules.maxPixels / 1_000_000} megapixels`,
    'IMAGE_DIMENSIONS_TOO_LARGE',
  );

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the bytes say they are (their magic numbers), whatever the file's name or declared type. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const tooSlow = () =>
  new HttpError(
    503,
    'That image took too long to process: the server may be busy. Please try again, or upload a smaller image',
    'IMAGE_PROCESSING_TIMEOUT',
  );

/** What the user is told when sharp fails: too many pixels, too slow (libvips says "timeout"), or not an image. */
export function imageErrorOf(error: unknown, rules = PHOTO_RULES): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels(rules);
  if (error instanceof Error && /timeout/i.test(error.message)) return Object.assign(tooSlow(), { cause: error });
  return Object.assign(notAnImage(rules), { cause: error });
}
