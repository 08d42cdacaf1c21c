import { useQuery } from '@tanstack/react-query';
import { BookOpen, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { guidePath } from '../../../shared/routes';
import type { GuideSummary } from '../../../shared/schemas/guides';
import { PageTitle } from '../../components/page-title';
import { ToolHeader } from '../../components/tool-header';
import { Skeleton } from '../../components/ui/skeleton';
import { guidesQueryOptions } from './api/get-guides';
import { LoadFailed } from '../../components/load-failed';

function GuideCard({ guide }: { guide: GuideSummary }) {
  return (
    <Link
      to={guidePath(guide.slug)}
      className="flex h-full flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 focus-visible:ring-4 focus-visible:ring-ring/30 focus-visible:outline-none sm:p-5"
    >
      <span className="text-xs font-semibold tracking-wide text-primary uppercase">{guide.category}</span>
      <span className="font-semibold leading-snug">{guide.title}</span>
      <span className="line-clamp-2 text-sm text-muted-foreground">{guide.description}</span>
      <span className="mt-auto flex items-center gap-1.5 pt-1 text-xs text-muted-foreground">
        <Clock className="size-3.5" aria-hidden="true" />
        {guide.readingMinutes} min read
      </span>
    </Link>
  );
}

function GuideSection({ id, title, guides }: { id: string; title: string; guides: GuideSummary[] }) {
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.slug}>
            <GuideCard guide={guide} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Guides inside the app: the public site's guides and articles, for members (GET /api/guides). */
export function GuidesPage() {
  const { data, isPending, isError, refetch, isFetching } = useQuery(guidesQueryOptions);
  return (
    <div className="space-y-8">
      <PageTitle title="Guides" />
      <ToolHeader
        title="Guides"
        icon={BookOpen}
        intro="Our full dating guides and articles, to read whenever you like. Free for every member."
      />
      {isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading guides">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-36 rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <LoadFailed message="We could not load the guides." onRetry={refetch} retrying={isFetching} />
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-muted px-4 py-3 text-muted-foreground">No guides yet. Check back soon.</p>
      ) : (
        <>
          <GuideSection id="guides-long" title="Dating guides" guides={data.filter((g) => g.kind === 'guide')} />
          <GuideSection id="guides-articles" title="Articles" guides={data.filter((g) => g.kind === 'article')} />
        </>
      )}
    </div>
  );
}
