/**
 * Datewise's service worker (decision 0035), built by scripts/service-worker.ts into dist/client/sw.js with the
 * build's version and the app shell's files. It keeps the app shell (the main chunks, the layout, styles, fonts,
 * icons, the offline page) and the public pages a visitor has opened, for reading offline. It never caches the
 * API, sign-in or any signed-in HTML: those go to the network as if there were no worker.
 */
import type { PushMessage } from '../../shared/schemas/reminders';
import { CACHE_PREFIX, isKeepablePage, OFFLINE_PAGE, strategyFor } from '../../shared/service-worker-rules';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

// The DOM library has no worker types; the few used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  readonly location: { origin: string };
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: {
    showNotification(title: string, options: { body: string; icon: string; data: unknown; tag: string }): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const sw = globalThis as unknown as WorkerScope;
const CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`;

/** Keeps a public page's answer (never the signed-in app's HTML, which has no public-page header). */
async function keepPage(url: string, response: Response): Promise<void> {
  if (!isKeepablePage(response)) return;
  const cache = await caches.open(CACHE);
  await cache.put(url, response);
}

sw.addEventListener('install', (event) => {
  // A new build takes over at once: pages always come from the network, so no tab is left on an old bundle.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__SW_PRECACHE__))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      await sw.clients.claim();
      // The page that registered the worker loaded before it: keep it too if it is a public page.
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.all(
        windows.map(async ({ url }) => {
          if (strategyFor({ method: 'GET', mode: 'navigate', url }, sw.location.origin) !== 'page') return;
          const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
          if (response) await keepPage(new URL(url).pathname, response);
        }),
      );
    })(),
  );
});

async function fromCache(request: Request | string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE);
  return cache.match(request, { ignoreSearch: typeof request !== 'string' && request.mode === 'navigate' });
}

async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    // Kept beside the answer, not before it: the page streams to the tab as it arrives.
    event.waitUntil(keepPage(new URL(request.url).pathname, response.clone()));
    return response;
  } catch {
    return (await fromCache(new URL(request.url).pathname)) ?? (await fromCache(OFFLINE_PAGE)) ?? Response.error();
  }
}

async function asset(request: Request): Promise<Response> {
  const cached = await fromCache(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function staticFile(request: Request): Promise<Response> {
  const cached = await fromCache(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
    return response;
  });
  if (!cached) return refresh;
  refresh.catch(() => undefined);
  return cached;
}

sw.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, sw.location.origin);
  if (strategy === 'page') event.respondWith(page(event));
  else if (strategy === 'asset') event.respondWith(asset(event.request));
  else if (strategy === 'static') event.respondWith(staticFile(event.request));
});

// Daily Tips (decision 0045): the server's morning push, shown as a notification that opens its page.
sw.addEventListener('push', (event) => {
  // Checked by hand: zod would multiply the worker's size.
  const message = event.data?.json() as Partial<PushMessage> | null;
  if (typeof message?.title !== 'string' || typeof message.body !== 'string') return;
  const { title, body, url } = message;
  event.waitUntil(
    sw.registration.showNotification(title, { body, icon: '/favicon.svg', data: { url }, tag: 'daily-tip' }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  // Only a page of this site: the path comes from our server, but the worker does not open anything else.
  const target = new URL(url?.startsWith('/') ? url : '/', sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
      if (!open) return sw.clients.openWindow(target);
      await open.focus();
      return open.navigate(target);
    })(),
  );
});
