// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderScreen } from '../../test/client/render-screen';
import { AiErrorNotice } from './ai-error-notice';

/** Sets what `navigator.onLine` says and sends the event a browser sends. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const retryButton = () => screen.getByRole('button', { name: 'Retry' });

describe('<AiErrorNotice />', () => {
  it('shows the server message with a Retry that repeats the request', async () => {
    const onRetry = vi.fn();
    renderScreen(<AiErrorNotice error={new ApiError(503, 'The coach is busy.')} fallback="Failed" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The coach is busy.');
    await userEvent.click(retryButton());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the fallback when the failure has no message from the server', () => {
    renderScreen(
      <AiErrorNotice
        error={new SyntaxError('Unexpected end')}
        fallback="Failed to analyze profile"
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to analyze profile');
  });

  it('says "You\'re offline" and waits for the network before Retry works', async () => {
    goOnline(false);
    const onRetry = vi.fn();
    renderScreen(<AiErrorNotice error={new TypeError('Failed to fetch')} fallback="Failed" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain("You're offline");
    expect(screen.getByRole('alert').textContent).toContain('as soon as you are back online');
    expect(retryButton()).toHaveProperty('disabled', true);

    goOnline(true);
    expect(retryButton()).toHaveProperty('disabled', false);
    await userEvent.click(retryButton());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says "You\'re offline" for a network failure while the browser thinks it is online', () => {
    renderScreen(<AiErrorNotice error={new TypeError('Failed to fetch')} fallback="Failed" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('could not reach Datewise');
    expect(retryButton()).toHaveProperty('disabled', false);
  });

  it('keeps the way to Premium for a used-up allowance, and shows nothing for an ended session or no error', () => {
    const quota = new ApiError(402, 'No free requests left today.', 'QUOTA_EXCEEDED');
    const view = renderScreen(<AiErrorNotice error={quota} fallback="Failed" onRetry={vi.fn()} />);
    expect(screen.getByTestId('quota-notice').textContent).toContain('No free requests left today.');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    view.unmount();

    for (const error of [new ApiError(401, 'Unauthorized'), null]) {
      const { container, unmount } = renderScreen(<AiErrorNotice error={error} fallback="Failed" onRetry={vi.fn()} />);
      expect(container.textContent).toBe('');
      unmount();
    }
  });
});
