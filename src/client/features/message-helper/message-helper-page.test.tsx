// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GeneratedMessage } from '../../../shared/schemas/coach';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { renderScreen, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { EngagementFactors } from './message-card';
import { MessageHelperPage } from './message-helper-page';

const set = (prefix: string, count = 3): GeneratedMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    message: `${prefix} message ${i + 1}?`,
    engagementRate: 30 + i,
    factors: [`Asks an open question (+20)`, `Mentions "dog" from what you shared (+20)`],
  }));

const lastToast = () => getToastState().toasts[0];

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

  it('shows "Failed to generate messages" without a server answer, and the quota notice on a 402', async () => {
    let status = 0;
    stubApi({
      'POST /api/ai/generate-messages': () => {
        if (status === 0) throw new TypeError('Failed to fetch');
        return { status, json: { code: 'QUOTA_EXCEEDED', message: 'No free requests left today.' } };
      },
    });
    renderScreen(<MessageHelperPage />);
    await user.clear(screen.getByRole('textbox', { name: 'Tell me about your match' }));
    await user.type(screen.getByRole('textbox', { name: 'Tell me about your match' }), 'Pip');
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to generate messages' }),
    );
    status = 402;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Generate Messages' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect((await screen.findByTestId('quota-notice')).textContent).toContain('No free requests left today.');
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
