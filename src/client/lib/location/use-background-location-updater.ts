import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { StoredLocation } from '../../../shared/schemas/account';
import { useUser, userQueryOptions } from '../auth';
import { FIRST_UPDATE_DELAY_MS, PERIODIC_CHECK_MS, PRECISE_ATTEMPT_DELAY_MS } from './location-constants';
import { runBackgroundAttempt, type BackgroundAttempt } from './location-updates';

/**
 * The background location updater of spec 000 §4, silent and only while signed in: once the user has
 * a stored location, one update after 2 s; when that location lacks coordinates, one precise attempt
 * after 5 s; a check every 30 minutes. A new user id or update time re-arms both one-time attempts
 * (after an update of its own, the re-armed update is skipped by the 5-minute rule). What each attempt
 * may send is decided in `runBackgroundAttempt`.
 */
export function useBackgroundLocationUpdater(): void {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const updatedAt = user?.location.updatedAt ?? null;
  const hasCoordinates = user?.location.hasCoordinates ?? false;

  // The timers read the location as it is when they fire.
  const storedRef = useRef<StoredLocation | null>(user?.location ?? null);
  useEffect(() => {
    storedRef.current = user?.location ?? null;
  });

  const run = useCallback(
    async (attempt: BackgroundAttempt) => {
      const stored = storedRef.current;
      if (!stored) return;
      const outcome = await runBackgroundAttempt(attempt, stored);
      if (outcome.ok) await queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
    },
    [queryClient],
  );

  useEffect(() => {
    if (!userId || !updatedAt) return;
    const timers = [setTimeout(() => void run('update'), FIRST_UPDATE_DELAY_MS)];
    if (!hasCoordinates) timers.push(setTimeout(() => void run('precise'), PRECISE_ATTEMPT_DELAY_MS));
    return () => timers.forEach(clearTimeout);
  }, [userId, updatedAt, hasCoordinates, run]);

  useEffect(() => {
    if (!userId) return;
    const interval = setInterval(() => void run('check'), PERIODIC_CHECK_MS);
    return () => clearInterval(interval);
  }, [userId, run]);
}
