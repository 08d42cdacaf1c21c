import { describe, expect, it } from 'vitest';
import { creditChangeLabel, paymentLabel } from './billing-history';

const payment = {
  id: 'pay_1',
  amountCents: 999,
  currency: 'USD',
  creditsGranted: 0,
  premiumUntil: '2026-12-02T10:00:00.000Z',
  refund: null,
  createdAt: '2026-11-25T10:00:00.000Z',
} as const;

describe('paymentLabel', () => {
  it('names what each payment bought, and a second subscription given back as such', () => {
    expect(paymentLabel({ ...payment, product: 'premium' })).toMatch(/^Premium, 1 week \(to /);
    expect(paymentLabel({ ...payment, product: 'credits', creditsGranted: 100, premiumUntil: null })).toBe(
      '100 credits',
    );
    expect(paymentLabel({ ...payment, product: 'premium', premiumUntil: null, refund: 'refunded' })).toBe(
      'Second Premium subscription: cancelled and refunded',
    );
    expect(paymentLabel({ ...payment, product: 'premium', premiumUntil: null, refund: 'due' })).toBe(
      'Second Premium subscription: cancelled, refund on its way',
    );
  });
});

describe('creditChangeLabel', () => {
  it('names the tool a credit paid for, and a refund by its tool', () => {
    expect(creditChangeLabel({ reason: 'ai_request', tool: 'profile_analysis' })).toBe('Profile analysis');
    expect(creditChangeLabel({ reason: 'ai_request', tool: 'message_reply' })).toBe('Replies');
    expect(creditChangeLabel({ reason: 'ai_request', tool: 'tip' })).toBe('Category tip');
    expect(creditChangeLabel({ reason: 'refund', tool: 'date_ideas' })).toBe('Refund: date ideas failed');
    expect(creditChangeLabel({ reason: 'purchase', tool: null })).toBe('Bought 100 credits');
    // Requests recorded before the ledger named tools.
    expect(creditChangeLabel({ reason: 'ai_request', tool: null })).toBe('AI request');
  });
});
