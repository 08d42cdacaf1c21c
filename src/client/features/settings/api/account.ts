import { apiRequest, errorFromResponse } from '../../../lib/api-client';

interface DataExport {
  blob: Blob;
  /** The server's name for the file (Content-Disposition), when it gave one. */
  filename: string | null;
}

/** GET /api/account/export: everything stored about the caller, as a JSON file. */
export async function fetchDataExport(): Promise<DataExport> {
  const res = await fetch('/api/account/export', { credentials: 'include' });
  if (!res.ok) throw await errorFromResponse(res);
  return { blob: await res.blob(), filename: filenameFromDisposition(res.headers.get('content-disposition')) };
}

/** DELETE /api/account -> 204: every row of the caller is gone and the session ends. */
export const deleteAccount = () => apiRequest<void>('DELETE', '/api/account');

/**
 * The file name in a Content-Disposition header (`filename*=UTF-8''…` first,
 * then `filename="…"`), reduced to a bare name so it cannot point at a folder.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended[1]!.trim()) : (plain?.[1] ?? plain?.[2]);
  } catch {
    name = plain?.[1] ?? plain?.[2];
  }
  const bare = name?.split(/[/\\]/).pop()?.trim();
  return bare ? bare : null;
}
