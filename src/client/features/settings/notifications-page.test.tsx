// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../shared/account-options';
import { defaultSettings } from '../../../shared/account-options';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { renderScreen, sentBodies, stubApi } from '../../../test/client/render-screen';
import { stubPushBrowser } from '../../../test/client/push-browser';
import { NotificationsPage } from './notifications-page';
import { SETTING_FAILED_MESSAGE } from './use-settings';

const lastToast = () => getToastState().toasts[0];
const switchNamed = (name: string) => screen.getByRole('switch', { name });

/** A promise the test settles by hand, to look at the screen while a request is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  act(() => dismissToast());
});
afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<NotificationsPage />', () => {
  it('shows skeleton rows while loading, then the saved switches with their descriptions', async () => {
    const loaded = deferred<{ json: Settings }>();
    stubApi({ 'GET /api/settings': () => loaded.promise });
    renderScreen(<NotificationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByTestId('settings-loading')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();

    loaded.resolve({ json: { ...defaultSettings } });
    expect((await screen.findByRole('switch', { name: 'Daily Tips' })).getAttribute('aria-checked')).toBe('true');
    expect(switchNamed('Email Updates').getAttribute('aria-checked')).toBe('false');
    expect(switchNamed('Email Updates').getAttribute('aria-describedby')).toBe('setting-emailUpdates-description');
    expect(screen.getByText(/A weekly summary of what you sent/)).toBeInTheDocument();
  });

  it('turns a switch at once, sends only that switch, and confirms with "Setting Updated"', async () => {
    const saved = deferred<{ json: Settings }>();
    const spy = stubApi({
      'GET /api/settings': () => ({ json: { ...defaultSettings } }),
      'PATCH /api/settings': () => saved.promise,
    });
    renderScreen(<NotificationsPage />);
    await user.click(await screen.findByRole('switch', { name: 'Email Updates' }));
    // Optimistic: on before the server has answered.
    await waitFor(() => expect(switchNamed('Email Updates').getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(sentBodies(spy, 'PATCH', '/api/settings')).toEqual([{ emailUpdates: true }]));
    expect(lastToast()).toBeUndefined();

    saved.resolve({ json: { ...defaultSettings, emailUpdates: true } });
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Setting Updated', description: 'Email updates are on.' }),
    );
    expect(switchNamed('Email Updates').getAttribute('aria-checked')).toBe('true');

    await user.click(switchNamed('Daily Tips'));
    await waitFor(() => expect(lastToast()).toMatchObject({ description: 'Daily tips are off.' }));
    expect(sentBodies(spy, 'PATCH', '/api/settings')).toEqual([{ emailUpdates: true }, { dailyTips: false }]);
  });

  it('puts the switch back and shows the server message when the save fails', async () => {
    const failed = deferred<{ status: number; json: unknown }>();
    stubApi({
      'GET /api/settings': () => ({ json: { ...defaultSettings } }),
      'PATCH /api/settings': () => failed.promise,
    });
    renderScreen(<NotificationsPage />);
    await user.click(await screen.findByRole('switch', { name: 'Daily Tips' }));
    await waitFor(() => expect(switchNamed('Daily Tips').getAttribute('aria-checked')).toBe('false'));
    failed.resolve({ status: 503, json: { message: 'Settings are read-only right now' } });
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Settings are read-only right now',
        variant: 'destructive',
      }),
    );
    expect(switchNamed('Daily Tips').getAttribute('aria-checked')).toBe('true');
  });

  it('falls back to a plain message when the failure has none', async () => {
    stubApi({
      'GET /api/settings': () => ({ json: { ...defaultSettings } }),
      'PATCH /api/settings': () => {
        throw new TypeError('');
      },
    });
    renderScreen(<NotificationsPage />);
    await user.click(await screen.findByRole('switch', { name: 'Email Updates' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ description: SETTING_FAILED_MESSAGE }));
    expect(switchNamed('Email Updates').getAttribute('aria-checked')).toBe('false');
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let calls = 0;
    stubApi({
      'GET /api/settings': () =>
        ++calls === 1 ? { status: 500, json: { message: 'Internal error' } } : { json: { ...defaultSettings } },
    });
    renderScreen(<NotificationsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your settings.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Daily Tips' })).toBeInTheDocument();
  });
});

describe('Daily Tips as notifications', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

  it('asks for permission only on the tap that turns Daily Tips on, then subscribes with the server key', async () => {
    const browser = stubPushBrowser('default');
    const spy = stubApi({
      'GET /api/settings': () => ({ json: { ...defaultSettings, dailyTips: false } }),
      'PATCH /api/settings': () => ({ json: { ...defaultSettings, dailyTips: true } }),
      'GET /api/push/key': () => ({ json: { publicKey } }),
      'POST /api/push/subscriptions': () => ({ status: 204 }),
      'DELETE /api/push/subscriptions': () => ({ status: 204 }),
    });
    renderScreen(<NotificationsPage />);
    await user.click(await screen.findByRole('switch', { name: 'Daily Tips' }));
    await waitFor(() =>
      expect(sentBodies(spy, 'POST', '/api/push/subscriptions')).toEqual([browser.subscription.toJSON()]),
    );
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }];
    expect(options.applicationServerKey).toHaveLength(65);
    expect(screen.queryByTestId('push-note')).toBeNull();

    // Off: the subscription goes, on the server and in the browser.
    await user.click(switchNamed('Daily Tips'));
    await waitFor(() =>
      expect(sentBodies(spy, 'DELETE', '/api/push/subscriptions')).toEqual([
        { endpoint: browser.subscription.endpoint },
      ]),
    );
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('never asks on load, and says so when the browser blocks notifications', async () => {
    const browser = stubPushBrowser('denied', 'denied');
    stubApi({ 'GET /api/settings': () => ({ json: { ...defaultSettings } }) });
    renderScreen(<NotificationsPage />);
    expect(await screen.findByTestId('push-note')).toHaveTextContent(/blocks notifications/);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });
});
