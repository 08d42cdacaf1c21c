import sharp from 'sharp';
import { PROFILE_IMAGE_SIZE } from '../../../shared/account-options';
import {
  imageErrorOf,
  MAX_INPUT_PIXELS,
  notAnImage,
  PROCESSING_TIMEOUT_SECONDS,
  sniffImageFormat,
} from '../../http/image-input';

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
