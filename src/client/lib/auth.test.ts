// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToastState } from '../components/ui/use-toast';
import { handleUnauthorized, LOGOUT_REDIRECT_DELAY_MS, logout } from './auth';

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  localStorage.setItem('k', 'v');
  sessionStorage.setItem('k', 'v');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function clientWithData() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['/api/auth/user'], { id: 'u1' });
  return queryClient;
}

describe('logout', () => {
  it('clears caches and both storages, then goes to /auth/logout', () => {
    const queryClient = clientWithData();
    logout(queryClient);
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeUndefined();
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/auth/logout');
  });
});

describe('handleUnauthorized', () => {
  it('says the user is logged out, then signs in again after 500 ms', () => {
    vi.useFakeTimers();
    const queryClient = clientWithData();
    handleUnauthorized(queryClient);
    expect(getToastState().toasts[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    vi.advanceTimersByTime(LOGOUT_REDIRECT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/auth/google');
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });
});
