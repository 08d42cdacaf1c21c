import { isLocationCertain, type LocationMethod } from '../../../shared/account-options';
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
  user: 'Chosen by you',
};

export function describeMethod(method: string | null | undefined): string {
  return (method && locationMethodLabels[method as LocationMethod]) || 'Unknown';
}

/** What a guess rested on, in words ("a guess from ..."). */
const guessSources: Partial<Record<LocationMethod, string>> = {
  coordinates: "your device's position",
  language: "your browser's language",
  timezone: "your device's time zone",
  ip: 'your network address',
};

export function describeGuessSource(method: string | null | undefined): string {
  return guessSources[method as LocationMethod] ?? 'what your browser shares';
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

/**
 * "Location Updated!" with the country, the confidence and the method; a result under the certainty threshold
 * reads as the guess it is (decision 0038), pointing to where it can be confirmed.
 */
export function updatedNotice(location: ResolvedLocation): ToastInput {
  if (!isLocationCertain(location)) {
    return {
      title: 'Location guessed',
      description: `Looks like ${location.country} (about ${location.confidence}% sure, from ${describeGuessSource(location.method)}). Confirm or choose it in Settings.`,
    };
  }
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
