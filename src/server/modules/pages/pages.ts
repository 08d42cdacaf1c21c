import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  classifyPath,
  hasSignedInVersion,
  legacyRedirects,
  normalizePath,
  notFoundPagePaths,
  paths,
} from '../../../shared/routes';
import type { AppDeps } from '../../app-deps';
import { allowRenderedStyleAttributes } from '../../http/security';
import type { SessionUser } from '../session/sessions';
import { loadSession } from '../session/session-cookie';
import type { PageData } from '../../../shared/page-data';
import { PUBLIC_PAGE_HEADER } from '../../../shared/service-worker-rules';
import { createAppPages, loadScreenRenderer } from './app-page';
import { loadPrerenderedSite } from './site-pages';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Datewise</title></head>
<body><main><h1>Datewise</h1><p>The web client has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Pages. Public pages are the prerendered site (dist/site); signed-in screens
 * are the app (dist/client/index.html). Hashed assets are cached for a year,
 * HTML never. The access rule holds on the server too: signed-out requests
 * for app screens go to "/" (no flash), and unknown paths answer 404.
 */
export async function registerPages(
  app: FastifyInstance,
  { db, config, clientDir, siteDir, screenRendererFile }: AppDeps,
) {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  const appHtml = hasClient ? fs.readFileSync(indexPath, 'utf8') : FALLBACK_HTML;
  const renderScreen = hasClient ? await loadScreenRenderer(screenRendererFile, app.log) : undefined;
  const appPageFor = createAppPages(appHtml, clientDir, renderScreen, app.log);
  const site = loadPrerenderedSite(siteDir, { siteUrl: config.siteUrl, supportEmail: config.supportEmail });
  if (!hasClient || !site) app.log.warn({ clientDir, siteDir }, 'client or site build not found: run npm run build');

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      serveDotFiles: false,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (site) {
    app.get('/sitemap.xml', (_request, reply) =>
      reply.type('application/xml').header('cache-control', 'no-cache').send(site.sitemap),
    );
    app.get('/robots.txt', (_request, reply) =>
      reply.type('text/plain').header('cache-control', 'no-cache').send(site.robots),
    );
  }

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('cache-control', reply.request.user ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);

  /** A prerendered page, or the app as a stand-in when the site is not built. */
  const sitePage = (reply: FastifyReply, pagePath: string, fallbackStatus: number) => {
    const page = site?.pages.get(pagePath);
    if (!page) return sendHtml(reply, fallbackStatus, appHtml);
    // The same for everyone: the service worker may keep it for reading offline (decision 0035).
    reply.header(PUBLIC_PAGE_HEADER, 'public');
    return sendHtml(reply, page.status, page.html);
  };

  /**
   * The API's own answers to GETs of `paths`, as the browser would get them with this request's session (same
   * cookie, same address for the rate limits); a path that does not answer 200 with JSON is left out.
   */
  const answerAs = async (request: FastifyRequest, paths: string[]): Promise<PageData> => {
    const answers = await Promise.all(
      paths
        .filter((p) => p.startsWith('/api/'))
        .map(async (p) => {
          const res = await app.inject({
            method: 'GET',
            url: p,
            headers: { cookie: request.headers.cookie ?? '' },
            remoteAddress: request.ip,
          });
          return res.statusCode === 200 && res.headers['content-type']?.toString().startsWith('application/json')
            ? [[p, res.json()] as const]
            : [];
        }),
    );
    return Object.fromEntries(answers.flat());
  };

  /** A signed-in screen: rendered for the user, with the style attributes it carries allowed (decision 0046). */
  const appPage = async (reply: FastifyReply, pagePath: string, user: SessionUser) => {
    const html = await appPageFor(pagePath, reply.request.url, user, (paths) => answerAs(reply.request, paths));
    allowRenderedStyleAttributes(reply, html);
    return sendHtml(reply, 200, html);
  };

  /** The answer at this URL depends on the session: a cache must key it on the cookie too, with any Vary already set. */
  const varyOnCookie = (reply: FastifyReply) => {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
  };

  const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  app.setNotFoundHandler((_request, reply) => notFound(reply));

  // A real route, not the not-found handler, so responses get compression like any other.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = !pathname.startsWith('/api/') && !pathname.startsWith('/auth/') && !path.posix.extname(pathname);
    if (!isPage) return notFound(reply);

    const redirect = legacyRedirects[normalizePath(pathname)];
    if (redirect) return reply.redirect(redirect, 301);

    const pagePath = normalizePath(pathname);
    const kind = classifyPath(pagePath);
    const user = kind === 'unknown' ? null : await loadSession(request, reply, db, config);
    // App screens (the screen, or a redirect when signed out), "/" and "/about" answer by the session at one URL.
    if (kind === 'app' || hasSignedInVersion(pagePath)) varyOnCookie(reply);

    if (kind === 'app') {
      if (!user) return reply.header('cache-control', 'no-store').redirect(paths.home, 302);
      return appPage(reply, pagePath, user);
    }
    if (kind === 'public') {
      // "/" and "/about" are app screens for a signed-in user.
      if (user && hasSignedInVersion(pagePath)) return appPage(reply, pagePath, user);
      if (site?.pages.has(pagePath)) return sitePage(reply, pagePath, 200);
      // Under /blog, an id that is not an article.
      if (pagePath.startsWith(`${paths.blog}/`)) return sitePage(reply, notFoundPagePaths.blog, 404);
      return sitePage(reply, pagePath, 200);
    }
    return sitePage(reply, notFoundPagePaths.site, 404);
  });
}
