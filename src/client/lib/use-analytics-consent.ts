import { useEffect } from 'react';
import { setAnalyticsConsent, startAnalytics } from './analytics';
import { useUser } from './auth';

/**
 * Follows the signed-in user's "Share Usage Data" choice: when it is off the
 * client records and sends no analytics events. Visitors (no user) are not
 * linked to anyone, so their events are kept. Analytics starts only once the
 * choice is known, so not even the first page view escapes it.
 */
export function useAnalyticsConsent(): void {
  const { user, isLoading } = useUser();
  const allowed = user?.shareUsageData !== false;
  useEffect(() => {
    setAnalyticsConsent(allowed);
    if (!isLoading) startAnalytics();
  }, [allowed, isLoading]);
}
