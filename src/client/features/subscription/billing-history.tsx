import { Crown, Loader2, Receipt, Sparkles } from 'lucide-react';
import { formatPrice, plans } from '../../../shared/plans';
import { countOf } from '../../../shared/plural';
import type { BillingHistory, CreditChange, CreditTool } from '../../../shared/schemas/billing';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatShortDate } from '../../lib/format-date';
import { useBillingHistory, useCreditActivity } from './api/billing';
import { LoadFailed } from '../../components/load-failed';

/** The tool a credit paid for, as the app names it. */
export const toolLabels: Record<CreditTool, string> = {
  profile_analysis: 'Profile analysis',
  message_starter: 'Openers',
  message_reply: 'Replies',
  date_ideas: 'Date ideas',
  tip: 'Category tip',
};

/** What a credit change was: a purchase, or which tool a credit paid for (or came back from, when it failed). */
export function creditChangeLabel(change: Pick<CreditChange, 'reason' | 'tool'>): string {
  const tool = change.tool ? toolLabels[change.tool] : null;
  if (change.reason === 'purchase') return `Bought ${plans.credits.packSize} credits`;
  if (change.reason === 'refund') return tool ? `Refund: ${tool.toLowerCase()} failed` : 'Refund: the request failed';
  return tool ?? 'AI request';
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function paymentLabel(payment: BillingHistory['payments'][number]): string {
  if (payment.refund === 'refunded') return 'Second Premium subscription: cancelled and refunded';
  if (payment.refund === 'due') return 'Second Premium subscription: cancelled, refund on its way';
  if (payment.product === 'credits') return countOf(payment.creditsGranted, 'credit');
  return payment.premiumUntil ? `Premium, 1 week (to ${formatShortDate(payment.premiumUntil)})` : 'Premium, 1 week';
}

const signed = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

/** Payments and credit changes from the ledger, newest first. */
export function BillingHistorySection() {
  const { data, isPending, isError, isFetching, refetch } = useBillingHistory();
  return (
    <section aria-labelledby="billing-history-title" className="space-y-4" data-testid="billing-history">
      <h2 id="billing-history-title" className="text-2xl font-semibold tracking-tight">
        Billing history
      </h2>
      {isPending ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : isError ? (
        <LoadFailed message="We could not load your billing history." onRetry={refetch} retrying={isFetching} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h3 className="mb-3 flex items-center gap-2 font-semibold">
              <Receipt className="size-4 text-primary" aria-hidden="true" /> Payments
            </h3>
            {data.payments.length === 0 ? (
              <p className="text-sm text-muted-foreground">No payments yet. Purchases appear here once confirmed.</p>
            ) : (
              <ul className="divide-y divide-border" data-testid="payments-list">
                {data.payments.map((payment) => (
                  <li key={payment.id} className="flex items-center gap-3 py-2.5 text-sm">
                    {payment.product === 'premium' ? (
                      <Crown className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    ) : (
                      <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{paymentLabel(payment)}</span>
                      <time dateTime={payment.createdAt} className="text-muted-foreground">
                        {formatShortDate(payment.createdAt)}
                      </time>
                    </span>
                    <span className="font-semibold tabular-nums">
                      {formatPrice(payment.amountCents)} <span className="sr-only">{payment.currency}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <CreditActivity />
        </div>
      )}
    </section>
  );
}

/** Credit changes, newest first, a page at a time: which tool each credit paid for, and when. */
function CreditActivity() {
  const {
    data,
    isPending,
    isError,
    isFetching,
    refetch,
    fetchNextPage,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useCreditActivity();
  const changes = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-sm" data-testid="credit-activity">
      <h3 className="mb-3 flex items-center gap-2 font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden="true" /> Credit activity
      </h3>
      {isPending ? (
        <div className="space-y-2" aria-label="Loading credit activity" role="status">
          <Skeleton className="h-10 rounded-lg" />
          <Skeleton className="h-10 rounded-lg" />
          <Skeleton className="h-10 rounded-lg" />
        </div>
      ) : isError ? (
        <LoadFailed
          message="We could not load your credit activity."
          onRetry={refetch}
          retrying={isFetching}
          className="border-0 bg-transparent p-0"
        />
      ) : changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No credit activity yet. Credits are used only after your free requests for the day.
        </p>
      ) : (
        <>
          <table className="w-full text-sm" data-testid="credit-changes">
            <thead className="sr-only">
              <tr>
                <th>What</th>
                <th>Change</th>
                <th>Balance</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {changes.map((change) => (
                <tr key={change.id} data-testid="credit-change">
                  <td className="py-2.5">
                    <span className="block font-medium">{creditChangeLabel(change)}</span>
                    <time dateTime={change.createdAt} className="text-muted-foreground">
                      {dateTime.format(new Date(change.createdAt))}
                    </time>
                  </td>
                  <td
                    className={`py-2.5 text-right font-semibold tabular-nums ${change.delta > 0 ? 'text-success' : ''}`}
                  >
                    {signed(change.delta)}
                  </td>
                  <td className="py-2.5 pl-4 text-right text-muted-foreground tabular-nums">
                    {change.balanceAfter} left
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {isFetchNextPageError && (
            <p className="mt-2 text-sm text-destructive" role="alert">
              The next page could not be loaded. Please try again.
            </p>
          )}
          {hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="mt-3 w-full"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden="true" /> Loading...
                </>
              ) : (
                'Load more'
              )}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
