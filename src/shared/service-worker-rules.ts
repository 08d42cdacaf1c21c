/**
 * What the service worker does with each request (decision 0035). An allow-list: only the public site's pages
 * and the build's own files are ever cached; everything else (the API, sign-in, profile photos, the app's
 * signed-in HTML) goes to the network untouched.
 */

/** Cache names start with this; the build's version follows, so a new build's worker drops the old caches. */
export const CACHE_PREFIX = 'datewise-';
/** The page shown for a screen that cannot load offline (written by scripts/service-worker.ts). */
export const OFFLINE_PAGE = '/offline.html';
/** The header the server puts on prerendered public pages: the same for everyone, safe to keep offline. */
export const PUBLIC_PAGE_HEADER = 'x-datewise-page';

export type Strategy =
  /** A page: from the network; a public page's answer is kept for offline reading. Offline: the kept copy. */
  | 'page'
  /** A hashed build file (`/assets/…`): never changes, so the cached copy first. */
  | 'asset'
  /** An unhashed public file (icons, manifest): the cached copy at once, refreshed in the background. */
  | 'static';

const networkOnly = ['/api/', '/auth/', '/media/'];
const staticFiles = new Set(['/favicon.svg', '/manifest.webmanifest', '/og-image.png', OFFLINE_PAGE]);

/** How to answer a request; null: not the worker's business (the browser fetches it as if there were no worker). */
export function strategyFor(request: { method: string; mode: string; url: string }, origin: string): Strategy | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  // Personal data (the API, profile photos) and sign-in: never through the worker.
  if (networkOnly.some((prefix) => url.pathname.startsWith(prefix))) return null;
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (staticFiles.has(url.pathname) || url.pathname.startsWith('/icons/')) return 'static';
  return null;
}

/** Whether a page's answer may be kept: a prerendered public page, complete (never the signed-in app's HTML). */
export function isKeepablePage(response: { ok: boolean; status: number; headers: Headers }): boolean {
  return (
    response.ok &&
    response.status === 200 &&
    response.headers.get(PUBLIC_PAGE_HEADER) === 'public' &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}
