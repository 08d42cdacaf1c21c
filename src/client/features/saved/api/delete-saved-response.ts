import { errorFromResponse } from '../../../lib/api-client';

/**
 * DELETE /api/saved-responses/:id -> 204 (404 when it is not the caller's, or
 * already gone). `keepalive` lets the request finish while the page unloads.
 */
export async function deleteSavedResponse(id: string, { keepalive = false }: { keepalive?: boolean } = {}) {
  const res = await fetch(`/api/saved-responses/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    credentials: 'include',
    keepalive,
  });
  if (!res.ok) throw await errorFromResponse(res);
}
