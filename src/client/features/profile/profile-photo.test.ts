import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/account-options';
import { checkProfileImage } from './profile-photo';

describe('checkProfileImage (spec 000 §5)', () => {
  it('refuses anything that is not an image type', () => {
    for (const type of ['text/plain', 'application/pdf', '']) {
      expect(checkProfileImage({ type, size: 100 })).toEqual({
        title: 'Invalid File',
        description: 'Please select an image file',
      });
    }
  });

  it('refuses an image over 5 MB, and accepts one of exactly 5 MB', () => {
    expect(checkProfileImage({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toEqual({
      title: 'File Too Large',
      description: 'Please select an image smaller than 5MB',
    });
    expect(checkProfileImage({ type: 'image/jpeg', size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
    expect(checkProfileImage({ type: 'image/webp', size: 1 })).toBeNull();
  });
});
