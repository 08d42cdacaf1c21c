// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '../../../test/client/render-screen';
import { describeUsage, freeTipsLeft, UsageMeter } from './usage-meter';

afterEach(cleanup);

const now = new Date('2025-06-01T12:00:00Z');
const free = testUser();

describe('describeUsage (spec 000 §2.3, §9)', () => {
  it('counts a free user used/3, capped at the limit', () => {
    expect(describeUsage(free, now)).toEqual({
      kind: 'free',
      label: '0/3 free requests used today',
      used: 0,
      limit: 3,
      percent: 0,
    });
    expect(describeUsage({ ...free, dailyUsage: 1 }, now)).toMatchObject({ label: '1/3 free requests used today' });
    expect(describeUsage({ ...free, dailyUsage: 5 }, now)).toMatchObject({
      label: '3/3 free requests used today',
      percent: 100,
    });
  });

  it('falls back to the plan limit when the server sends none', () => {
    expect(describeUsage({ ...free, dailyUsage: 2, dailyLimit: 0 }, now)).toMatchObject({
      label: '2/3 free requests used today',
    });
  });

  it('shows credits to a credit holder, singular and plural', () => {
    expect(describeUsage({ ...free, credits: 100 }, now)).toMatchObject({ kind: 'credits', label: '100 credits' });
    expect(describeUsage({ ...free, credits: 1, dailyUsage: 3 }, now)).toMatchObject({
      kind: 'credits',
      label: '1 credit',
      detail: '1 credit per AI request, no expiry',
    });
    expect(describeUsage({ ...free, credits: 7, dailyUsage: 2 }, now)).toMatchObject({
      detail: '1 free request left today, then 1 credit per request',
    });
  });

  it('is unlimited for active Premium only', () => {
    const premium = { ...free, credits: 5, isSubscribed: true, subscriptionEndDate: '2025-06-08T00:00:00Z' };
    expect(describeUsage(premium, now)).toEqual({ kind: 'premium', label: 'Unlimited AI requests' });
    const lapsed = { ...premium, subscriptionEndDate: '2025-05-30T00:00:00Z' };
    expect(describeUsage(lapsed, now).kind).toBe('credits');
  });
});

describe('freeTipsLeft (decision 0040)', () => {
  it('counts the free category tips down, then says a tip now counts as a request', () => {
    expect(freeTipsLeft(free, now)).toBe('5 of 5 free category tips left today');
    expect(freeTipsLeft({ ...free, dailyTipsUsed: 4, credits: 9 }, now)).toBe('1 of 5 free category tips left today');
    expect(freeTipsLeft({ ...free, dailyTipsUsed: 5 }, now)).toBe(
      "Today's 5 free category tips are used: a tip now counts as a request",
    );
  });

  it('says nothing to Premium, where nothing is counted', () => {
    expect(freeTipsLeft({ ...free, isSubscribed: true, subscriptionEndDate: '2025-06-08T00:00:00Z' }, now)).toBeNull();
  });
});

describe('<UsageMeter />', () => {
  it('shows a labelled progress bar for a free user, the tips left, and no upgrade link', () => {
    render(
      <MemoryRouter>
        <UsageMeter user={{ ...free, dailyUsage: 2 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('2/3 free requests used today')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Free requests used today' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String((2 / 3) * 100));
    expect(screen.getByTestId('free-tips-left')).toHaveTextContent('5 of 5 free category tips left today');
    // The dashboard's one upsell is the Premium card, not the meter.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no progress bar for Premium', () => {
    const end = new Date(Date.now() + 86_400_000).toISOString();
    render(
      <MemoryRouter>
        <UsageMeter user={{ ...free, isSubscribed: true, subscriptionEndDate: end }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Unlimited AI requests')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('free-tips-left')).toBeNull();
  });
});
