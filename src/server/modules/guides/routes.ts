import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUIDE_LIBRARY_FILE,
  guideLibrarySchema,
  guideListResponseSchema,
  guideResponseSchema,
  guideSlugSchema,
  type Guide,
} from '../../../shared/schemas/guides';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/errors';
import { requireUser } from '../session/session-cookie';

/** The library the build wrote next to the site (scripts/prerender.ts), or none when the site is not built. */
function loadGuideLibrary(siteDir: string): Guide[] {
  const file = path.join(siteDir, GUIDE_LIBRARY_FILE);
  if (!fs.existsSync(file)) return [];
  return guideLibrarySchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** GET /api/guides and GET /api/guides/:slug (docs/http-api.md): the guides inside the app, for members. */
export const guideRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, siteDir }) => {
  const library = loadGuideLibrary(siteDir);
  const bySlug = new Map(library.map((guide) => [guide.slug, guide]));
  const summaries = library.map(({ slug, kind, title, description, category, readingMinutes }) => ({
    slug,
    kind,
    title,
    description,
    category,
    readingMinutes,
  }));

  app.get(
    '/api/guides',
    { preValidation: requireUser(db, config), schema: { response: { 200: guideListResponseSchema } } },
    async (_request, reply) => {
      // The same for everyone and fixed until the next build, but only for members: cached privately.
      reply.header('cache-control', 'private, max-age=300');
      return { guides: summaries };
    },
  );

  app.get(
    '/api/guides/:slug',
    {
      preValidation: requireUser(db, config),
      schema: { params: z.object({ slug: guideSlugSchema }), response: { 200: guideResponseSchema } },
    },
    async (request, reply) => {
      const guide = bySlug.get(request.params.slug);
      if (!guide) throw new HttpError(404, 'There is no guide with that name.', 'NOT_FOUND');
      reply.header('cache-control', 'private, max-age=300');
      return { guide };
    },
  );
};
