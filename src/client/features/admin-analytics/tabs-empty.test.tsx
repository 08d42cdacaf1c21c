// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../../shared/schemas/analytics-report';
import { FeatureUsageTab } from './feature-usage-tab';
import { GeographyTab } from './geography-tab';
import { buildReport } from '../../../test/client/analytics-report-fixture';
import { RevenueTab } from './revenue-tab';
import { TopUsersTab } from './top-users-tab';

afterEach(cleanup);

/** A brand-new copy: nobody has done anything yet. */
const empty: AnalyticsReport = buildReport((r) => {
  r.userStats = { totalUsers: 0, activeSubscribers: 0 };
  r.subscriptionStats = { mrr: 0, conversionRate: 0, activeSubscribers: 0 };
  r.revenueStats = {
    totalRevenue: 0,
    subscriptionRevenue: 0,
    creditRevenue: 0,
    totalPaidUsers: 0,
    totalCreditsUsed: 0,
  };
  r.featureUsage = { totalAIRequests: 0, aiFeatures: [], dailyTips: [], engines: [] };
  r.geographicStats = { countryStats: [], topCities: [], vpnStats: [], unknownLocation: 1 };
  r.topUsers = [];
  r.trends = {
    ...r.trends,
    signIns: r.trends.signIns.map(() => 0),
    revenue: r.trends.revenue.map(() => 0),
    aiRequestsByTool: [],
  };
  r.funnel = { windowDays: 30, visitors: 0, registered: 0, onboarded: 0, active: 0, paying: 0 };
});

describe('empty states', () => {
  it('Geography says no locations, no cities, no checks, and counts the unlocated', () => {
    render(<GeographyTab report={empty} />);
    expect(within(screen.getByTestId('top-countries')).getByText('No locations recorded yet')).toBeInTheDocument();
    expect(within(screen.getByTestId('top-cities')).getByText('No cities recorded yet')).toBeInTheDocument();
    expect(within(screen.getByTestId('vpn-stats')).getByText('No location checks yet')).toBeInTheDocument();
    expect(screen.getByTestId('unknown-location').textContent).toBe('1 user without a location yet');
  });

  it('Geography shows a dash for a VPN group with nobody in it', () => {
    render(
      <GeographyTab
        report={buildReport(
          (r) => (r.geographicStats.vpnStats = [{ vpnDetected: false, count: 3, avgConfidence: 50 }]),
        )}
      />,
    );
    expect(screen.getAllByTestId('vpn-row').map((row) => row.textContent)).toEqual([
      'VPN or proxy suspected0—',
      'No VPN detected350%',
    ]);
  });

  it('Feature Usage says there are no requests, tips, engine figures or chart data yet', () => {
    render(<FeatureUsageTab report={empty} />);
    expect(screen.getByTestId('total-ai-requests').textContent).toBe('0');
    expect(screen.getByText('No AI requests yet')).toBeInTheDocument();
    expect(screen.getByText('No tips handed out yet')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('ai-engines')).getByText('No AI requests in the last 30 days'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('ai-engines-table')).toBeNull();
    expect(within(screen.getByTestId('ai-trend')).getByText('No data yet')).toBeInTheDocument();
    expect(within(screen.getByTestId('sign-in-trend')).getByText('No data yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('Feature Usage lists the engines even when no request succeeded', () => {
    render(
      <FeatureUsageTab
        report={buildReport((r) => {
          r.featureUsage = {
            totalAIRequests: 0,
            aiFeatures: [],
            dailyTips: [],
            engines: [
              {
                engine: 'llm',
                requests: 2,
                failureRate: 100,
                fallbackRate: 50,
                latencyP50Ms: 10150,
                latencyP95Ms: 19230,
              },
            ],
          };
        })}
      />,
    );
    expect(screen.getByText('No AI requests yet')).toBeInTheDocument();
    expect(screen.getAllByTestId('ai-engine-row').map((row) => row.textContent)).toEqual([
      'Language model (falls back to the offline coach)2100%50%10,150 / 19,230 ms',
    ]);
  });

  it('Top Users says there is nobody yet', () => {
    render(<TopUsersTab report={empty} />);
    expect(screen.getByText('No AI requests yet, so no top users')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Revenue shows zero money with cents and an empty chart', () => {
    render(<RevenueTab report={empty} />);
    expect(within(screen.getByTestId('revenue-stats')).getAllByText('$0.00')).toHaveLength(4);
    expect(within(screen.getByTestId('revenue-trend')).getByText('No data yet')).toBeInTheDocument();
    expect(screen.getByTestId('funnel').textContent).not.toContain('NaN');
  });
});
