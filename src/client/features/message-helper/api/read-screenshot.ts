import { useMutation } from '@tanstack/react-query';
import type { ReadScreenshotResponse } from '../../../../shared/schemas/coach';
import { errorFromResponse } from '../../../lib/api-client';

/**
 * POST /api/ai/read-screenshot: the screenshots, in order, as the multipart field `screenshots` (the browser sets
 * the Content-Type and boundary). Free: it reads, it does not generate, so nothing is metered or refreshed.
 */
export async function readScreenshots(files: readonly File[]): Promise<ReadScreenshotResponse> {
  const body = new FormData();
  for (const file of files) body.append('screenshots', file);
  const res = await fetch('/api/ai/read-screenshot', { method: 'POST', body, credentials: 'include' });
  if (!res.ok) throw await errorFromResponse(res);
  return (await res.json()) as ReadScreenshotResponse;
}

export function useReadScreenshots() {
  return useMutation({ mutationFn: readScreenshots });
}
