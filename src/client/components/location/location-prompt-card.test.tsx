// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { restoreBrowserLocation, stubBrowserLocation } from '../../../test/client/browser-location-stubs';
import { resetLocationUpdates } from '../../lib/location/location-updates';
import { installModalDialog } from '../../../test/client/modal-dialog';
import { noStoredLocation, renderScreen, stubApi, testUser } from '../../../test/client/render-screen';
import { getToastState } from '../ui/use-toast';
import { LocationPromptCard } from './location-prompt-card';
import { userEventOnFakeTimers } from '../../../test/client/user-event';

beforeAll(installModalDialog);

const paris = { country: 'France', countryCode: 'FR', confidence: 95, method: 'coordinates', vpnDetected: false };
const card = () => screen.queryByTestId('location-prompt-card');
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

let user: UserEvent;
beforeEach(() => {
  vi.useFakeTimers();
  user = userEventOnFakeTimers();
  resetLocationUpdates();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  restoreBrowserLocation();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('<LocationPromptCard /> (spec 000 §2.3, §4)', () => {
  it('is shown to a user without a country or coordinates', () => {
    renderScreen(<LocationPromptCard />);
    expect(screen.getByRole('heading', { name: 'Get date ideas near you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable Location' })).toBeInTheDocument();
  });

  it('is hidden once the user has a country, or coordinates', () => {
    renderScreen(<LocationPromptCard />, { user: testUser({ actualCountry: 'India' }) });
    expect(card()).toBeNull();
    cleanup();
    renderScreen(<LocationPromptCard />, {
      user: testUser({ location: { ...noStoredLocation, hasCoordinates: true } }),
    });
    expect(card()).toBeNull();
  });

  it('"Maybe later" hides it for the rest of the session', async () => {
    renderScreen(<LocationPromptCard />);
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(card()).toBeNull();
    cleanup();
    renderScreen(<LocationPromptCard />);
    expect(card()).toBeNull();
    // Another user on this browser is still asked.
    cleanup();
    renderScreen(<LocationPromptCard />, { user: testUser({ id: 'u2' }) });
    expect(card()).not.toBeNull();
  });

  it('the close button dismisses it too', async () => {
    renderScreen(<LocationPromptCard />);
    await user.click(screen.getByRole('button', { name: 'Close location prompt' }));
    expect(card()).toBeNull();
  });

  it('after a successful update: the notice, a confirmation, and gone 2 seconds later', async () => {
    stubBrowserLocation({ permission: 'granted', positions: [{ lat: 48.8566, lng: 2.3522 }] });
    stubApi({
      'POST /api/user/location': () => ({ json: { success: true, location: paris } }),
      'GET /api/auth/user': () => ({
        json: testUser({
          actualCountry: 'France',
          location: {
            ...noStoredLocation,
            country: 'France',
            hasCoordinates: true,
            updatedAt: new Date().toISOString(),
          },
        }),
      }),
    });
    renderScreen(<LocationPromptCard />);
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    await flush();
    expect(getToastState().toasts[0]?.title).toBe('Location Updated!');
    expect(screen.getByRole('heading', { name: 'Location enabled' })).toBeInTheDocument();
    expect(card()?.textContent).toContain("You're set: France.");
    await flush(1_999);
    expect(card()).not.toBeNull();
    await flush(1);
    expect(card()).toBeNull();
  });

  it('stays after "Not Now" in the dialog', async () => {
    stubBrowserLocation({ permission: 'prompt', positions: [{ lat: 1, lng: 1 }] });
    renderScreen(<LocationPromptCard />);
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    await flush();
    await user.click(screen.getByRole('button', { name: 'Not Now' }));
    await flush();
    expect(getToastState().toasts[0]?.title).toBe('Location Skipped');
    expect(card()).not.toBeNull();
  });
});
