import { describe, expect, it } from 'vitest';
import { locationAlsoSetsReset } from './reset-copy';

const day = 24 * 60 * 60 * 1000;

describe('locationAlsoSetsReset', () => {
  it('tells a free user that their free requests reset at their midnight', () => {
    expect(`For local date ideas${locationAlsoSetsReset({ isSubscribed: false, subscriptionEndDate: null })}.`).toBe(
      'For local date ideas, and your free requests reset at your midnight.',
    );
    // A Premium week that has ended is the free plan again.
    const ended = new Date(Date.now() - day).toISOString();
    expect(locationAlsoSetsReset({ isSubscribed: false, subscriptionEndDate: ended }, ', and so')).toBe(
      ', and so your free requests reset at your midnight',
    );
  });

  it('says nothing about free requests to a Premium member', () => {
    const paidUntil = new Date(Date.now() + 3 * day).toISOString();
    expect(locationAlsoSetsReset({ isSubscribed: true, subscriptionEndDate: paidUntil })).toBe('');
    expect(locationAlsoSetsReset(null)).toBe('');
  });
});
