import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlertTriangle, CreditCard, DollarSign, RefreshCw, ShieldCheck, TrendingUp, Users } from 'lucide-react';
import { useEffect, type ComponentType } from 'react';
import type { AnalyticsReport } from '../../../shared/schemas/analytics-report';
import { PageTitle } from '../../components/page-title';
import { LoadingStatus } from '../../components/spinner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { getQueryFn } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-date';
import { FeatureUsageTab } from './feature-usage-tab';
import { formatCount, formatMoney, formatPercent } from './format';
import { GeographyTab } from './geography-tab';
import { CalibrationTab } from './calibration-tab';
import { RevenueTab } from './revenue-tab';
import { TopUsersTab } from './top-users-tab';

const FIVE_MINUTES = 5 * 60 * 1000;

/** GET /api/analytics: admin only; 401 gives null; no retry; refreshed every 5 minutes (spec 000 §7). */
export const analyticsQueryOptions = queryOptions({
  queryKey: ['/api/analytics'],
  queryFn: getQueryFn<AnalyticsReport | null>({ on401: 'returnNull' }),
  retry: false,
  staleTime: FIVE_MINUTES,
  refetchInterval: FIVE_MINUTES,
  refetchOnWindowFocus: false,
});

function Header({
  report,
  refreshing,
  onRefresh,
}: {
  report?: AnalyticsReport;
  refreshing: boolean;
  onRefresh?: () => void;
}) {
  const updated = report ? formatDateTime(report.generatedAt, { year: false }) : '';
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="space-y-2">
        <Badge variant="secondary">
          <ShieldCheck aria-hidden="true" />
          Admin Access
        </Badge>
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Analytics Dashboard</h1>
        <p className="text-muted-foreground">
          Users, revenue, feature usage and geography.
          {updated && (
            <>
              {' '}
              Updated <time dateTime={report!.generatedAt}>{updated}</time>.
            </>
          )}
        </p>
      </div>
      {onRefresh && (
        <Button variant="outline" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
          <RefreshCw className={cn(refreshing && 'animate-spin motion-reduce:animate-none')} aria-hidden="true" />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      )}
    </header>
  );
}

function SummaryCard({
  label,
  value,
  note,
  icon: Icon,
}: {
  label: string;
  value: string;
  note: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
}) {
  return (
    <div
      className="flex flex-col gap-1 rounded-xl border border-border bg-card p-4 shadow-md sm:p-5"
      data-testid="summary-card"
    >
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </dt>
      <dd className="font-display text-2xl font-semibold tabular-nums sm:text-3xl">{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

function SummaryCards({ report }: { report: AnalyticsReport }) {
  const { userStats, subscriptionStats, revenueStats } = report;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Summary">
      <SummaryCard
        label="Total Users"
        value={formatCount(userStats.totalUsers)}
        note="Everyone who signed up"
        icon={Users}
      />
      <SummaryCard
        label="Active Subscribers"
        value={formatCount(userStats.activeSubscribers)}
        note={`${formatPercent(subscriptionStats.conversionRate)} conversion rate`}
        icon={CreditCard}
      />
      <SummaryCard
        label="Monthly Recurring Revenue"
        value={formatMoney(subscriptionStats.mrr)}
        note="From renewing subscriptions"
        icon={TrendingUp}
      />
      <SummaryCard
        label="Total Revenue"
        value={formatMoney(revenueStats.totalRevenue)}
        note={`From ${formatCount(revenueStats.totalPaidUsers)} paid ${revenueStats.totalPaidUsers === 1 ? 'user' : 'users'}`}
        icon={DollarSign}
      />
    </dl>
  );
}

function ErrorState({ message, retrying, onRetry }: { message?: string; retrying: boolean; onRetry: () => void }) {
  return (
    <div
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center shadow-md"
      role="alert"
      data-testid="analytics-error"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">Error Loading Analytics</h2>
      <p className="text-muted-foreground">Failed to fetch analytics data. Please try again.</p>
      {message && (
        <p
          className="rounded-md bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground"
          data-testid="analytics-error-message"
        >
          {message}
        </p>
      )}
      <Button onClick={onRetry} disabled={retrying} className="mt-2">
        <RefreshCw className={cn(retrying && 'animate-spin motion-reduce:animate-none')} aria-hidden="true" />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}

/** The admin analytics dashboard (spec 000 §2.17): summary cards and four tabs, refreshed every 5 minutes. */
export function AdminAnalyticsPage() {
  const { data, error, isPending, isFetching, refetch } = useQuery(analyticsQueryOptions);
  const refresh = () => void refetch();

  // The spec logs the failure as well as showing it.
  useEffect(() => {
    if (error) console.warn('Error loading analytics:', error);
    else if (data === null) console.warn('Error loading analytics: the server returned no data');
  }, [error, data]);

  return (
    <div className="space-y-6">
      <PageTitle title="Analytics" />
      {isPending ? (
        <>
          <Header refreshing={false} />
          <LoadingStatus label="Loading analytics..." />
        </>
      ) : !data ? (
        <>
          <Header refreshing={false} />
          <ErrorState message={error?.message} retrying={isFetching} onRetry={refresh} />
        </>
      ) : (
        <>
          <Header report={data} refreshing={isFetching} onRefresh={refresh} />
          {error && (
            <p
              className="rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive-soft-foreground"
              role="alert"
            >
              Could not refresh the figures ({error.message}). Showing the last ones loaded.
            </p>
          )}
          <SummaryCards report={data} />
          <Tabs defaultValue="geography">
            <TabsList
              className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit"
              aria-label="Analytics sections"
            >
              <TabsTrigger value="geography">Geography</TabsTrigger>
              <TabsTrigger value="usage">Feature Usage</TabsTrigger>
              <TabsTrigger value="users">Top Users</TabsTrigger>
              <TabsTrigger value="revenue">Revenue</TabsTrigger>
              <TabsTrigger value="calibration">Calibration</TabsTrigger>
            </TabsList>
            <TabsContent value="geography">
              <GeographyTab report={data} />
            </TabsContent>
            <TabsContent value="usage">
              <FeatureUsageTab report={data} />
            </TabsContent>
            <TabsContent value="users">
              <TopUsersTab report={data} />
            </TabsContent>
            <TabsContent value="revenue">
              <RevenueTab report={data} />
            </TabsContent>
            <TabsContent value="calibration">
              <CalibrationTab />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
