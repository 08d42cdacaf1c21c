// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GeneratedMessage } from '../../../shared/schemas/coach';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { renderScreen, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { EngagementFactors, estimateBasis } from './message-card';
import { MessageHelperPage } from './message-helper-page';

const set = (prefix: string, count = 3): GeneratedMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    message: `${prefix} message ${i + 1}?`,
    engagementRate: 30 + i,
    factors: [`Asks an open question (+20)`, `Mentions "dog" from what you shared (+20)`],
  }));

const lastToast = () => getToastState().toasts[0];
const openToasts = () => getToastState().toasts.filter((shown) => shown.open);

beforeEach(() => {
  act(() => dismissToast());
});
afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<EngagementFactors />', () => {
  it('shows and hides the factors behind a rate from a button', async () => {
    renderScreen(<EngagementFactors rate={72} factors={['Asks an open question (+20)', 'Easy to read (+15)']} />);
    const toggle = screen.getByRole('button', { name: 'Why 72%?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Asks an open question (+20)', 'Easy to read (+15)']);
    await user.click(toggle);
    expect(list.hidden).toBe(true);
  });

  it('renders nothing without factors', () => {
    const { container } = renderScreen(<EngagementFactors rate={50} factors={undefined} />);
    expect(container.textContent).toBe('');
  });
});

describe('estimateBasis', () => {
  it('says how many outcomes from how many people an estimate rests on, or that it is the published model', () => {
    expect(estimateBasis(0, 0)).toBe('From the published model: no recorded outcomes yet');
    expect(estimateBasis(1240, 57)).toBe('Based on 1,240 recorded outcomes from 57 people');
    expect(estimateBasis(6, 1)).toBe('Based on 6 outcomes you recorded');
    expect(estimateBasis(1, 1)).toBe('Based on 1 outcome you recorded');
    // A server from before people were counted.
    expect(estimateBasis(60)).toBe('Based on 60 recorded outcomes');
  });
});

describe('<MessageHelperPage />', () => {
  it('asks for starters, then replies, with the chosen style, and appends "more" options', async () => {
    const api = stubApi({
      'POST /api/ai/generate-messages': (body) => {
        const { mode, round } = body as { mode: string; round: number };
        return { json: { messages: set(`${mode}-${round}`) } };
      },
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
    });
    renderScreen(<MessageHelperPage />);
    const generate = () => screen.getByRole('button', { name: 'Generate Messages' });

    const starterBox = screen.getByRole('textbox', { name: 'Tell me about your match' });
    expect(generate()).toHaveProperty('disabled', true);
    await user.clear(starterBox);
    await user.type(starterBox, ' Has a dog called Pip ');
    await user.click(screen.getByRole('radio', { name: 'Funny' }));
    await user.click(generate());
    await screen.findByText('starter-0 message 1?');
    expect(screen.getAllByText(/^Engagement Rate: \d+%$/).map((e) => e.textContent)).toEqual([
      'Engagement Rate: 30%',
      'Engagement Rate: 31%',
      'Engagement Rate: 32%',
    ]);
    expect(screen.getByText(/estimate of the chance of a reply, from a simple model we publish/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate More Options' }));
    await screen.findByText('starter-1 message 3?');
    expect(screen.getAllByTestId('message-card')).toHaveLength(6);

    // The reply tab has its own box and results.
    await user.click(screen.getByRole('tab', { name: 'Help Me Reply' }));
    const replyBox = await screen.findByRole('textbox', { name: 'Paste their message' });
    expect(screen.queryAllByTestId('message-card')).toHaveLength(0);
    await user.clear(replyBox);
    await user.type(replyBox, 'Haha is climbing scary?');
    await user.click(screen.getByRole('radio', { name: 'Thoughtful' }));
    await user.click(generate());
    await screen.findByText('reply-0 message 1?');

    expect(sentBodies(api, 'POST', '/api/ai/generate-messages')).toEqual([
      { matchInfo: 'Has a dog called Pip', style: 'funny', mode: 'starter', round: 0 },
      { matchInfo: 'Has a dog called Pip', style: 'funny', mode: 'starter', round: 1 },
      { matchInfo: 'Haha is climbing scary?', style: 'thoughtful', mode: 'reply', round: 0 },
    ]);

    await user.click(screen.getByRole('tab', { name: 'Conversation Starters' }));
    expect(await screen.findAllByTestId('message-card')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Tell me about your match' })).toHaveProperty(
      'value',
      ' Has a dog called Pip ',
    );
  });

  it('saves a message with its engagement rate and copies it', async () => {
    const writeText = async () => undefined;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = stubApi({
      'POST /api/ai/generate-messages': () => ({ json: { messages: set('s') } }),
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
      'POST /api/save-response': () => ({ status: 201, json: { id: 'x' } }),
    });
    renderScreen(<MessageHelperPage />);
    await user.clear(screen.getByRole('textbox', { name: 'Tell me about your match' }));
    await user.type(screen.getByRole('textbox', { name: 'Tell me about your match' }), 'Pip');
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    const second = await screen.findByRole('article', { name: 'Message 2' });
    await user.click(within(second).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Copied!'));
    await user.click(within(second).getByRole('button', { name: 'Save' }));
    await within(second).findByRole('button', { name: 'Saved' });
    expect(sentBodies(api, 'POST', '/api/save-response')).toEqual([
      {
        type: 'message',
        content: 's message 2?',
        title: 'Conversation starter',
        metadata: { engagementRate: 31, style: 'playful' },
      },
    ]);
  });

  it('shows a failure in the tab that asked, with Retry, and the quota notice on a 402', async () => {
    let status = 0;
    const api = stubApi({
      'POST /api/ai/generate-messages': (body) => {
        if (status === 0) throw new TypeError('Failed to fetch');
        if (status === 503) return { status, json: { message: 'The AI coach is unavailable right now.' } };
        if (status === 200) return { json: { messages: set((body as { mode: string }).mode) } };
        return { status, json: { code: 'QUOTA_EXCEEDED', message: 'No free requests left today.' } };
      },
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
    });
    renderScreen(<MessageHelperPage />);
    await user.click(screen.getByRole('tab', { name: 'Help Me Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Paste their message' }), 'Them: hi!');
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("You're offline");
    expect(openToasts()).toEqual([]);

    status = 503;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The AI coach is unavailable'));
    // The other tab asked nothing: no failure there.
    await user.click(screen.getByRole('tab', { name: 'Conversation Starters' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Help Me Reply' }));

    status = 200;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('reply message 1?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const sent = sentBodies(api, 'POST', '/api/ai/generate-messages');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((body) => JSON.stringify(body))).size).toBe(1);

    status = 402;
    await user.click(screen.getByRole('tab', { name: 'Conversation Starters' }));
    await user.type(screen.getByRole('textbox', { name: 'Tell me about your match' }), 'Pip');
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect((await screen.findByTestId('quota-notice')).textContent).toContain('No free requests left today.');
    expect(lastToast()?.title).toBe('Out of free requests');
  });

  it('shows a failed "more" under the list, with a Retry that asks for the same round', async () => {
    let failMore = true;
    const api = stubApi({
      'POST /api/ai/generate-messages': (body) => {
        const { round } = body as { round: number };
        if (round > 0 && failMore) return { status: 503, json: { message: 'Busy right now.' } };
        return { json: { messages: set(`round${round}`, 2) } };
      },
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
    });
    renderScreen(<MessageHelperPage />);
    await user.type(screen.getByRole('textbox', { name: 'Tell me about your match' }), 'Pip');
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    await user.click(await screen.findByRole('button', { name: 'Generate More Options' }));
    const results = screen.getByRole('region', { name: 'Suggested openers' });
    const alert = await within(results).findByRole('alert');
    expect(alert.textContent).toContain('Busy right now.');
    // The first set stays.
    expect(screen.getByText('round0 message 1?')).toBeInTheDocument();
    failMore = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('round1 message 1?')).toBeInTheDocument();
    expect(
      sentBodies(api, 'POST', '/api/ai/generate-messages').map((body) => (body as { round: number }).round),
    ).toEqual([0, 1, 1]);
  });

  it('sets its title, keywords and structured data', () => {
    stubApi({});
    renderScreen(<MessageHelperPage />);
    expect(document.title).toMatch(/^Message Helper/);
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(
      /conversation starters/,
    );
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}')['@type'],
    );
    expect(types).toEqual(['SoftwareApplication', 'FAQPage']);
  });
});
