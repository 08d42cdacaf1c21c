import { describe, expect, it } from 'vitest';
import { imageErrorOf } from './image-input';

describe('what the user is told when an image fails', () => {
  it('a decode that ran out of time is a busy server (503), not "not an image"', () => {
    // libvips words its timeout this way (sharp's `timeout` option).
    const error = imageErrorOf(new Error('timeout: 42% complete'));
    expect(error).toMatchObject({ statusCode: 503, code: 'IMAGE_PROCESSING_TIMEOUT' });
    expect(error.message).toMatch(/took too long.*smaller image/);
  });

  it('too many pixels and undecodable data keep their own answers', () => {
    expect(imageErrorOf(new Error('Input image exceeds pixel limit'))).toMatchObject({
      statusCode: 400,
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
    });
    expect(imageErrorOf(new Error('VipsJpeg: Premature end of input file'))).toMatchObject({
      statusCode: 400,
      code: 'INVALID_IMAGE',
    });
  });
});
