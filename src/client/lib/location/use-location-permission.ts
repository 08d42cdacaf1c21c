import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResolvedLocation } from '../../../shared/schemas/location';
import { toast } from '../../components/ui/use-toast';
import { userQueryOptions } from '../auth';
import { hasGeolocation, readGeolocationPermission } from './collect-location';
import { failedNotice, locationNotices, updatedNotice } from './location-notices';
import { requestPreciseLocation } from './location-updates';

export interface LocationPermissionDialogState {
  open: boolean;
  onAllow: () => void;
  onNotNow: () => void;
  /** Puts focus back on what opened the dialog (Radix only does so for its own trigger). */
  restoreFocus: () => void;
}

/**
 * The location permission flow of spec 000 §4, for an "Enable Location" button:
 * granted -> a precise location at once; denied -> an error notice; prompt (or a browser without the
 * Permissions API) -> the "Allow Location Access" dialog, whose state is returned as `dialog` for
 * `<LocationPermissionDialog {...dialog} />`. `onUpdated` runs after a location was stored.
 */
export function useLocationPermission({ onUpdated }: { onUpdated?: (location: ResolvedLocation) => void } = {}) {
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const onUpdatedRef = useRef(onUpdated);
  useEffect(() => {
    onUpdatedRef.current = onUpdated;
  });

  const detect = useCallback(async () => {
    setPending(true);
    try {
      const outcome = await requestPreciseLocation(() => toast(locationNotices.preciseFailed));
      if (!outcome.ok) {
        toast(failedNotice(outcome.error));
        return;
      }
      // After a fallback the "Using fallback methods" notice stays up; the cards show the result.
      if (!outcome.usedFallback) toast(updatedNotice(outcome.location));
      await queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
      onUpdatedRef.current?.(outcome.location);
    } finally {
      setPending(false);
    }
  }, [queryClient]);

  const enable = useCallback(async () => {
    if (!hasGeolocation()) {
      toast(locationNotices.notSupported);
      return;
    }
    const permission = await readGeolocationPermission();
    if (permission === 'granted') await detect();
    else if (permission === 'denied') toast(locationNotices.blocked);
    else {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDialogOpen(true);
    }
  }, [detect]);

  const dialog: LocationPermissionDialogState = {
    open: dialogOpen,
    onAllow: () => {
      setDialogOpen(false);
      void detect();
    },
    onNotNow: () => {
      setDialogOpen(false);
      toast(locationNotices.skipped);
    },
    restoreFocus: () => openerRef.current?.focus(),
  };

  return { enable, pending, dialog };
}
