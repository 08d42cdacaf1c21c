import { describe, expect, it } from 'vitest';
import type { ResolvedLocation } from '../../../shared/schemas/location';
import { updatedNotice } from './location-notices';

const paris: ResolvedLocation = {
  country: 'France',
  countryCode: 'FR',
  city: 'Paris',
  confidence: 95,
  method: 'coordinates',
  vpnDetected: false,
};

describe('updatedNotice', () => {
  it('states a certain location as found', () => {
    expect(updatedNotice(paris)).toEqual({
      title: 'Location Updated!',
      description: 'France · 95% confidence · GPS / precise location',
      variant: 'success',
    });
  });

  it('calls a location under the certainty threshold a guess, with what it rests on and where to confirm it', () => {
    const notice = updatedNotice({ ...paris, confidence: 45, method: 'language' });
    expect(notice.title).toBe('Location guessed');
    expect(notice.description).toBe(
      "Looks like France (about 45% sure, from your browser's language). Confirm or choose it in Settings.",
    );
    expect(notice.variant).toBeUndefined();
  });
});
