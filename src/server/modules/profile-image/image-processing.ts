import sharp from 'sharp';
import { PROFILE_IMAGE_SIZE } from '../../../shared/account-options';
import { HttpError } from '../../http/errors';

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * Larger pictures are refused before decoding (a tiny PNG can claim a huge
 * canvas: a decompression bomb). 50 MP still admits the photos of current
 * phone cameras at full resolution.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** A stuck decode should not hold one of libuv's few threads for long. */
const PROCESSING_TIMEOUT_SECONDS = 20;

const notAnImage = () => new HttpError(400, 'Please upload a JPEG, PNG, WebP or GIF image', 'INVALID_IMAGE');

const tooManyPixels = () =>
  new HttpError(
    400,
    `This image is too large to process. Please upload one under ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    'IMAGE_DIMENSIONS_TOO_LARGE',
  );

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the bytes say they are (their magic numbers), whatever the file's name or declared type. */
function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * The stored profile photo: a PROFILE_IMAGE_SIZE square WebP, cropped from the
 * centre, upright, first frame only, with no metadata (sharp writes none unless
 * asked: no EXIF, GPS, ICC or XMP). Throws a 400 HttpError for anything that is
 * not a decodable JPEG, PNG, WebP or GIF.
 */
export async function toProfileImage(input: Buffer): Promise<Buffer> {
  const format = sniffImageFormat(input);
  if (!format) throw notAnImage();

  // 'error' refuses truncated and corrupt data but accepts the harmless warnings some cameras cause.
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
  try {
    // libvips decides the format by itself: it must agree with the magic numbers (no polyglots).
    const { format: decodedAs } = await image.metadata();
    if (decodedAs !== format) throw notAnImage();
    return await image
      .autoOrient()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 80 })
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .toBuffer();
  } catch (error) {
    throw imageErrorOf(error);
  }
}

const tooSlow = () =>
  new HttpError(
    503,
    'That image took too long to process: the server may be busy. Please try again, or upload a smaller image',
    'IMAGE_PROCESSING_TIMEOUT',
  );

/** What the user is told when sharp fails: too many pixels, too slow (libvips says "timeout"), or not an image. */
export function imageErrorOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels();
  if (error instanceof Error && /timeout/i.test(error.message)) return Object.assign(tooSlow(), { cause: error });
  return Object.assign(notAnImage(), { cause: error });
}
