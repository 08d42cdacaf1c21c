// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser } from '../../test/client/render-screen';
import { AllowanceNote, describeAllowance } from './allowance-note';

afterEach(cleanup);

const now = new Date('2025-06-01T12:00:00Z');

describe('describeAllowance (metering order: Premium, free allowance, credits)', () => {
  it('counts the free requests left today, then any credits', () => {
    expect(describeAllowance(testUser({ dailyUsage: 1 }), now).text).toBe('2 of 3 free requests left today');
    expect(describeAllowance(testUser({ dailyUsage: 0, credits: 1 }), now).text).toBe(
      '3 of 3 free requests left today, then 1 credit',
    );
  });

  it('counts free category tips first for a tip, then falls back to the requests (decision 0040)', () => {
    expect(describeAllowance(testUser({ dailyUsage: 3, dailyTipsUsed: 2 }), now, 'tip')).toEqual({
      kind: 'free',
      text: '3 of 5 free tips left today, without using your requests',
    });
    expect(describeAllowance(testUser({ dailyUsage: 1, dailyTipsUsed: 5 }), now, 'tip').text).toBe(
      '2 of 3 free requests left today',
    );
    expect(describeAllowance(testUser({ dailyUsage: 3, dailyTipsUsed: 5 }), now, 'tip').kind).toBe('none');
  });

  it('shows credits once the free requests are used', () => {
    expect(describeAllowance(testUser({ dailyUsage: 3, credits: 12 }), now)).toEqual({
      kind: 'credits',
      text: '12 credits left (1 per request)',
    });
  });

  it('says when nothing is left', () => {
    expect(describeAllowance(testUser({ dailyUsage: 3 }), now)).toEqual({
      kind: 'none',
      text: 'No free requests left today',
    });
  });

  it('is unlimited with active Premium only', () => {
    const premium = { isSubscribed: true, subscriptionEndDate: '2025-06-08T00:00:00Z', dailyUsage: 3 };
    expect(describeAllowance(testUser(premium), now).text).toBe('Unlimited with Premium');
    const lapsed = { isSubscribed: true, subscriptionEndDate: '2025-05-30T00:00:00Z', dailyUsage: 3 };
    expect(describeAllowance(testUser(lapsed), now).kind).toBe('none');
  });
});

describe('<AllowanceNote />', () => {
  it('links to the plans when nothing is left', () => {
    renderScreen(<AllowanceNote />, { user: testUser({ dailyUsage: 3 }) });
    expect(screen.getByText('No free requests left today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get more' }).getAttribute('href')).toBe('/subscription');
  });

  it('renders nothing while signed out', () => {
    const { container } = renderScreen(<AllowanceNote />, { user: null });
    expect(container.textContent).toBe('');
  });
});
