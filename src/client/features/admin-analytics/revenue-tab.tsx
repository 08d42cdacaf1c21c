import { Filter, TrendingUp, Wallet } from 'lucide-react';
import type { AnalyticsReport } from '../../../shared/schemas/analytics-report';
import { BarChart, chartColors } from './bar-chart';
import { formatCount, formatMoney, formatMoneyTick, formatPercent, funnelSteps } from './format';
import { Panel, ShareBar, Stat } from './panel';

function Funnel({ funnel }: { funnel: AnalyticsReport['funnel'] }) {
  const steps = funnelSteps(funnel);
  return (
    <Panel
      title="Sign-up funnel"
      icon={Filter}
      note={`Visits in the last ${funnel.windowDays} days, and how far the people who signed up in that time got.`}
      testId="funnel"
      className="lg:col-span-2"
    >
      <ol className="space-y-3">
        {steps.map((step, i) => (
          <li
            key={step.key}
            className="grid grid-cols-[6.5rem_1fr] items-center gap-x-3 gap-y-1"
            data-testid="funnel-step"
          >
            <span className="font-medium">{step.label}</span>
            <span className="flex items-center justify-end gap-2 text-sm tabular-nums">
              <span className="font-semibold">{formatCount(step.count)}</span>
              {i > 0 && (
                <span className="text-muted-foreground">
                  {step.ofPrevious === null ? '—' : formatPercent(step.ofPrevious)}
                  <span className="sr-only"> of {steps[i - 1]!.label.toLowerCase()}</span>
                </span>
              )}
            </span>
            <ShareBar percent={step.ofFirst} className="col-span-2 h-3" />
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">
        Each percentage is of the step before. Visitors: browser sessions started. Active: made an AI request. Paying:
        bought Premium or credits.
      </p>
    </Panel>
  );
}

/** Revenue: the money figures, revenue per day over the last 30 days, and the sign-up funnel. */
export function RevenueTab({ report }: { report: AnalyticsReport }) {
  const { revenueStats: revenue, subscriptionStats: subscriptions, trends } = report;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel
        title="Revenue"
        icon={Wallet}
        note="All time, in US dollars."
        testId="revenue-stats"
        className="lg:col-span-2"
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          <Stat label="Total revenue" value={formatMoney(revenue.totalRevenue)} />
          <Stat label="Subscription revenue" value={formatMoney(revenue.subscriptionRevenue)} />
          <Stat label="Credit revenue" value={formatMoney(revenue.creditRevenue)} />
          <Stat label="MRR" value={formatMoney(subscriptions.mrr)} note="Monthly recurring revenue" />
          <Stat label="Paid users" value={formatCount(revenue.totalPaidUsers)} />
          <Stat label="Credits used" value={formatCount(revenue.totalCreditsUsed)} />
          <Stat label="Active subscribers" value={formatCount(subscriptions.activeSubscribers)} />
          <Stat
            label="Conversion"
            value={formatPercent(subscriptions.conversionRate)}
            note="Subscribers of all users"
          />
        </dl>
      </Panel>
      <Panel
        title={`Revenue, last ${trends.days.length || 30} days`}
        icon={TrendingUp}
        testId="revenue-trend"
        className="lg:col-span-2"
      >
        <BarChart
          name="Revenue"
          days={trends.days}
          series={[{ key: 'revenue', label: 'Revenue', values: trends.revenue, color: chartColors[0]! }]}
          formatValue={formatMoney}
          formatTick={formatMoneyTick}
        />
      </Panel>
      <Funnel funnel={report.funnel} />
    </div>
  );
}
