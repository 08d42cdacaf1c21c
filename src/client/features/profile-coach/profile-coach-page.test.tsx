// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileAnalysis } from '../../../shared/schemas/coach';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { renderScreen, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { ProfileCoachPage } from './profile-coach-page';

const analysis: ProfileAnalysis = {
  score: 6.5,
  suggestions: [
    { type: 'positive', message: 'Your sourdough detail is specific.' },
    { type: 'improvement', message: 'End with a question.' },
  ],
  improvedBio: 'Sourdough baker and Sunday hiker. What should I bake next?',
  breakdown: [
    { criterion: 'Length', score: 2, max: 3, note: 'A good length.' },
    { criterion: 'Specificity', score: 3, max: 4, note: 'Names and numbers.' },
    { criterion: 'Conversation hook', score: 1.5, max: 3, note: 'Nothing to reply to.' },
  ],
};

const lastToast = () => getToastState().toasts[0];
const openToasts = () => getToastState().toasts.filter((shown) => shown.open);
const bioBox = () => screen.getByRole('textbox', { name: 'Your current bio' });
const analyzeButton = () => screen.getByRole('button', { name: /Analyze My Profile|Analyzing/ });

beforeEach(() => {
  act(() => dismissToast());
});
afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<ProfileCoachPage />', () => {
  it('keeps the typed bio as a draft: the screen comes back with it (after a sign-in in the middle)', async () => {
    stubApi({});
    const first = renderScreen(<ProfileCoachPage />);
    await user.type(bioBox(), 'Weekend hiker');
    first.unmount();
    renderScreen(<ProfileCoachPage />, { keepDrafts: true });
    expect(bioBox()).toHaveProperty('value', 'Weekend hiker');
    expect(analyzeButton()).toHaveProperty('disabled', false);
  });

  it('fills in the bio the free analyzer handed over, once', () => {
    sessionStorage.setItem('datewise:analyzer-bio', 'Weekend hiker. Best taco spot in town?');
    renderScreen(<ProfileCoachPage />);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your current bio' }).value).toBe(
      'Weekend hiker. Best taco spot in town?',
    );
    expect(sessionStorage.getItem('datewise:analyzer-bio')).toBeNull();
    cleanup();
    renderScreen(<ProfileCoachPage />);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your current bio' }).value).toBe('');
  });

  it('keeps "Analyze My Profile" disabled while the bio is blank and counts characters', async () => {
    stubApi({});
    renderScreen(<ProfileCoachPage />);
    expect(analyzeButton()).toHaveProperty('disabled', true);
    await user.clear(bioBox());
    await user.type(bioBox(), '   ');
    expect(analyzeButton()).toHaveProperty('disabled', true);
    await user.clear(bioBox());
    await user.type(bioBox(), 'Hello');
    expect(analyzeButton()).toHaveProperty('disabled', false);
    expect(screen.getByText('5/2,000 characters')).toBeInTheDocument();
    expect(bioBox().getAttribute('maxlength')).toBe('2000');
    expect(screen.getByText('3 of 3 free requests left today')).toBeInTheDocument();
  });

  it('sends the trimmed bio, shows the score, breakdown and improved bio, and refreshes the user', async () => {
    // The answer waits until the test has seen the loading skeleton.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = stubApi({
      'POST /api/ai/analyze-profile': async () => {
        await answered;
        return { json: analysis };
      },
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
    });
    renderScreen(<ProfileCoachPage />);
    await user.clear(bioBox());
    await user.type(bioBox(), '  I bake sourdough.  ');
    await user.click(analyzeButton());
    expect(await screen.findByTestId('analysis-skeleton')).toBeInTheDocument();
    answer();
    expect(await screen.findByTestId('profile-score')).toBeInTheDocument();
    expect(screen.queryByTestId('analysis-skeleton')).not.toBeInTheDocument();
    expect(sentBodies(api, 'POST', '/api/ai/analyze-profile')).toEqual([{ bio: 'I bake sourdough.' }]);
    expect(screen.getByTestId('profile-score').textContent).toContain('6.5/10');
    expect(screen.getByTestId('breakdown-total').textContent).toBe('Total6.5/10');
    expect(screen.getByText('Specificity')).toBeInTheDocument();
    expect(screen.getByTestId('improved-bio').textContent).toBe(analysis.improvedBio);
    expect(screen.getByText('End with a question.')).toBeInTheDocument();
    expect(document.activeElement?.textContent).toBe('Your results');
    await waitFor(() => expect(screen.getByText('2 of 3 free requests left today')).toBeInTheDocument());
  });

  it('copies the improved bio with "Copied!" and saves it once as a profile tip', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = stubApi({
      'POST /api/ai/analyze-profile': () => ({ json: analysis }),
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
      'POST /api/save-response': () => ({ status: 201, json: { id: 's1' } }),
    });
    renderScreen(<ProfileCoachPage />);
    await user.clear(bioBox());
    await user.type(bioBox(), 'I bake sourdough.');
    await user.click(analyzeButton());
    await user.click(await screen.findByRole('button', { name: 'Copy Improved Bio' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Copied!'));
    expect(writeText).toHaveBeenCalledWith(analysis.improvedBio);

    await user.click(screen.getByRole('button', { name: 'Save Improved Bio' }));
    const saved = await screen.findByRole('button', { name: 'Saved' });
    await user.click(saved);
    expect(sentBodies(api, 'POST', '/api/save-response')).toEqual([
      { type: 'profile_tip', content: analysis.improvedBio, title: 'Improved bio', metadata: { score: 6.5 } },
    ]);
  });

  it('shows the quota notice with a way to /subscription on a 402', async () => {
    stubApi({
      'POST /api/ai/analyze-profile': () => ({
        status: 402,
        json: { code: 'QUOTA_EXCEEDED', message: 'You have used your 3 free requests today.' },
      }),
    });
    renderScreen(<ProfileCoachPage />);
    await user.clear(bioBox());
    await user.type(bioBox(), 'Hi');
    await user.click(analyzeButton());
    const notice = await screen.findByTestId('quota-notice');
    expect(notice.textContent).toContain('You have used your 3 free requests today.');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription');
    expect(lastToast()?.title).toBe('Out of free requests');
    expect(screen.queryByTestId('profile-score')).toBeNull();
  });

  it('shows a failure where the answer goes, with a Retry that sends the same bio again', async () => {
    let fail: 'server' | 'bare' | 'network' | null = 'server';
    const api = stubApi({
      'POST /api/ai/analyze-profile': () => {
        if (fail === 'network') throw new TypeError('Failed to fetch');
        // A 200 without a body: nothing the client can read, so the spec's own words.
        if (fail === 'bare') return { status: 200 };
        if (fail === 'server') return { status: 503, json: { message: 'The coach is busy. Try again in a minute.' } };
        return { json: analysis };
      },
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
    });
    renderScreen(<ProfileCoachPage />);
    await user.clear(bioBox());
    await user.type(bioBox(), 'I bake sourdough.');
    await user.click(analyzeButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That did not work');
    expect(alert.textContent).toContain('The coach is busy. Try again in a minute.');
    // Inline, not a notice as well; the bio stays as typed.
    expect(openToasts()).toEqual([]);
    expect((bioBox() as HTMLTextAreaElement).value).toBe('I bake sourdough.');

    // No message from the server: the spec's words. No answer at all: "You're offline".
    fail = 'bare';
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to analyze profile'));
    fail = 'network';
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("You're offline"));

    fail = null;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('improved-bio')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentBodies(api, 'POST', '/api/ai/analyze-profile')).toEqual(
      Array.from({ length: 4 }, () => ({ bio: 'I bake sourdough.' })),
    );
    expect(screen.queryByTestId('quota-notice')).toBeNull();
  });

  it('puts the score, the improved bio and the suggestions before the folded breakdown', async () => {
    stubApi({
      'POST /api/ai/analyze-profile': () => ({ json: analysis }),
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
    });
    renderScreen(<ProfileCoachPage />);
    await user.clear(bioBox());
    await user.type(bioBox(), 'I bake sourdough.');
    await user.click(analyzeButton());
    await screen.findByTestId('improved-bio');
    const region = screen.getByRole('region', { name: 'Analysis' });
    const order = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(order).toEqual([
      'Profile score',
      'Improved bio',
      'Suggestions',
      'How your 6.5 adds up',
      'What changed since your last analysis',
    ]);
    // Folded: the rubric opens from its summary, which the keyboard reaches.
    const breakdown = screen.getByTestId<HTMLDetailsElement>('breakdown');
    expect(breakdown.open).toBe(false);
    const summary = breakdown.querySelector('summary')!;
    await user.click(summary);
    expect(breakdown.open).toBe(true);
    expect(within(breakdown).getByRole('list', { name: 'Score by criterion' })).toBeInTheDocument();
  });

  it('has its own title, description and structured data while shown, and removes them on leaving', () => {
    const fallback = document.createElement('meta');
    fallback.name = 'description';
    fallback.content = 'The app';
    document.head.append(fallback);
    stubApi({});
    const view = renderScreen(<ProfileCoachPage />);
    expect(document.title).toBe('Profile Coach: AI dating profile review · Datewise');
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.getAttribute('content')).toMatch(/score out of 10/);
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}')['@type'],
    );
    expect(types).toEqual(['SoftwareApplication', 'FAQPage']);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(4);
    view.unmount();
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect([...document.head.querySelectorAll('meta[name="description"]')]).toEqual([fallback]);
    fallback.remove();
  });
});
