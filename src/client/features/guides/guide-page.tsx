import { useQuery } from '@tanstack/react-query';
import { Clock, ListTree } from 'lucide-react';
import { useParams } from 'react-router';
import { paths } from '../../../shared/routes';
import type { Guide } from '../../../shared/schemas/guides';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { guideQueryOptions } from './api/get-guides';
import { LoadFailed } from '../../components/load-failed';

/** "On this page": folded on a phone, beside the text on a wide screen. */
function Contents({ guide }: { guide: Guide }) {
  if (guide.headings.length < 2) return null;
  const links = (
    <ol className="space-y-1.5 text-sm">
      {guide.headings.map((h) => (
        <li key={h.id}>
          <a
            href={`#${h.id}`}
            className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {h.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <nav aria-label="On this page" className="lg:sticky lg:top-20 lg:order-last">
      <details className="rounded-xl border border-border bg-card p-4 lg:hidden">
        <summary className="flex cursor-pointer items-center gap-2 font-semibold">
          <ListTree className="size-4" aria-hidden="true" />
          On this page
        </summary>
        <div className="mt-3">{links}</div>
      </details>
      <div className="hidden rounded-xl border border-border bg-card p-4 lg:block">
        <p className="mb-3 flex items-center gap-2 font-semibold">
          <ListTree className="size-4" aria-hidden="true" />
          On this page
        </p>
        {links}
      </div>
    </nav>
  );
}

/** One guide, read inside the app: the same text as its public page (GET /api/guides/:slug). */
export function GuidePage() {
  const { slug = '' } = useParams();
  const { data: guide, isPending, isError, error, refetch, isFetching } = useQuery(guideQueryOptions(slug));
  const missing = isError && error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="space-y-6">
      <PageTitle title={guide?.title ?? 'Guide'} />
      <BackLink to={paths.guides}>All guides</BackLink>
      {isPending ? (
        <div role="status" aria-label="Loading the guide" className="space-y-3">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : missing ? (
        <div role="alert" className="space-y-2 rounded-xl border border-border bg-card p-5">
          <h1 className="text-xl font-semibold">We could not find that guide</h1>
          <p className="text-muted-foreground">It may have moved. Every guide is listed on the Guides page.</p>
        </div>
      ) : isError ? (
        <LoadFailed message="We could not load this guide." onRetry={refetch} retrying={isFetching} />
      ) : (
        <article className="space-y-6" aria-labelledby="guide-title">
          <header className="space-y-2">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{guide.category}</p>
            <h1 id="guide-title" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              {guide.title}
            </h1>
            <p className="max-w-3xl text-muted-foreground">{guide.description}</p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" />
              {guide.readingMinutes} min read
            </p>
          </header>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
            <Contents guide={guide} />
            {/* Our own Markdown, rendered at build time by the same renderer as the public page. */}
            <div className="prose-article max-w-3xl min-w-0" dangerouslySetInnerHTML={{ __html: guide.html }} />
          </div>
        </article>
      )}
    </div>
  );
}
