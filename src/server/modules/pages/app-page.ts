import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { User } from '../../../shared/schemas/auth';
import { escapeHtml } from '../../http/server-page';
import { entryKey, staticClosure, type ViteManifest } from '../../../shared/vite-manifest';
import type { SessionUser } from '../session/sessions';
import { toUserView } from '../users/user-view';

/** entry-server.tsx's `renderScreen`: a signed-in screen's first view as HTML. */
export type ScreenRenderer = (url: string, user: User) => Promise<string>;

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
  async function renderedScreen(url: string, view: User): Promise<string | null> {
    if (!renderScreen || !SKELETON.test(appHtml)) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`rendering took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([renderScreen(url, view), timeout]);
    } catch (err) {
      log?.warn({ err, url: url.split('?')[0] }, 'a signed-in screen could not be rendered: sent the skeleton');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** `url`: the request's path and query, as the browser's router will see them when it hydrates. */
  return async (pagePath: string, url: string, user: SessionUser): Promise<string> => {
    const view = toUserView(user);
    const json = JSON.stringify(view).replace(/</g, '\\u003c');
    const screen = await renderedScreen(url, view);
    // After the main chunk's own tags, so a phone's few connections fetch that one first.
    let html = appHtml
      .replace('<!--app-user-->', () => `<script id="app-user" type="application/json">${json}</script>`)
      .replace('</head>', () => `${preloadLinks(pagePath)}</head>`);
    if (screen !== null) {
      const { head, body } = splitHeadTags(screen);
      if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
      if (head.includes('<meta name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
      html = html
        .replace('</head>', () => `${head}</head>`)
        // The URL it was rendered at: the browser hydrates only a screen drawn for the URL it is at (main.tsx).
        .replace(SKELETON, () => `<div id="root" data-server-rendered="${escapeHtml(url)}" inert>${body}`)
        // The screen is in the HTML: the scripts that bring it to life come after the paint, not before.
        .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
    }
    return html;
  };
}

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
