import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { FetchPageData, PageData } from '../../../shared/page-data';
import type { User } from '../../../shared/schemas/auth';
import { escapeHtml } from '../../http/server-page';
import { entryKey, staticClosure, type ViteManifest } from '../../../shared/vite-manifest';
import type { SessionUser } from '../session/sessions';
import { toUserView } from '../users/user-view';

/** entry-server.tsx's `renderScreen`: a signed-in screen's first view as HTML, with the answers it shows. */
export type ScreenRenderer = (
  url: string,
  user: User,
  fetchData: FetchPageData,
) => Promise<{ html: string; data: PageData }>;

/** Longer than this, and the page goes out with the skeleton: a slow render must not hold the page back. */
const RENDER_TIMEOUT_MS = 2000;

/** The server renderer of the build, or undefined (logged) when there is none or it cannot load. */
export async function loadScreenRenderer(file: string, log: FastifyBaseLogger): Promise<ScreenRenderer | undefined> {
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'no server renderer in the build: signed-in screens start from the skeleton');
    return undefined;
  }
  try {
    const renderer = (await import(pathToFileURL(file).href)) as {
      renderScreen?: ScreenRenderer;
      warmUp?: () => Promise<void>;
    };
    if (typeof renderer.renderScreen !== 'function') throw new Error('it exports no renderScreen');
    // In the background: the site is up meanwhile, and a screen asked for first loads its own code anyway.
    renderer.warmUp?.().catch((err: unknown) => log.warn({ err }, 'the server renderer could not load every screen'));
    return renderer.renderScreen;
  } catch (err) {
    log.error({ err, file }, 'the server renderer could not load: signed-in screens start from the skeleton');
    return undefined;
  }
}

/** The skeleton in index.html, between these markers inside the root element, is what a rendered screen replaces. */
const SKELETON = /<div id="root">\s*<!--app-skeleton-->[\s\S]*?<!--\/app-skeleton-->/;

/**
 * The app's page (dist/client/index.html) for a signed-in user, per screen:
 * - the user's `GET /api/auth/user` answer in a data block, so the first render needs no request;
 * - `<link rel="modulepreload">` for the screen's own chunks (the layout and the page), fetched beside the
 *   main chunk instead of after it has run (decision 0034).
 * Personal data: sent with no-store, and the service worker never caches it.
 */
export function createAppPages(
  appHtml: string,
  clientDir: string,
  renderScreen?: ScreenRenderer,
  log?: FastifyBaseLogger,
) {
  const manifest = readManifest(clientDir);
  const preloads = new Map<string, string>();

  /** The chunks the screen at `pagePath` shows first and the main chunk does not already hold. */
  function preloadLinks(pagePath: string): string {
    const cached = preloads.get(pagePath);
    if (cached !== undefined) return cached;
    let links = '';
    if (manifest) {
      const entry = entryKey(manifest, 'app');
      const loaded = entry ? staticClosure(manifest, [entry]) : new Set<string>();
      const screen = screenModules(manifest, entry, pagePath);
      const files = [...staticClosure(manifest, screen)].filter((key) => !loaded.has(key));
      links = files.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`).join('');
    }
    if (links) preloads.set(pagePath, links); // known screens only: the map cannot grow with odd paths
    return links;
  }

  /** The screen rendered for the user, or null (the skeleton stays) when it fails or takes too long. */
  async function renderedScreen(
    url: string,
    view: User,
    fetchData: FetchPageData,
  ): Promise<{ html: string; data: PageData } | null> {
    if (!renderScreen || !SKELETON.test(appHtml)) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`rendering took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([renderScreen(url, view, fetchData), timeout]);
    } catch (err) {
      log?.warn({ err, url: url.split('?')[0] }, 'a signed-in screen could not be rendered: sent the skeleton');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * `url`: the request's path and query, as the browser's router will see them when it hydrates.
   * `fetchData`: answers the API GETs the screen asks for on its first view, as the user (none by default).
   */
  return async (
    pagePath: string,
    url: string,
    user: SessionUser,
    fetchData: FetchPageData = async () => ({}),
  ): Promise<string> => {
    const view = toUserView(user);
    const screen = await renderedScreen(url, view, fetchData);
    // After the main chunk's own tags, so a phone's few connections fetch that one first.
    const data = screen && Object.keys(screen.data).length > 0 ? dataBlock('app-data', screen.data) : '';
    let html = appHtml
      .replace('<!--app-user-->', () => dataBlock('app-user', view) + data)
      .replace('</head>', () => `${preloadLinks(pagePath)}</head>`);
    if (screen !== null) {
      const { head, body } = splitHeadTags(screen.html);
      if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
      if (head.includes('<meta name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
      html = html
        .replace('</head>', () => `${head}</head>`)
        // The URL it was rendered at: the browser hydrates only a screen drawn for the URL it is at (main.tsx).
        .replace(SKELETON, () => `<div id="root" data-server-rendered="${escapeHtml(url)}" inert>${body}`);
      html = loadScriptsAfterPaint(html);
    }
    return html;
  };
}

/**
 * Started by a rendered page once the browser has painted it (decision 0046): the main chunk and the chunks to
 * preload, named by the page's `app-scripts` data block. Before the paint they would only compete with the page's
 * own bytes on a slow connection, and the screen is already there to read. A tab opened in the background paints
 * no frame, hence the timer. Constant, so the content security policy allows it by hash.
 */
const APP_BOOT_SCRIPT = `(() => {
  const { entry, preload } = JSON.parse(document.getElementById('app-scripts').textContent);
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) add('link', { rel: 'modulepreload', href, crossOrigin: '' });
    add('script', { type: 'module', src: entry, crossOrigin: '' });
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
})();`;
export const appBootScriptHash = `sha256-${createHash('sha256').update(APP_BOOT_SCRIPT).digest('base64')}`;

const MODULE_TAG =
  /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>|<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/** The page's module script and preloads, moved from the markup to the boot script that starts them after the paint. */
function loadScriptsAfterPaint(html: string): string {
  let entry: string | undefined;
  const preload: string[] = [];
  const withoutModules = html.replace(MODULE_TAG, (_, src?: string, href?: string) => {
    if (src) entry = src;
    else preload.push(href!);
    return '';
  });
  if (!entry) return html;
  return withoutModules.replace(
    '</body>',
    () => `${dataBlock('app-scripts', { entry, preload })}<script>${APP_BOOT_SCRIPT}</script></body>`,
  );
}

/** Data for the page's scripts, with no way to close the element early. */
const dataBlock = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** React writes the screen's own `<title>`, `<meta>` and `<link>` first, meant for the head: they go there, in place
 * of the page's defaults. */
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
function splitHeadTags(screen: string): { head: string; body: string } {
  const head = HEAD_TAGS.exec(screen)?.[0] ?? '';
  return { head, body: screen.slice(head.length) };
}

function readManifest(clientDir: string): ViteManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * The lazy modules of a screen, found among the app's lazy imports by the router's naming: `/profile-coach`
 * is `…/profile-coach-page.tsx`, `/` is the home page, and every screen but onboarding sits in the app layout.
 * A screen with no such module (a new naming) just gets no preload.
 */
export function screenModules(manifest: ViteManifest, entry: string | undefined, pagePath: string): string[] {
  const lazyModules = entry ? (manifest[entry]!.dynamicImports ?? []) : [];
  const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
  const page = lazyModules.find((key) => path.posix.basename(key) === `${name}-page.tsx`);
  if (!page) return [];
  const layout = lazyModules.find((key) => path.posix.basename(key) === 'app-layout.tsx');
  return name === 'onboarding' || !layout ? [page] : [layout, page];
}
