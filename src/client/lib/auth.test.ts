// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToastState } from '../components/ui/use-toast';
import { handleUnauthorized, LOGOUT_REDIRECT_DELAY_MS, logout, signInAgainUrl } from './auth';
import { DRAFT_PREFIX } from './session-draft';

let assign: ReturnType<typeof vi.fn>;
const draft = `${DRAFT_PREFIX}u1:profile-coach`;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/profile-coach', search: '', assign });
  localStorage.setItem('k', 'v');
  sessionStorage.setItem('k', 'v');
  sessionStorage.setItem(draft, '"my bio"');
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
  it('clears caches and both storages, drafts too, then goes to /auth/logout', () => {
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
    expect(assign).toHaveBeenCalledWith('/auth/google?returnTo=%2Fprofile-coach');
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeUndefined();
    expect(localStorage.length).toBe(0);
    // The drafts stay for the return; the rest of the session storage goes.
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(sessionStorage.getItem(draft)).toBe('"my bio"');
  });
});

describe('signInAgainUrl', () => {
  it('asks the sign-in to come back to a page of the site, with its query', () => {
    expect(signInAgainUrl({ pathname: '/message-helper', search: '?tab=reply' })).toBe(
      '/auth/google?returnTo=%2Fmessage-helper%3Ftab%3Dreply',
    );
  });

  it('leaves out a return path that is not a page of the site', () => {
    for (const pathname of ['//evil.example', '/auth/logout', '/api/auth/user', '/nope']) {
      expect(signInAgainUrl({ pathname, search: '' })).toBe('/auth/google');
    }
  });
});
