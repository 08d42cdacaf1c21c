// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQueryOptions, useUserRefreshTriggers } from './auth';

afterEach(cleanup);

function setup() {
  const queryClient = new QueryClient();
  const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useUserRefreshTriggers(), { wrapper });
  return { refetch, hook };
}

describe('useUserRefreshTriggers (spec 000 §4)', () => {
  it('refetches the user when the tab becomes visible, on back/forward and on a page restored from cache', () => {
    const { refetch } = setup();
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(refetch).toHaveBeenCalledTimes(3);
    expect(refetch).toHaveBeenCalledWith({ queryKey: userQueryOptions.queryKey });
  });

  it('ignores a first page load and hidden tabs, and stops listening when unmounted', () => {
    const { refetch, hook } = setup();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    hook.unmount();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(refetch).not.toHaveBeenCalled();
  });
});
