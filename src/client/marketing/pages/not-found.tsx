import { notFoundPagePaths, paths } from '../../../shared/routes';
import type { SitePage } from '../site/site-page';
import { CtaLink } from '../site/ui';

function NotFound({ title, message, back }: { title: string; message: string; back: { href: string; label: string } }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-semibold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{message}</p>
      <CtaLink href={back.href} cta="not-found" className="mt-8">
        {back.label}
      </CtaLink>
    </section>
  );
}

/** Served with HTTP 404: unknown paths, and unknown blog articles. */
export function notFoundPages(): SitePage[] {
  return [
    {
      path: notFoundPagePaths.site,
      status: 404,
      title: '404 Page Not Found | Datewise',
      description: 'The page you asked for does not exist. It may have moved, or the link may be mistyped.',
      lastModified: '2025-01-29',
      Component: () => (
        <NotFound
          title="404 Page Not Found"
          message="The page you asked for does not exist. It may have moved, or the link may be mistyped."
          back={{ href: paths.home, label: 'Go to the home page' }}
        />
      ),
    },
    {
      path: notFoundPagePaths.blog,
      status: 404,
      title: 'Article Not Found | Datewise',
      description: "The article you're looking for doesn't exist or has been moved.",
      lastModified: '2025-01-29',
      Component: () => (
        <NotFound
          title="Article Not Found"
          message="The article you're looking for doesn't exist or has been moved."
          back={{ href: paths.blog, label: 'Back to Blog' }}
        />
      ),
    },
  ];
}
