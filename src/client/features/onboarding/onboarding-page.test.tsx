// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Preferences } from '../../../shared/schemas/account';
import type { User } from '../../../shared/schemas/auth';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { userQueryOptions } from '../../lib/auth';
import { sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { OnboardingPage, SAVE_PREFERENCES_FAILED } from './onboarding-page';

const none: Preferences = { datingGoal: null, age: null, interests: [], challenges: null };

/** Onboarding at /onboarding, with a home screen to land on. */
function renderOnboarding(signedIn: User = testUser({ hasCompletedOnboarding: false })) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(userQueryOptions.queryKey, signedIn);
  const router = createMemoryRouter(
    [
      { path: '/onboarding', element: <OnboardingPage /> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    { initialEntries: ['/onboarding'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

const continueButton = () => screen.getByRole('button', { name: /Continue|Saving/ });
const lastToast = () => getToastState().toasts[0];

async function answerSteps({ age = '', challenge = '' }: { age?: string; challenge?: string } = {}) {
  await user.click(await screen.findByRole('radio', { name: /Something casual/ }));
  await user.click(continueButton());
  await user.click(screen.getByRole('button', { name: 'Travel' }));
  await user.click(screen.getByRole('button', { name: 'Music' }));
  await user.click(continueButton());
  if (age) await user.type(screen.getByLabelText('Age (optional)'), age);
  if (challenge) await user.type(screen.getByLabelText('Your biggest dating challenge (optional)'), challenge);
}

beforeAll(() => {
  // Radix's radio measures itself inside a form.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  act(() => dismissToast());
});
afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<OnboardingPage />', () => {
  it('walks three steps with the Continue rules, a progress bar and Back', async () => {
    stubApi({ 'GET /api/preferences': () => ({ json: none }) });
    renderOnboarding();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Datewise' })).toBeInTheDocument();
    // A newcomer has no way out of onboarding: the logo is not a link.
    expect(screen.queryByRole('link')).toBeNull();

    const goal = await screen.findByRole('radio', { name: /A serious relationship/ });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' }).getAttribute('aria-valuenow')).toBe('33');
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a goal to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(goal);
    expect(goal.getAttribute('aria-checked')).toBe('true');
    await user.click(continueButton());

    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(12);
    expect(continueButton()).toHaveProperty('disabled', true);
    const music = screen.getByRole('button', { name: 'Music' });
    await user.click(music);
    expect(music.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(continueButton()).toHaveProperty('disabled', false);
    await user.click(music);
    expect(continueButton()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /A serious relationship/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Dancing' }));
    await user.click(continueButton());

    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A little more about you' })).toBe(document.activeElement);
    expect(continueButton()).toHaveProperty('disabled', false);
    await user.clear(screen.getByLabelText('Your biggest dating challenge (optional)'));
    await user.type(screen.getByLabelText('Your biggest dating challenge (optional)'), 'Shy');
    expect(screen.getByText('3/500 characters')).toBeInTheDocument();
  });

  it('changes the goal with a click or the arrow keys after one is chosen', async () => {
    stubApi({ 'GET /api/preferences': () => ({ json: none }) });
    renderOnboarding();
    const checked = () => screen.getAllByRole('radio').map((r) => r.getAttribute('aria-checked'));
    await user.click(await screen.findByRole('radio', { name: /More dating confidence/ }));
    expect(checked()).toEqual(['false', 'false', 'true']);
    await user.click(screen.getByText('A serious relationship'));
    expect(checked()).toEqual(['true', 'false', 'false']);
    const serious = screen.getByRole('radio', { name: /A serious relationship/ });
    act(() => serious.focus());
    // Radix moves the focus on the next tick, and selects what gets the focus while the key is down.
    await user.keyboard('{ArrowDown>}');
    const casual = screen.getByRole('radio', { name: /Something casual/ });
    await waitFor(() => expect(document.activeElement).toBe(casual));
    await user.keyboard('{/ArrowDown}');
    expect(checked()).toEqual(['false', 'true', 'false']);
  });

  it('saves with age and challenges as null when empty, refreshes the user and lands on /', async () => {
    let onboarded = false;
    const spy = stubApi({
      'GET /api/preferences': () => ({ json: none }),
      'POST /api/preferences': (body) => {
        onboarded = true;
        return { json: body };
      },
      'GET /api/auth/user': () => ({ json: testUser({ hasCompletedOnboarding: onboarded }) }),
    });
    const { router, queryClient } = renderOnboarding();
    await answerSteps();
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Home screen' });
    expect(router.state.location.pathname).toBe('/');
    expect(sentBodies(spy, 'POST', '/api/preferences')).toEqual([
      { datingGoal: 'casual', age: null, interests: ['Music', 'Travel'], challenges: null },
    ]);
    expect(queryClient.getQueryData<User>(userQueryOptions.queryKey)?.hasCompletedOnboarding).toBe(true);
  });

  it('sends the age as an integer and the trimmed challenge', async () => {
    const spy = stubApi({
      'GET /api/preferences': () => ({ json: none }),
      'POST /api/preferences': (body) => ({ json: body }),
      'GET /api/auth/user': () => ({ json: testUser() }),
    });
    renderOnboarding();
    await answerSteps({ age: '29', challenge: '  Keeping chats going  ' });
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Home screen' });
    expect(sentBodies(spy, 'POST', '/api/preferences')).toEqual([
      { datingGoal: 'casual', age: 29, interests: ['Music', 'Travel'], challenges: 'Keeping chats going' },
    ]);
  });

  it('checks the age before sending, with an inline message', async () => {
    const spy = stubApi({ 'GET /api/preferences': () => ({ json: none }) });
    renderOnboarding();
    await answerSteps({ age: '16' });
    await user.click(continueButton());
    const age = screen.getByLabelText('Age (optional)');
    expect(screen.getByText('You need to be at least 18 to use Datewise.')).toBeInTheDocument();
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(age);
    expect(sentBodies(spy, 'POST', '/api/preferences')).toEqual([]);
    await user.clear(age);
    await user.type(age, '40');
    expect(age.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the server 400 message at the field and keeps the answers', async () => {
    stubApi({
      'GET /api/preferences': () => ({ json: none }),
      'POST /api/preferences': () => ({
        status: 400,
        json: { message: 'age: must be at most 120', code: 'VALIDATION_ERROR' },
      }),
    });
    renderOnboarding();
    await answerSteps({ age: '99' });
    await user.click(continueButton());
    await waitFor(() => expect(lastToast()?.description).toBe('Age must be at most 120.'));
    expect(lastToast()).toMatchObject({ title: 'Error', variant: 'destructive' });
    expect(screen.getByText('Age must be at most 120.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Age (optional)').value).toBe('99');
  });

  it('says "Failed to save preferences" when the save fails otherwise, and keeps the answers', async () => {
    stubApi({
      'GET /api/preferences': () => ({ json: none }),
      'POST /api/preferences': () => ({ status: 500, json: { message: 'Something went wrong on our side.' } }),
    });
    const { router } = renderOnboarding();
    await answerSteps({ challenge: 'Shy' });
    await user.click(continueButton());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: SAVE_PREFERENCES_FAILED,
        variant: 'destructive',
      }),
    );
    expect(SAVE_PREFERENCES_FAILED).toBe('Failed to save preferences. Please try again.');
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your biggest dating challenge (optional)').value).toBe('Shy');
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('reopens with the saved answers for a user who has completed it, with a way back', async () => {
    stubApi({
      'GET /api/preferences': () => ({
        json: { datingGoal: 'confidence', age: 31, interests: ['Books', 'Art'], challenges: 'Opening lines' },
      }),
    });
    renderOnboarding(testUser({ hasCompletedOnboarding: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Update Your Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/');
    const goal = await screen.findByRole('radio', { name: /More dating confidence/ });
    expect(goal.getAttribute('aria-checked')).toBe('true');
    await user.click(continueButton());
    expect(screen.getByRole('button', { name: 'Art' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Books' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Music' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(continueButton());
    expect(screen.getByLabelText<HTMLInputElement>('Age (optional)').value).toBe('31');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your biggest dating challenge (optional)').value).toBe(
      'Opening lines',
    );
  });
});
