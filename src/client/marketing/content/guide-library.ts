import { blogPostPath, guidePages } from '../../../shared/routes';
import type { Guide } from '../../../shared/schemas/guides';
import { loadCollection, type MarkdownDocument } from './markdown';

/**
 * The guides signed-in members read inside the app: the long-form guides and the blog's articles,
 * from the same Markdown files and renderer as the public pages (never a copy). Written by the build
 * next to the prerendered site (scripts/prerender.ts) and served by GET /api/guides.
 */
export function buildGuideLibrary(): Guide[] {
  const entry = (doc: MarkdownDocument, kind: Guide['kind'], publicPath: string): Guide => ({
    slug: doc.slug,
    kind,
    title: doc.meta.title,
    description: doc.meta.description,
    category: doc.meta.category,
    readingMinutes: doc.readingMinutes,
    html: doc.html,
    headings: doc.headings.filter((h) => h.depth === 2).map(({ id, text }) => ({ id, text })),
    publicPath,
  });
  const byOrder = (a: MarkdownDocument, b: MarkdownDocument) => (a.meta.order ?? 99) - (b.meta.order ?? 99);
  const guides = loadCollection('guides')
    .sort(byOrder)
    .map((doc) => entry(doc, 'guide', guidePages.find((g) => g.path.slice(1) === doc.slug)?.path ?? '/'));
  const articles = loadCollection('blog')
    .sort(byOrder)
    .map((doc) => entry(doc, 'article', blogPostPath(doc.slug)));
  return [...guides, ...articles];
}
