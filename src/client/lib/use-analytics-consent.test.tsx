// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../test/client/render-screen';
import { flush, queuedEvents, resetAnalyticsForTests, track } from './analytics';
import { userQueryOptions } from './auth';
import { useAnalyticsConsent } from './use-analytics-consent';

afterEach(() => {
  cleanup();
  resetAnalyticsForTests();
  vi.unstubAllGlobals();
});

function renderWithUser(user: ReturnType<typeof testUser> | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(userQueryOptions.queryKey, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useAnalyticsConsent(), { wrapper });
  return queryClient;
}

describe('useAnalyticsConsent', () => {
  it('sends no events to /api/events for a user who turned Share Usage Data off', () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    track('session_start'); // recorded before the user was known
    renderWithUser(testUser({ shareUsageData: false }));
    for (let i = 0; i < 30; i++) track('page_view');
    flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queuedEvents()).toHaveLength(0);
  });

  it('follows the choice when it changes, and keeps events for users who share and for visitors', async () => {
    const queryClient = renderWithUser(testUser());
    track('page_view');
    expect(queuedEvents()).toHaveLength(1);
    act(() => {
      queryClient.setQueryData(userQueryOptions.queryKey, testUser({ shareUsageData: false }));
    });
    await waitFor(() => expect(queuedEvents()).toHaveLength(0));
    track('page_view');
    expect(queuedEvents()).toHaveLength(0);
    act(() => {
      queryClient.setQueryData(userQueryOptions.queryKey, null);
    });
    await waitFor(() => {
      track('page_view');
      expect(queuedEvents().length).toBeGreaterThan(0);
    });
  });
});
