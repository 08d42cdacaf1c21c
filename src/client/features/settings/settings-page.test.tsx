// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPushBrowser } from '../../../test/client/push-browser';
import { renderScreen, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { SettingsPage } from './settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<SettingsPage />', () => {
  it('links the profile summary and every entry, and shows the version', () => {
    renderScreen(<SettingsPage />);
    const summary = screen.getByTestId('profile-summary');
    expect(summary.getAttribute('href')).toBe('/profile');
    expect(summary.textContent).toContain('Sam Rivera');
    expect(summary.textContent).toContain('sam@example.com');
    const entries = within(screen.getByRole('navigation', { name: 'Settings' }))
      .getAllByRole('link')
      .map((link) => [link.querySelector('.font-semibold')?.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Account Settings', '/profile'],
      ['Manage Subscription', '/subscription'],
      ['Notifications', '/notifications'],
      ['Privacy & Security', '/privacy-security'],
      ['About', '/about'],
    ]);
    expect(screen.getByText('Version 1.0.0')).toBeInTheDocument();
  });

  it('calls a user without a name "Dating Expert"', () => {
    renderScreen(<SettingsPage />, { user: testUser({ firstName: null, lastName: null }) });
    expect(screen.getByTestId('profile-summary').textContent).toContain('Dating Expert');
  });

  it('signs out: clears the cache and storage, then goes to /auth/logout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem('k', 'v');
    const { queryClient } = renderScreen(<SettingsPage />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(assign).toHaveBeenCalledWith('/auth/logout');
    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('signs out after forgetting this browser’s push subscription, so the next person gets no notifications', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const browser = stubPushBrowser('granted');
    await browser.pushManager.subscribe();
    const spy = stubApi({ 'DELETE /api/push/subscriptions': () => ({ status: 204 }) });
    try {
      renderScreen(<SettingsPage />);
      await user.click(screen.getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/logout'));
      expect(sentBodies(spy, 'DELETE', '/api/push/subscriptions')).toEqual([
        { endpoint: browser.subscription.endpoint },
      ]);
      expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
