import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authPaths, safeReturnPath } from '../../shared/routes';
import type { AdminStatus, User } from '../../shared/schemas/auth';
import { toast } from '../components/ui/use-toast';
import { getQueryFn, isUnauthorizedError } from './api-client';
import { clearSessionStorageExceptDrafts } from './session-draft';
import { forgetPushOnSignOut } from './web-push';
import { answeredInPage } from './query-client';

export { isUnauthorizedError };

const FIVE_MINUTES = 5 * 60 * 1000;
export const LOGOUT_REDIRECT_DELAY_MS = 500;

export const userQueryOptions = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
  staleTime: FIVE_MINUTES,
  retry: false,
  refetchOnWindowFocus: true,
});

/** The signed-in user; `null` when signed out, `undefined` while loading. */
export function useUser() {
  const query = useQuery(userQueryOptions);
  return { user: query.data ?? null, isLoading: query.isPending, refetch: query.refetch };
}

export function adminStatusQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['/api/admin/status'],
    queryFn: getQueryFn<AdminStatus | null>({ on401: 'returnNull' }),
    staleTime: FIVE_MINUTES,
    enabled,
    meta: answeredInPage,
  });
}

/** Whether the signed-in user is an administrator (asked only when signed in). */
export function useIsAdmin(): boolean {
  const { user } = useUser();
  const { data } = useQuery(adminStatusQueryOptions(user !== null));
  return data?.isAdmin === true;
}

/**
 * Refetches the user when the tab becomes visible, on back/forward navigation
 * and when a page is restored from the back-forward cache (spec 000 §4).
 */
export function useUserRefreshTriggers(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.refetchQueries({ queryKey: userQueryOptions.queryKey });
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refetch();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('popstate', refetch);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('popstate', refetch);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [queryClient]);
}

/** Every cache and local storage; session storage too, but an unexpected sign-out keeps the drafts (decision 0037). */
function clearClientState(queryClient: QueryClient, { keepDrafts }: { keepDrafts: boolean }): void {
  queryClient.clear();
  try {
    localStorage.clear();
    if (keepDrafts) clearSessionStorageExceptDrafts();
    else sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy modes); nothing to clear then.
  }
}

/**
 * Logout: clear every cache and local and session storage (drafts too), forget this browser's push subscription,
 * then end the session on the server.
 */
export function logout(queryClient: QueryClient): void {
  clearClientState(queryClient, { keepDrafts: false });
  const signOut = () => window.location.assign(authPaths.signOut);
  const forgetting = forgetPushOnSignOut();
  if (forgetting) void forgetting.then(signOut);
  else signOut();
}

/**
 * The sign-in page, asked to come back to `location` afterwards when it is a page of the site (the server checks
 * it again: `safeReturnPath`).
 */
export function signInAgainUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  const back = safeReturnPath(`${location.pathname}${location.search}`);
  return back ? `${authPaths.signIn}?${new URLSearchParams({ returnTo: back }).toString()}` : authPaths.signIn;
}

/**
 * An unauthorized answer: say so (the spec's words), then sign in again after 500 ms (spec 000 §8), and come back to
 * this screen with what was typed into it (the drafts are kept).
 */
export function handleUnauthorized(queryClient: QueryClient): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  window.setTimeout(() => {
    clearClientState(queryClient, { keepDrafts: true });
    window.location.assign(signInAgainUrl(window.location));
  }, LOGOUT_REDIRECT_DELAY_MS);
}
