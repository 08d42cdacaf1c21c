// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAiMutation } from './ai-mutation';
import { ApiError } from './api-client';
import { queuedEvents, resetAnalyticsForTests } from './analytics';
import { userQueryOptions } from './auth';

function setup<R>(call: () => Promise<R>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(userQueryOptions.queryKey, null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAiMutation('profile_coach', call), { wrapper });
  const isStale = () => queryClient.getQueryState(userQueryOptions.queryKey)?.isInvalidated;
  return { result, isStale };
}

afterEach(() => resetAnalyticsForTests());

describe('useAiMutation', () => {
  it('refreshes the user and records the use after a success', async () => {
    const { result, isStale } = setup(async () => 'ok');
    await act(() => result.current.mutateAsync(undefined));
    expect(isStale()).toBe(true);
    expect(queuedEvents().map((e) => [e.name, e.props])).toEqual([
      ['ai_usage', { tool: 'profile_coach', outcome: 'success' }],
    ]);
  });

  it('refreshes the user after a 402 but not after other errors', async () => {
    const quota = setup(() => Promise.reject(new ApiError(402, 'No requests left', 'QUOTA_EXCEEDED')));
    await act(() => quota.result.current.mutateAsync(undefined).catch(() => undefined));
    expect(quota.isStale()).toBe(true);

    const failing = setup(() => Promise.reject(new ApiError(502, 'Unavailable', 'AI_UNAVAILABLE')));
    await act(() => failing.result.current.mutateAsync(undefined).catch(() => undefined));
    expect(failing.isStale()).toBe(false);
    expect(queuedEvents().map((e) => e.props?.outcome)).toEqual(['quota_exceeded', 'error']);
  });
});
