// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DateIdea } from '../../../shared/schemas/coach';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { renderScreen, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { DateIdeasPage } from './date-ideas-page';

const ideas = (round: number, count: number): DateIdea[] =>
  Array.from({ length: count }, (_, i) => ({
    title: `Idea ${round}-${i + 1}`,
    description: 'Something fun to do together.',
    budget: i === 0 ? 'free' : '$$',
    duration: '2 hours',
    category: 'Outdoors',
    location: i === 0 ? 'Lincoln Park, Chicago' : '',
  }));

const lastToast = () => getToastState().toasts[0];
const openToasts = () => getToastState().toasts.filter((shown) => shown.open);

/** Each card, or "AD" for an ad block, in page order. */
function layout(): string[] {
  return [...document.querySelectorAll('[data-testid="date-idea"], [data-testid="date-ideas-ad"]')].map((el) =>
    el.getAttribute('data-testid') === 'date-ideas-ad' ? 'AD' : (el.querySelector('h3')?.textContent ?? ''),
  );
}

function api(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'POST /api/ai/generate-date-ideas': (body) => {
      const { round } = body as { round: number };
      return { json: { dateIdeas: ideas(round, round === 0 ? 5 : 3) } };
    },
    'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
    'GET /api/client-config': () => ({ json: { adsenseClient: null } }),
    ...extra,
  });
}

async function getIdeas(interests = 'jazz, tacos') {
  await user.clear(screen.getByRole('textbox', { name: 'Your interests' }));
  await user.type(screen.getByRole('textbox', { name: 'Your interests' }), interests);
  await user.click(screen.getByRole('button', { name: 'Get Date Ideas' }));
  await screen.findByText('Idea 0-1');
}

beforeEach(() => {
  act(() => dismissToast());
});
afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<DateIdeasPage />', () => {
  it('fills the city field with the detected city, which the user can change or clear', async () => {
    const spy = api();
    const detected = testUser();
    renderScreen(<DateIdeasPage />, { user: { ...detected, location: { ...detected.location, city: 'Austin' } } });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'City (optional)' });
    expect(field.value).toBe('Austin');
    expect(screen.getByText('From your location in Settings. Change it for ideas somewhere else.').id).toBe(
      field.getAttribute('aria-describedby'),
    );
    await user.clear(field);
    expect(screen.getByText('Leave it blank for ideas in Austin, your city in Settings.')).toBeInTheDocument();
    await user.type(field, 'Dallas');
    await getIdeas('jazz');
    expect(sentBodies(spy, 'POST', '/api/ai/generate-date-ideas')[0]).toMatchObject({ location: 'Dallas' });
    cleanup();
    renderScreen(<DateIdeasPage />, { user: { ...detected, location: { ...detected.location, city: null } } });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'City (optional)' }).value).toBe('');
    expect(screen.queryByText(/Leave it blank for ideas in|From your location/)).toBeNull();
  });

  it('sends interests, budget, activity type and city, and shows each idea', async () => {
    const spy = api();
    renderScreen(<DateIdeasPage />);
    expect(screen.getByRole('button', { name: 'Get Date Ideas' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: '$$: Moderate' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Outdoor' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'FREE: Free' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'FREE: Free' }));
    await user.click(screen.getByRole('radio', { name: 'Relaxed' }));
    await user.clear(screen.getByRole('textbox', { name: 'City (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'City (optional)' }), ' Chicago ');
    await getIdeas(' jazz, tacos ');
    expect(sentBodies(spy, 'POST', '/api/ai/generate-date-ideas')).toEqual([
      { interests: 'jazz, tacos', budget: 'free', activityType: 'relaxed', location: 'Chicago', round: 0 },
    ]);
    const first = screen.getAllByTestId('date-idea')[0]!;
    expect(first.textContent).toContain('FREE');
    expect(first.textContent).toContain('Something fun to do together.');
    expect(first.textContent).toContain('2 hours');
    expect(first.textContent).toContain('Outdoors');
    expect(first.textContent).toContain('Lincoln Park, Chicago');
    expect(screen.getAllByTestId('date-idea')[1]!.textContent).not.toContain('Location');
  });

  it('puts an ad after every 2nd idea but not after the last, also after "Generate More Ideas"', async () => {
    const spy = api();
    renderScreen(<DateIdeasPage />);
    await getIdeas();
    expect(layout()).toEqual(['Idea 0-1', 'Idea 0-2', 'AD', 'Idea 0-3', 'Idea 0-4', 'AD', 'Idea 0-5']);
    await waitFor(() => expect(screen.getAllByTestId('house-ad')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Generate More Ideas' }));
    await screen.findByText('Idea 1-3');
    expect(layout()).toEqual([
      'Idea 0-1',
      'Idea 0-2',
      'AD',
      'Idea 0-3',
      'Idea 0-4',
      'AD',
      'Idea 0-5',
      'Idea 1-1',
      'AD',
      'Idea 1-2',
      'Idea 1-3',
    ]);
    expect(sentBodies(spy, 'POST', '/api/ai/generate-date-ideas').map((b) => (b as { round: number }).round)).toEqual([
      0, 1,
    ]);
  });

  it('shows no ads to Premium members', async () => {
    const premium = testUser({
      isSubscribed: true,
      subscriptionEndDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    api({ 'GET /api/auth/user': () => ({ json: premium }) });
    renderScreen(<DateIdeasPage />, { user: premium });
    await getIdeas();
    expect(layout()).not.toContain('AD');
    expect(screen.getByText('Unlimited with Premium')).toBeInTheDocument();
  });

  it('saves an idea once with the heart, as date_idea JSON', async () => {
    const spy = api({ 'POST /api/save-response': () => ({ status: 201, json: { id: 'd1' } }) });
    renderScreen(<DateIdeasPage />);
    await getIdeas();
    const heart = screen.getByRole('button', { name: 'Save date idea: Idea 0-1' });
    await user.click(heart);
    await user.click(heart);
    const saved = await screen.findByRole('button', { name: 'Saved: Idea 0-1' });
    await user.click(saved);
    expect(saved.getAttribute('aria-disabled')).toBe('true');
    expect(lastToast()?.title).toBe('Date idea saved');
    const bodies = sentBodies(spy, 'POST', '/api/save-response') as { type: string; content: string; title: string }[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.type).toBe('date_idea');
    expect(bodies[0]!.title).toBe('Idea 0-1');
    expect(JSON.parse(bodies[0]!.content)).toEqual({
      title: 'Idea 0-1',
      description: 'Something fun to do together.',
      duration: '2 hours',
      location: 'Lincoln Park, Chicago',
      category: 'Outdoors',
      budget: 'free',
    });
  });

  it('says "Failed to save date idea. Please try again." when saving fails, and the heart can be tried again', async () => {
    api({ 'POST /api/save-response': () => ({ status: 500, json: { message: 'Internal Server Error' } }) });
    renderScreen(<DateIdeasPage />);
    await getIdeas();
    const idea = screen.getAllByTestId('date-idea')[1]!;
    await user.click(within(idea).getByRole('button', { name: 'Save date idea: Idea 0-2' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to save date idea. Please try again.' }),
    );
    expect(
      within(idea).getByRole('button', { name: 'Save date idea: Idea 0-2' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('shows "Failed to generate date ideas" inline without a message, and Retry asks again', async () => {
    let fail = true;
    const spy = api({
      'POST /api/ai/generate-date-ideas': () => (fail ? { status: 200 } : { json: { dateIdeas: ideas(0, 2) } }),
    });
    renderScreen(<DateIdeasPage />);
    await user.clear(screen.getByRole('textbox', { name: 'Your interests' }));
    await user.type(screen.getByRole('textbox', { name: 'Your interests' }), 'jazz');
    await user.click(screen.getByRole('button', { name: 'Get Date Ideas' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to generate date ideas');
    expect(openToasts()).toEqual([]);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Idea 0-1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentBodies(spy, 'POST', '/api/ai/generate-date-ideas')).toHaveLength(2);
  });
});
