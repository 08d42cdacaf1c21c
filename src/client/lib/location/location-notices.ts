import type { LocationMethod } from '../../../shared/account-options';
import type { ResolvedLocation } from '../../../shared/schemas/location';
import type { ToastInput } from '../../components/ui/use-toast';
import { locationReplyMessages } from './location-constants';
import { LocationUpdateError } from './send-location';

/** How each detection method reads to a person (Settings card, notices). */
const locationMethodLabels: Record<LocationMethod, string> = {
  coordinates: 'GPS / precise location',
  timezone: 'Time zone',
  language: 'Browser language',
  ip: 'Network address',
};

export function describeMethod(method: string | null | undefined): string {
  return (method && locationMethodLabels[method as LocationMethod]) || 'Unknown';
}

/** The notices of spec 000 §4 and §8 for location, in one place. */
export const locationNotices = {
  notSupported: {
    title: 'Location Not Supported',
    description: 'Your browser does not support location services.',
    variant: 'destructive',
  },
  blocked: {
    title: 'Location Access Blocked',
    description: 'Location access is blocked in your browser settings. Allow it for this site to use precise location.',
    variant: 'destructive',
  },
  skipped: { title: 'Location Skipped', description: 'You can enable location access anytime in settings' },
  preciseFailed: {
    title: 'Location Update Failed',
    description: 'Could not obtain precise location. Using fallback methods.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastInput>;

/** "Location Updated!" with the country, the confidence and the method. */
export function updatedNotice(location: ResolvedLocation): ToastInput {
  return {
    title: 'Location Updated!',
    description: `${location.country} · ${location.confidence}% confidence · ${describeMethod(location.method)}`,
    variant: 'success',
  };
}

/** The server refused or answered oddly: its message; anything else (the network): the generic notice. */
export function failedNotice(error: unknown): ToastInput {
  if (error instanceof LocationUpdateError) {
    return { title: 'Location Detection Failed', description: error.message, variant: 'destructive' };
  }
  if (error instanceof Error && !(error instanceof TypeError) && error.message) {
    return { title: 'Location Detection Failed', description: error.message, variant: 'destructive' };
  }
  return { title: 'Error', description: locationReplyMessages.failed, variant: 'destructive' };
}
