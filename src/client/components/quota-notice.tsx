import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { plans } from '../../shared/plans';
import { paths } from '../../shared/routes';
import { QUOTA_NOTICE_FALLBACK, QUOTA_NOTICE_TITLE } from '../lib/ai-errors';
import { InlineNotice } from './inline-notice';
import { Button } from './ui/button';

/**
 * Stays on the page after a 402 (the toast goes after 5 s): what happened and
 * the way on to Premium or credits.
 */
export function QuotaNotice({ message, className }: { message?: string; className?: string }) {
  return (
    <InlineNotice
      role="region"
      aria-labelledby="quota-notice-title"
      data-testid="quota-notice"
      icon={Crown}
      tone="offer"
      className={className}
      action={
        <Button asChild size="sm" className="w-fit">
          <Link to={paths.subscription}>See plans</Link>
        </Button>
      }
    >
      <h2 id="quota-notice-title" className="font-sans text-base font-semibold tracking-normal">
        {QUOTA_NOTICE_TITLE}
      </h2>
      <p className="text-sm text-secondary-foreground">{message || QUOTA_NOTICE_FALLBACK}</p>
      <p className="text-sm text-secondary-foreground">
        Your {plans.free.dailyRequests} free requests come back at midnight.
      </p>
    </InlineNotice>
  );
}
