import { z } from 'zod';

/**
 * The guides inside the app (GET /api/guides, GET /api/guides/:slug; docs/http-api.md): the same
 * Markdown as the public guides and blog articles (content/), rendered once at build time.
 */
export const guideSlugSchema = z
  .string()
  .max(100, 'must be at most 100 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a guide name such as first-date-ideas-2025');

export const guideSummarySchema = z.object({
  slug: z.string(),
  /** A long-form guide (content/guides) or an article (content/blog). */
  kind: z.enum(['guide', 'article']),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  readingMinutes: z.number().int(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guideSchema = guideSummarySchema.extend({
  /** The rendered body (trusted: our own Markdown, rendered at build time). */
  html: z.string(),
  /** The body's second-level headings, for the table of contents. */
  headings: z.array(z.object({ id: z.string(), text: z.string() })),
  /** The public page with the same text. */
  publicPath: z.string(),
});
export type Guide = z.infer<typeof guideSchema>;

export const guideListResponseSchema = z.object({ guides: z.array(guideSummarySchema) });
export const guideResponseSchema = z.object({ guide: guideSchema });

/** The file the build writes next to the prerendered site, and the server reads. */
export const GUIDE_LIBRARY_FILE = 'guide-library.json';
export const guideLibrarySchema = z.array(guideSchema);
