import { describe, expect, it } from 'vitest';
import { isPremiumActive, premiumPriceLabel } from './plans';

const now = new Date('2025-06-01T12:00:00Z');

describe('isPremiumActive (spec 000 §4)', () => {
  it('is active when subscribed and the end date is in the future', () => {
    expect(isPremiumActive({ isSubscribed: true, subscriptionEndDate: '2025-06-08T12:00:00Z' }, now)).toBe(true);
  });

  it('is not active once the end date has passed, or exactly at it', () => {
    expect(isPremiumActive({ isSubscribed: true, subscriptionEndDate: '2025-05-31T12:00:00Z' }, now)).toBe(false);
    expect(isPremiumActive({ isSubscribed: true, subscriptionEndDate: '2025-06-01T12:00:00Z' }, now)).toBe(false);
  });

  it('is not active without a subscription, without an end date, with a bad date or without a user', () => {
    expect(isPremiumActive({ isSubscribed: false, subscriptionEndDate: '2025-06-08T12:00:00Z' }, now)).toBe(false);
    expect(isPremiumActive({ isSubscribed: true, subscriptionEndDate: null }, now)).toBe(false);
    expect(isPremiumActive({ isSubscribed: true, subscriptionEndDate: 'soon' }, now)).toBe(false);
    expect(isPremiumActive(null, now)).toBe(false);
    expect(isPremiumActive(undefined, now)).toBe(false);
  });

  it('uses the current time by default', () => {
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    expect(isPremiumActive({ isSubscribed: true, subscriptionEndDate: nextWeek })).toBe(true);
  });
});

describe('premiumPriceLabel', () => {
  it('is $9.99/week', () => {
    expect(premiumPriceLabel).toBe('$9.99/week');
  });
});
