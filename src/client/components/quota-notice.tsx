import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { plans } from '../../shared/plans';
import { paths } from '../../shared/routes';
import { QUOTA_NOTICE_FALLBACK, QUOTA_NOTICE_TITLE } from '../lib/ai-errors';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/**
 * Stays on the page after a 402 (the toast goes after 5 s): what happened and
 * the way on to Premium or credits.
 */
export function QuotaNotice({ message, className }: { message?: string; className?: string }) {
  return (
    <section
      aria-labelledby="quota-notice-title"
      data-testid="quota-notice"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-primary/30 bg-secondary/60 p-4 sm:flex-row sm:items-center sm:gap-4',
        className,
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-xs">
        <Crown className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        <h2 id="quota-notice-title" className="font-sans text-base font-semibold tracking-normal">
          {QUOTA_NOTICE_TITLE}
        </h2>
        <p className="text-sm text-secondary-foreground">{message || QUOTA_NOTICE_FALLBACK}</p>
        <p className="text-sm text-secondary-foreground">
          Your {plans.free.dailyRequests} free requests come back at midnight.
        </p>
      </div>
      <Button asChild size="sm" className="w-fit">
        <Link to={paths.subscription}>See plans</Link>
      </Button>
    </section>
  );
}
