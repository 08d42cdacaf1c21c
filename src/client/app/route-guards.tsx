import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../shared/routes';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { useUser, useUserRefreshTriggers } from '../lib/auth';
import { useAnalyticsConsent } from '../lib/use-analytics-consent';
import { clearServerPageGuard } from './server-page';

/** Waits for the sign-in state (full-screen spinner) and keeps it fresh. */
export function AuthGate() {
  const { isLoading } = useUser();
  useUserRefreshTriggers();
  useAnalyticsConsent();
  if (isLoading) return <FullScreenSpinner />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** The access rule: a signed-out visitor on a signed-in screen goes to "/". */
export function RequireUser() {
  const { user } = useUser();
  useEffect(() => {
    if (user) clearServerPageGuard();
  }, [user]);
  if (!user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Paths in both lists ("/" and "/about"): the app screen when signed in, the public page otherwise. */
export function ByAudience({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const { user } = useUser();
  return <>{user ? signedIn : signedOut}</>;
}
