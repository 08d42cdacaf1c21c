// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/schemas/auth';
import { userQueryOptions } from '../../lib/auth';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { dailyTipQueryOptions } from '../../lib/daily-tip';
import { noStoredLocation, sandboxPayments } from '../../../test/client/render-screen';
import { HomePage } from './home-page';

const freeUser: User = {
  id: 'u1',
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora@example.com',
  profileImageUrl: null,
  createdAt: '2025-01-01T00:00:00Z',
  isSubscribed: false,
  subscriptionEndDate: null,
  credits: 0,
  dailyUsage: 1,
  dailyLimit: 3,
  dailyTipsUsed: 0,
  dailyTipLimit: 5,
  actualCountry: null,
  hasCompletedOnboarding: true,
  hasUsedAI: true,
  shareUsageData: true,
  location: noStoredLocation,
};

let fetchMock: ReturnType<typeof vi.fn>;

function renderHome(user: User, seedTip = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(userQueryOptions.queryKey, user);
  queryClient.setQueryData(clientConfigQueryOptions.queryKey, { adsenseClient: null, payments: sandboxPayments });
  if (seedTip) {
    queryClient.setQueryData(dailyTipQueryOptions.queryKey, {
      tip: 'Smile with your eyes.',
      category: 'confidence',
      date: '2026-11-21',
    });
  }
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('<HomePage /> (spec 000 §2.3)', () => {
  it('greets a free user and shows the meter, the tip, one Premium upsell and a house ad for something else', async () => {
    vi.useFakeTimers();
    renderHome(freeUser);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/, Nora$/);
    expect(screen.getByText('1/3 free requests used today')).toBeInTheDocument();
    expect(screen.getByTestId('daily-tip-text').textContent).toBe('Smile with your eyes.');
    expect(screen.getByText('Confidence')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unlock Premium' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore rewards' }).getAttribute('href')).toBe('/viral-features');
    // The guides' way in on a phone, where the menu holding Guides is not shown.
    expect(screen.getByRole('link', { name: 'Browse the dating guides' }).getAttribute('href')).toBe('/guides');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    const ad = screen.getByRole('region', { name: /^From Datewise: / });
    expect(ad.textContent).not.toMatch(/premium/i);
    // One upsell: the Premium card is the only way to the plans on a free dashboard.
    const toPlans = screen.getAllByRole('link').filter((a) => a.getAttribute('href') === '/subscription');
    expect(toPlans).toHaveLength(1);
    expect(screen.getByTestId('premium-card').contains(toPlans[0]!)).toBe(true);
  });

  it('shows Premium users neither the upgrade card nor ads', async () => {
    vi.useFakeTimers();
    const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
    renderHome({ ...freeUser, isSubscribed: true, subscriptionEndDate: end });
    expect(screen.getByText('Unlimited AI requests')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unlock Premium' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(screen.queryByText('Sponsored')).toBeNull();
    expect(screen.queryByRole('region', { name: /Sponsored|Advertisement|From Datewise/ })).toBeNull();
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href') === '/subscription')).toHaveLength(0);
  });

  it('falls back to the standing line when the tip cannot be loaded', async () => {
    renderHome(freeUser, false);
    expect(screen.getByTestId('daily-tip-loading')).toBeInTheDocument();
    expect(await screen.findByText('Get personalized dating advice every day!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/daily-tip', expect.objectContaining({ method: 'GET' }));
  });
});
