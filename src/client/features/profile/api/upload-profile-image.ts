import { errorFromResponse } from '../../../lib/api-client';

/**
 * POST /api/upload-profile-image: the file as the multipart field
 * `profileImage` (the browser sets the multipart Content-Type and boundary).
 */
export async function uploadProfileImage(file: File): Promise<{ profileImageUrl: string }> {
  const body = new FormData();
  body.append('profileImage', file);
  const res = await fetch('/api/upload-profile-image', { method: 'POST', body, credentials: 'include' });
  if (!res.ok) throw await errorFromResponse(res);
  return (await res.json()) as { profileImageUrl: string };
}
