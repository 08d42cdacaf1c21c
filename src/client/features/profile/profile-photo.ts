import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/account-options';

interface PhotoNotice {
  title: string;
  description: string;
}

export const UPLOAD_FAILED_FALLBACK = 'Failed to upload profile picture';

/**
 * The client's checks before uploading (spec 000 §5): an image type, at most
 * 5 MB. The server checks the bytes themselves.
 */
export function checkProfileImage(file: Pick<File, 'type' | 'size'>): PhotoNotice | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid File', description: 'Please select an image file' };
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    return { title: 'File Too Large', description: 'Please select an image smaller than 5MB' };
  }
  return null;
}
