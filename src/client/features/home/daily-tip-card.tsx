import { ArrowRight, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { DAILY_TIP_FALLBACK, tipCategoryLabel, useDailyTip } from '../../lib/daily-tip';

/** Today's tip on the dashboard, leading to /daily-tips (spec 000 §2.3). */
export function DailyTipCard({ className }: { className?: string }) {
  const { data, isPending } = useDailyTip();
  return (
    <section
      aria-labelledby="daily-tip-title"
      aria-busy={isPending}
      data-testid="daily-tip-card"
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-md transition hover:border-primary/40 hover:shadow-lg',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-gradient text-white">
          <Lightbulb className="size-5" aria-hidden="true" />
        </span>
        <h2
          id="daily-tip-title"
          className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          Today&apos;s tip
        </h2>
        {data && (
          <Badge variant="secondary" className="ml-auto">
            {tipCategoryLabel(data.category)}
          </Badge>
        )}
      </div>
      {isPending ? (
        <div className="space-y-2" data-testid="daily-tip-loading">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : (
        <p data-testid="daily-tip-text" className="line-clamp-4 text-base leading-relaxed">
          {data?.tip || DAILY_TIP_FALLBACK}
        </p>
      )}
      {/* The whole card is clickable through this link's overlay; the link text names the destination. */}
      <Link
        to={paths.dailyTips}
        className="mt-auto inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        More daily tips
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
