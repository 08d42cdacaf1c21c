// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser } from '../../../test/client/render-screen';
import { describePlan, PlanCard } from './plan-card';

const now = new Date('2025-06-01T12:00:00Z');
const nextWeek = '2025-06-06T12:00:00.000Z';

afterEach(cleanup);

describe('describePlan (spec 000 §2.10)', () => {
  it('is Premium while the subscription has not ended', () => {
    expect(describePlan(testUser({ isSubscribed: true, subscriptionEndDate: nextWeek, credits: 40 }), now)).toEqual({
      kind: 'premium',
      title: 'Premium Weekly Subscription',
      detail: '$9.99/week - Unlimited AI access',
      until: nextWeek,
    });
  });

  it('shows credits when there are some and Premium is not active (also after Premium ended)', () => {
    const ended = testUser({ isSubscribed: true, subscriptionEndDate: '2025-05-01T00:00:00Z', credits: 42 });
    expect(describePlan(ended, now)).toEqual({
      kind: 'credits',
      title: 'Credits Available',
      detail: '42 credits remaining',
      price: '$5.99 for 100 credits',
      action: 'Buy More',
    });
    expect(describePlan(testUser({ credits: 1 }), now)).toMatchObject({ detail: '1 credit remaining' });
  });

  it('is the free plan with today’s requests out of 3 otherwise', () => {
    expect(describePlan(testUser({ dailyUsage: 2 }), now)).toEqual({
      kind: 'free',
      title: 'Free Plan',
      detail: '2/3 daily requests used',
      used: 2,
      limit: 3,
      action: 'Upgrade',
    });
    expect(describePlan(testUser({ dailyUsage: 7 }), now)).toMatchObject({ detail: '3/3 daily requests used' });
  });
});

describe('<PlanCard />', () => {
  const card = () => within(screen.getByTestId('plan-card'));

  it('Premium: the weekly price and no purchase button', () => {
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString();
    renderScreen(<PlanCard user={testUser({ isSubscribed: true, subscriptionEndDate: end })} />);
    expect(card().getByRole('heading', { name: 'Premium Weekly Subscription' })).toBeInTheDocument();
    expect(card().getByText('$9.99/week - Unlimited AI access')).toBeInTheDocument();
    expect(card().queryByRole('link')).toBeNull();
  });

  it('Credits: the balance, the pack price and "Buy More" to /subscription', () => {
    renderScreen(<PlanCard user={testUser({ credits: 57 })} />);
    expect(card().getByRole('heading', { name: 'Credits Available' })).toBeInTheDocument();
    expect(card().getByText('57 credits remaining')).toBeInTheDocument();
    expect(card().getByText('$5.99 for 100 credits')).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Buy More' }).getAttribute('href')).toBe('/subscription');
  });

  it('Free: "N/3 daily requests used" and "Upgrade" to /subscription', () => {
    renderScreen(<PlanCard user={testUser({ dailyUsage: 1 })} />);
    expect(card().getByRole('heading', { name: 'Free Plan' })).toBeInTheDocument();
    expect(card().getByText('1/3 daily requests used')).toBeInTheDocument();
    expect(card().getByRole('progressbar', { name: 'Daily requests used' })).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscription');
  });
});
