// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport } from '../../../shared/schemas/analytics-report';
import { renderScreen, stubApi } from '../../../test/client/render-screen';
import { AdminAnalyticsPage, analyticsQueryOptions } from './admin-analytics-page';
import { buildReport } from '../../../test/client/analytics-report-fixture';

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function serve(report: AnalyticsReport | null = buildReport()) {
  return stubApi({ 'GET /api/analytics': () => ({ json: report }) });
}

async function openTab(name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
  return screen.getByRole('tabpanel');
}

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<AdminAnalyticsPage /> states', () => {
  it('asks for the report the spec’s way: no retry, every 5 minutes, not on focus', () => {
    expect(analyticsQueryOptions.queryKey).toEqual(['/api/analytics']);
    expect(analyticsQueryOptions.retry).toBe(false);
    expect(analyticsQueryOptions.refetchInterval).toBe(300_000);
    expect(analyticsQueryOptions.refetchOnWindowFocus).toBe(false);
  });

  it('shows "Loading analytics..." while the report is on its way', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    renderScreen(<AdminAnalyticsPage />);
    expect(screen.getByRole('status').textContent).toContain('Loading analytics...');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the error with its message, logs it, and retries', async () => {
    let fail = true;
    const spy = stubApi({
      'GET /api/analytics': () =>
        fail ? { status: 500, json: { message: 'Database is down' } } : { json: buildReport() },
    });
    renderScreen(<AdminAnalyticsPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Analytics' })).toBeInTheDocument();
    expect(alert.textContent).toContain('Failed to fetch analytics data. Please try again.');
    expect(screen.getByTestId('analytics-error-message').textContent).toBe('Database is down');
    expect(warn).toHaveBeenCalledWith(
      'Error loading analytics:',
      expect.objectContaining({ message: 'Database is down' }),
    );
    // No automatic retry.
    expect(spy).toHaveBeenCalledTimes(1);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats an empty answer (signed out: 401) as an error without a message', async () => {
    stubApi({ 'GET /api/analytics': () => ({ status: 401, json: { message: 'Unauthorized' } }) });
    renderScreen(<AdminAnalyticsPage />);
    expect(await screen.findByRole('heading', { name: 'Error Loading Analytics' })).toBeInTheDocument();
    expect(screen.queryByTestId('analytics-error-message')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Error loading analytics: the server returned no data');
  });

  it('refreshes every 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const spy = serve();
    renderScreen(<AdminAnalyticsPage />);
    await vi.waitFor(() => expect(screen.getByText('Total Users')).toBeInTheDocument());
    expect(spy).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(spy).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('<AdminAnalyticsPage /> with data', () => {
  it('shows the header, the badge, the time and the four summary cards', async () => {
    serve();
    renderScreen(<AdminAnalyticsPage />);
    const cards = await screen.findAllByTestId('summary-card');
    expect(screen.getByText('Admin Access')).toBeInTheDocument();
    const time = document.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2025-11-21T15:04:00.000Z');
    expect(time.textContent).toMatch(/^Nov 2[12], \d{1,2}:04 (AM|PM)$/);
    expect(cards.map((card) => card.textContent)).toEqual([
      'Total Users1,234Everyone who signed up',
      'Active Subscribers1209.7% conversion rate',
      'Monthly Recurring Revenue$1,234.50From renewing subscriptions',
      'Total Revenue$98,765.40From 321 paid users',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Geography',
      'Feature Usage',
      'Top Users',
      'Revenue',
      'Calibration',
    ]);
    expect(screen.getByRole('tab', { name: 'Geography' }).getAttribute('aria-selected')).toBe('true');
  });

  it('refreshes on demand and says so while it does', async () => {
    let resolve: (() => void) | undefined;
    let calls = 0;
    stubApi({
      'GET /api/analytics': async () => {
        calls += 1;
        if (calls > 1) await new Promise<void>((r) => (resolve = r));
        return { json: buildReport((r) => (r.userStats.totalUsers = calls === 1 ? 1234 : 1300)) };
      },
    });
    renderScreen(<AdminAnalyticsPage />);
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    const busy = await screen.findByRole('button', { name: 'Refreshing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    resolve!();
    expect(await screen.findByText('1,300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('keeps the figures and says so when a refresh fails', async () => {
    let fail = false;
    stubApi({
      'GET /api/analytics': () => (fail ? { status: 503, json: { message: 'Try later' } } : { json: buildReport() }),
    });
    renderScreen(<AdminAnalyticsPage />);
    await screen.findByText('Total Users');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not refresh the figures (Try later)');
    expect(screen.getByText('Total Users')).toBeInTheDocument();
  });

  it('Geography: top 8 of 10 countries with flags or a globe, top 8 cities, VPN figures', async () => {
    serve();
    renderScreen(<AdminAnalyticsPage />);
    const panel = await screen.findByRole('tabpanel');
    const countries = within(panel).getAllByTestId('country-row');
    expect(countries).toHaveLength(8);
    expect(countries.map((row) => row.querySelector('.font-medium')!.textContent)).toEqual([
      'United States',
      'France',
      'United Kingdom',
      'India',
      'Canada',
      'Germany',
      'Brazil',
      'Japan',
    ]);
    expect(within(countries[0]!).getByTestId('flag-US')).toBeInTheDocument();
    expect(within(countries[1]!).getByTestId('flag-globe')).toBeInTheDocument();
    expect(within(countries[2]!).getByTestId('flag-GB')).toBeInTheDocument();
    expect(within(countries[3]!).getByTestId('flag-IN')).toBeInTheDocument();
    expect(within(countries[4]!).getByTestId('flag-CA')).toBeInTheDocument();
    // 400 of 1,234 users.
    expect(countries[0]!.textContent).toContain('32.4% of all users');
    expect(countries[0]!.textContent).toContain('400 users · 60 subscribed');
    expect(within(panel).getByText('And 2 more countries.')).toBeInTheDocument();
    expect(panel.textContent).not.toContain('Kenya');

    const cities = within(panel).getAllByTestId('city-row');
    expect(cities).toHaveLength(8);
    expect(cities[0]!.textContent).toBe('City 1United States100 users');
    expect(cities[1]!.textContent).toBe('City 2Region 2, France95 users');
    expect(panel.textContent).not.toContain('City 9');

    const vpn = within(panel)
      .getAllByTestId('vpn-row')
      .map((row) => row.textContent);
    expect(vpn).toEqual(['VPN or proxy suspected10840%', 'No VPN detected70073%']);
    expect(within(panel).getByTestId('unknown-location').textContent).toBe('426 users without a location yet');
  });

  it('Feature Usage: totals, tools with their names, tips by category, engines and both charts', async () => {
    serve();
    renderScreen(<AdminAnalyticsPage />);
    const panel = await openTab('Feature Usage');
    expect(within(panel).getByTestId('total-ai-requests').textContent).toBe('5,678');
    const tools = within(within(panel).getByTestId('ai-features-table')).getAllByRole('row').slice(1);
    expect(tools.map((row) => row.textContent)).toEqual([
      'Profile Coach2,000700',
      'Conversation starters1,500500',
      'Replies1,000400',
      'Date Ideas900300',
      'Generated tips27090',
      'mystery_tool82',
    ]);
    const tips = within(within(panel).getByTestId('daily-tips-table')).getAllByRole('row').slice(1);
    expect(tips.map((row) => row.textContent)).toEqual(['Confidence300150', 'Etiquette4030']);
    expect(within(panel).getByRole('heading', { name: 'AI engines' })).toBeInTheDocument();
    const engines = within(within(panel).getByTestId('ai-engines-table')).getAllByRole('row').slice(1);
    expect(engines.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Language model (falls back to the offline coach)', '4,321', '6.3%', '5.5%', '2,350 / 11,800 ms'],
      ['Offline coach', '1,200', '0%', '0%', '12 / 45 ms'],
      ['mystery_engine', '3', '33.3%', '0%', '900 / 980 ms'],
    ]);
    expect(within(panel).getByRole('region', { name: 'AI engines table' }).getAttribute('tabindex')).toBe('0');
    expect(within(panel).getByRole('heading', { name: 'AI requests by tool, last 30 days' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('img', {
        name: 'AI requests by tool over the last 30 days: 10 in all (Profile Coach 7, Replies 3), peak 8 on 2 Nov',
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Daily sign-ins, last 30 days' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('img', { name: 'Daily sign-ins over the last 30 days: 47 in all, peak 31 on 2 Nov' }),
    ).toBeInTheDocument();
  });

  it('Top Users: the top 15 only, with names, plans, requests and credits', async () => {
    serve();
    renderScreen(<AdminAnalyticsPage />);
    const panel = await openTab('Top Users');
    const rows = within(panel).getAllByTestId('top-user-row');
    expect(rows).toHaveLength(15);
    expect(rows[0]!.textContent).toBe('1First1 Last1user1@example.comPremium5000');
    expect(rows[1]!.textContent).toBe('2First2 Last2user2@example.comCredits4901,250');
    expect(rows[2]!.textContent).toBe('3—user3@example.comFree4800');
    expect(rows[14]!.textContent).toContain('user15@example.com');
    expect(panel.textContent).not.toContain('user16@example.com');
    const scroller = within(panel).getByRole('region', { name: 'Top users table' });
    expect(scroller.getAttribute('tabindex')).toBe('0');
  });

  it('Revenue: the money with cents, the chart and the funnel', async () => {
    serve();
    renderScreen(<AdminAnalyticsPage />);
    const panel = await openTab('Revenue');
    const stats = within(panel).getByTestId('revenue-stats');
    const figures = Object.fromEntries(
      within(stats)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    );
    expect(figures).toEqual({
      'Total revenue': '$98,765.40',
      'Subscription revenue': '$90,000.00',
      'Credit revenue': '$8,765.40',
      MRR: '$1,234.50',
      'Paid users': '321',
      'Credits used': '4,567',
      'Active subscribers': '120',
      Conversion: '9.7%',
    });
    expect(within(panel).getByRole('heading', { name: 'Revenue, last 30 days' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('img', { name: 'Revenue over the last 30 days: $25.97 in all, peak $15.98 on 12 Nov' }),
    ).toBeInTheDocument();
    const steps = within(panel)
      .getAllByTestId('funnel-step')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      'Visitors1,000',
      'Registered25025% of visitors',
      'Onboarded20080% of registered',
      'Active15075% of onboarded',
      'Paying3020% of active',
    ]);
  });

  it('Revenue: an empty funnel shows dashes, never NaN, and empty charts say so', async () => {
    serve(
      buildReport((r) => {
        r.funnel = { windowDays: 30, visitors: 0, registered: 0, onboarded: 0, active: 0, paying: 0 };
        r.trends.revenue = r.trends.revenue.map(() => 0);
      }),
    );
    renderScreen(<AdminAnalyticsPage />);
    const panel = await openTab('Revenue');
    const steps = within(panel)
      .getAllByTestId('funnel-step')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      'Visitors0',
      'Registered0— of visitors',
      'Onboarded0— of registered',
      'Active0— of onboarded',
      'Paying0— of active',
    ]);
    expect(panel.textContent).not.toContain('NaN');
    expect(within(panel).getByText('No data yet')).toBeInTheDocument();
  });
});

describe('the Calibration tab', () => {
  const decile = (i: number) => ({ decile: i, predicted: i / 20, observed: i / 20 + 0.01, n: 100 });
  const run = {
    id: 2,
    fittedAt: '2026-11-26T09:00:00.000Z',
    outcomes: 1000,
    users: 40,
    brier: 0.187,
    priorBrier: 0.213,
    deciles: Array.from({ length: 10 }, (_, i) => decile(i + 1)),
    priorDeciles: [],
    model: {
      a: 0.1,
      b: 0.9,
      groups: {},
      tauGroup: 0.5,
      tauUser: 0.5,
      counts: { outcomes: 1000, groups: {} },
      fittedAt: '2026-11-26T09:00:00.000Z',
    },
    durationMs: 40,
  };

  it('shows the latest run: outcomes, Brier scores, deciles predicted against observed, and the runs over time', async () => {
    user = userEvent.setup();
    stubApi({
      'GET /api/analytics': () => ({ json: buildReport() }),
      'GET /api/analytics/calibration': () => ({
        json: { runs: [run, { ...run, id: 1, fittedAt: '2026-11-25T09:00:00.000Z', outcomes: 800 }] },
      }),
    });
    renderScreen(<AdminAnalyticsPage />);
    const panel = await openTab('Calibration');
    const latest = await within(panel).findByTestId('calibration-latest');
    expect(latest.textContent).toContain('1,000');
    expect(latest.textContent).toContain('0.187');
    expect(latest.textContent).toContain('0.213');
    const rows = within(within(panel).getByTestId('calibration-deciles')).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]!.textContent).toBe('15%6%100');
    expect(within(within(panel).getByTestId('calibration-runs')).getAllByRole('row')).toHaveLength(3);
  });

  it('says when there is no calibration yet', async () => {
    user = userEvent.setup();
    stubApi({
      'GET /api/analytics': () => ({ json: buildReport() }),
      'GET /api/analytics/calibration': () => ({ json: { runs: [] } }),
    });
    renderScreen(<AdminAnalyticsPage />);
    const panel = await openTab('Calibration');
    expect(await within(panel).findByText(/No calibration yet/)).toBeTruthy();
  });
});
