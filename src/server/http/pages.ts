import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { classifyPath } from '../../shared/routes';
import type { AppDeps } from '../app';
import { loadSession } from '../modules/auth/session-cookie';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Datewise</title></head>
<body><main><h1>Datewise</h1><p>The web client has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * Pages: hashed assets cached for a year, HTML never cached; the access rule
 * applied on the server too (signed-out requests for app screens go to `/`,
 * so there is no flash), and unknown paths answer 404 with the app's 404 page.
 */
export async function registerPages(app: FastifyInstance, { db, config, clientDir }: AppDeps) {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  const indexHtml = hasClient ? fs.readFileSync(indexPath, 'utf8') : FALLBACK_HTML;
  if (!hasClient) app.log.warn({ clientDir }, 'client build not found: pages show a placeholder');

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      serveDotFiles: false,
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/auth/') &&
      !path.posix.extname(pathname);
    if (!isPage) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });

    const kind = classifyPath(pathname);
    if (kind === 'app' && !(await loadSession(request, reply, db, config))) {
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    }
    return reply
      .status(kind === 'unknown' ? 404 : 200)
      .header('cache-control', request.sessionUser ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
