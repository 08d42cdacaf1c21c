import { publicPaths } from '../../../shared/routes';
import type { SitePage } from '../site/site-page';
import { CtaPair, PageHero } from '../site/ui';

/**
 * Public pages whose full content has not landed yet: a heading and a summary
 * so every public path answers. Each family's module replaces its entries.
 */
const summaries: Record<string, { title: string; summary: string }> = {
  '/blog': {
    title: 'Dating Advice Blog',
    summary: 'Guides and tips for online dating, from first messages to first dates.',
  },
};

export function interimPages(done: Set<string>): SitePage[] {
  return publicPaths
    .filter((path) => !done.has(path))
    .map((path) => {
      const known = summaries[path];
      const title =
        known?.title ??
        path
          .slice(1)
          .split('-')
          .map((w) => w[0]!.toUpperCase() + w.slice(1))
          .join(' ');
      const summary = known?.summary ?? 'Practical dating advice from Datewise.';
      return {
        path,
        title: `${title} | Datewise`,
        description: `${title}: ${summary} Datewise is an AI dating coach for people who date online.`,
        lastModified: '2025-01-29',
        breadcrumbs: [{ name: title, path }],
        Component: () => (
          <PageHero title={title} lead={summary}>
            <CtaPair cta="hero" className="justify-center" />
          </PageHero>
        ),
      };
    });
}
