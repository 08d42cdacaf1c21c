// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/schemas/auth';
import { getToastState } from '../../components/ui/use-toast';
import { noStoredLocation, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { userQueryOptions } from '../auth';
import {
  restoreBrowserLocation,
  stubBrowserLocation,
  type BrowserLocationStub,
} from '../../../test/client/browser-location-stubs';
import { resetLocationUpdates } from './location-updates';
import { useBackgroundLocationUpdater } from './use-background-location-updater';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const parisPosition = { lat: 48.8566, lng: 2.3522 };
const paris = { country: 'France', countryCode: 'FR', confidence: 95, method: 'coordinates', vpnDetected: false };

/** A user whose location (without coordinates unless said) was stored `minutes` ago. */
function located(minutes: number, overrides: Partial<User['location']> = {}): User {
  return testUser({
    actualCountry: 'France',
    location: {
      ...noStoredLocation,
      country: 'France',
      countryCode: 'FR',
      confidence: 60,
      method: 'timezone',
      updatedAt: minutesAgo(minutes),
      ...overrides,
    },
  });
}

const withId = (id: string): User => ({ ...located(60), id });

/**
 * Mounts the updater for `user`. The server answers the location with Paris and, when the user is
 * fetched again, with `refreshed` (by default: the same user, updated now, with coordinates if sent).
 */
function mount(user: User | null, browser: BrowserLocationStub, refreshed?: () => User) {
  const stubs = stubBrowserLocation(browser);
  let lastSent: { coordinates?: unknown } | undefined;
  const api = stubApi({
    'POST /api/user/location': (body) => {
      lastSent = body as typeof lastSent;
      return { json: { success: true, location: paris } };
    },
    'GET /api/auth/user': () => ({
      json:
        refreshed?.() ??
        located(0, { hasCoordinates: !!lastSent?.coordinates, updatedAt: new Date(Date.now()).toISOString() }),
    }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQueryOptions.queryKey, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useBackgroundLocationUpdater(), { wrapper });
  const posted = () => sentBodies(api, 'POST', '/api/user/location') as Array<Record<string, unknown>>;
  return { ...stubs, api, queryClient, hook, posted };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  resetLocationUpdates();
});

afterEach(() => {
  cleanup();
  restoreBrowserLocation();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useBackgroundLocationUpdater (spec 000 §4, §9)', () => {
  it('updates once after 2 s, from the time zone and language while permission is not granted', async () => {
    const { posted, getCurrentPosition } = mount(located(60), { permission: 'prompt', positions: [parisPosition] });
    await advance(1_999);
    expect(posted()).toHaveLength(0);
    await advance(1);
    expect(posted()).toHaveLength(1);
    expect(posted()[0]).toMatchObject({ timezone: expect.any(String), language: 'en-US', country: 'US' });
    expect(posted()[0]?.coordinates).toBeUndefined();
    // The background never makes the browser ask.
    expect(getCurrentPosition).not.toHaveBeenCalled();
    // The refreshed user re-arms both attempts: the update is now recent, the precise attempt has no permission.
    await advance(10_000);
    expect(posted()).toHaveLength(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('uses a position cached up to 5 minutes when permission is already granted', async () => {
    const { posted, getCurrentPosition } = mount(located(60), { permission: 'granted', positions: [parisPosition] });
    await advance(2_000);
    expect(posted()[0]?.coordinates).toEqual({ lat: 48.857, lng: 2.352 });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ maximumAge: 300_000, timeout: 15_000 });
    // Now stored with coordinates: no precise attempt follows.
    await advance(10_000);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(posted()).toHaveLength(1);
  });

  it('skips the update within 5 minutes of the last one, then tries a fresh position after 5 s', async () => {
    const { posted, getCurrentPosition } = mount(located(1), { permission: 'granted', positions: [parisPosition] });
    await advance(4_999);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await advance(1);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ maximumAge: 0 });
    expect(posted()).toHaveLength(1);
    expect(posted()[0]?.coordinates).toEqual({ lat: 48.857, lng: 2.352 });
  });

  it('sends nothing from the precise attempt without a position, nor without permission', async () => {
    const failing = mount(located(1), { permission: 'granted', positions: [{ code: 2, message: 'No fix' }] });
    await advance(10_000);
    expect(failing.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(failing.posted()).toHaveLength(0);
    cleanup();
    restoreBrowserLocation();
    vi.restoreAllMocks();

    const prompt = mount(located(1), { permission: 'prompt', positions: [parisPosition] });
    await advance(10_000);
    expect(prompt.getCurrentPosition).not.toHaveBeenCalled();
    expect(prompt.posted()).toHaveLength(0);
  });

  it('still reports the time zone when coordinates are stored but permission is gone (the server keeps the place)', async () => {
    const { posted, getCurrentPosition } = mount(
      located(60, { hasCoordinates: true, method: 'coordinates' }),
      { permission: 'denied', positions: [parisPosition] },
      () => located(60, { hasCoordinates: true, method: 'coordinates' }),
    );
    await advance(10_000);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(posted()).toHaveLength(1);
    expect(posted()[0]?.coordinates).toBeUndefined();
    // The kept place keeps its update time: this tab's own send holds the next one back.
    await advance(20 * 60_000);
    expect(posted()).toHaveLength(1);
  });

  it('sends nothing before the user has a stored location, and nothing while signed out', async () => {
    const newcomer = mount(testUser(), { permission: 'granted', positions: [parisPosition] });
    await advance(61 * 60_000);
    expect(newcomer.posted()).toHaveLength(0);
    cleanup();
    vi.restoreAllMocks();

    const signedOut = mount(null, { permission: 'granted', positions: [parisPosition] });
    await advance(61 * 60_000);
    expect(signedOut.posted()).toHaveLength(0);
  });

  it('checks for a better location every 30 minutes', async () => {
    const { posted } = mount(located(60, { hasCoordinates: true, method: 'coordinates' }), {
      permission: 'granted',
      positions: [parisPosition],
    });
    await advance(2_000);
    expect(posted()).toHaveLength(1);
    await advance(30 * 60_000 - 2_001);
    expect(posted()).toHaveLength(1);
    await advance(1);
    expect(posted()).toHaveLength(2);
    await advance(30 * 60_000);
    expect(posted()).toHaveLength(3);
  });

  it('re-arms the one-time attempts when the update time or the user changes', async () => {
    const { posted, queryClient } = mount(located(60), { permission: 'prompt', positions: [parisPosition] }, () =>
      located(60),
    );
    await advance(1_000);
    act(() => {
      queryClient.setQueryData(userQueryOptions.queryKey, located(59));
    });
    await advance(1_000);
    expect(posted()).toHaveLength(0);
    await advance(1_000);
    expect(posted()).toHaveLength(1);

    // Another user: armed again, and held back only by this tab's recent update.
    act(() => {
      queryClient.setQueryData(userQueryOptions.queryKey, withId('u2'));
    });
    await advance(2_000);
    expect(posted()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    act(() => {
      queryClient.setQueryData(userQueryOptions.queryKey, withId('u3'));
    });
    await advance(2_000);
    expect(posted()).toHaveLength(2);
  });

  it('stops every timer when unmounted', async () => {
    const { posted, hook } = mount(located(60), { permission: 'granted', positions: [parisPosition] });
    await advance(1_000);
    hook.unmount();
    await advance(61 * 60_000);
    expect(posted()).toHaveLength(0);
  });

  it('stays silent when the server refuses', async () => {
    stubBrowserLocation({ permission: 'prompt', positions: [parisPosition] });
    const api = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(userQueryOptions.queryKey, located(60));
    renderHook(() => useBackgroundLocationUpdater(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    await advance(2_000);
    expect(api).toHaveBeenCalledTimes(1);
    expect(getToastState().toasts).toHaveLength(0);
  });
});
