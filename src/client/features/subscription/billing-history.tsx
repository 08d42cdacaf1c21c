import { Crown, Receipt, Sparkles } from 'lucide-react';
import { formatPrice, plans } from '../../../shared/plans';
import type { BillingHistory } from '../../../shared/schemas/billing';
import { Skeleton } from '../../components/ui/skeleton';
import { formatShortDate } from '../../lib/format-date';
import { useBillingHistory } from './api/billing';

type CreditChange = BillingHistory['creditChanges'][number];

const changeLabels: Record<CreditChange['reason'], string> = {
  purchase: `Bought ${plans.credits.packSize} credits`,
  ai_request: 'AI request',
  refund: 'Refund: the request failed',
};

export function paymentLabel(payment: BillingHistory['payments'][number]): string {
  if (payment.refund === 'refunded') return 'Second Premium subscription: cancelled and refunded';
  if (payment.refund === 'due') return 'Second Premium subscription: cancelled, refund on its way';
  if (payment.product === 'credits') return `${payment.creditsGranted} credits`;
  return payment.premiumUntil ? `Premium, 1 week (to ${formatShortDate(payment.premiumUntil)})` : 'Premium, 1 week';
}

const signed = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

/** Payments and credit changes from the ledger, newest first. */
export function BillingHistorySection() {
  const { data, isPending, isError, refetch } = useBillingHistory();
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
        <p className="rounded-xl border border-border bg-card p-5 text-muted-foreground">
          Your billing history could not be loaded.{' '}
          <button type="button" className="font-semibold text-primary underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
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
          <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h3 className="mb-3 flex items-center gap-2 font-semibold">
              <Sparkles className="size-4 text-primary" aria-hidden="true" /> Credit activity
            </h3>
            {data.creditChanges.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No credit activity yet. Credits are used only after your free requests for the day.
              </p>
            ) : (
              <table className="w-full text-sm" data-testid="credit-changes">
                <thead className="sr-only">
                  <tr>
                    <th>What</th>
                    <th>Change</th>
                    <th>Balance</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data.creditChanges.map((change) => (
                    <tr key={change.id}>
                      <td className="py-2.5">
                        <span className="block font-medium">{changeLabels[change.reason]}</span>
                        <time dateTime={change.createdAt} className="text-muted-foreground">
                          {formatShortDate(change.createdAt)}
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
            )}
          </div>
        </div>
      )}
    </section>
  );
}
