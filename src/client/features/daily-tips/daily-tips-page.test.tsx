// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { DailyTipsPage } from './daily-tips-page';

afterEach(cleanup);

describe('<DailyTipsPage />', () => {
  it('shows a failed category tip inline, and Retry asks for the same category', async () => {
    let fail = true;
    const api = stubApi({
      'GET /api/daily-tip': () => ({ json: { tip: 'Smile first.', category: 'confidence', date: '2026-11-26' } }),
      'POST /api/generate-tip': () =>
        fail
          ? { status: 503, json: { message: 'The AI coach is unavailable right now.' } }
          : { json: { tip: 'Ask about their weekend.', category: 'conversation', date: '2026-11-26' } },
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
    });
    renderScreen(<DailyTipsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Conversation/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The AI coach is unavailable right now.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ask about their weekend.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentBodies(api, 'POST', '/api/generate-tip')).toEqual([
      { category: 'conversation' },
      { category: 'conversation' },
    ]);
  });
});
