import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { startFailedNotice, verifyFailedNotice } from './payment-notices';

describe('payment notices (spec 000 §8)', () => {
  it('names the account-state conflicts, and falls back to "Failed to initiate payment"', () => {
    const active = new ApiError(409, 'You already have an active subscription', 'SUBSCRIPTION_ACTIVE');
    expect(startFailedNotice(active)).toMatchObject({
      title: 'Active Subscription Exists',
      description: 'You already have an active subscription',
    });
    const premium = new ApiError(409, 'Premium users cannot purchase credits', 'PREMIUM_ACTIVE');
    expect(startFailedNotice(premium)).toMatchObject({ title: 'Premium Active' });
    expect(startFailedNotice(new ApiError(503, 'The payment provider could not be reached.'))).toMatchObject({
      title: 'Payment Failed',
      description: 'The payment provider could not be reached.',
    });
    expect(startFailedNotice(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Payment Failed',
      description: 'Failed to initiate payment',
    });
  });

  it('tells a refused verification from a network failure', () => {
    const refused = new ApiError(400, 'Payment verification failed: the signature does not match.');
    expect(verifyFailedNotice(refused, 'subscription')).toMatchObject({
      title: 'Subscription Verification Failed',
      description: 'Please contact support if amount was debited',
    });
    expect(verifyFailedNotice(refused, 'credits')).toMatchObject({ title: 'Payment Verification Failed' });
    expect(verifyFailedNotice(new TypeError('Failed to fetch'), 'credits')).toMatchObject({
      title: 'Payment Verification Error',
    });
  });
});
