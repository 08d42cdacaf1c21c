// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import type { User } from '../../../shared/schemas/auth';
import { restoreBrowserLocation, stubBrowserLocation } from '../../../test/client/browser-location-stubs';
import { resetLocationUpdates } from '../../lib/location/location-updates';
import { installModalDialog } from '../../../test/client/modal-dialog';
import { noStoredLocation, renderScreen, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { getToastState } from '../ui/use-toast';
import { LocationSettingsCard } from './location-settings-card';

beforeAll(installModalDialog);

const parisPosition = { lat: 48.8566, lng: 2.3522 };
const paris = {
  country: 'France',
  countryCode: 'FR',
  city: 'Paris',
  confidence: 95,
  method: 'coordinates',
  vpnDetected: false,
};
const storedParis: User['location'] = {
  country: 'France',
  countryCode: 'FR',
  city: 'Paris',
  confidence: 95,
  method: 'coordinates',
  hasCoordinates: true,
  updatedAt: '2026-03-02T10:00:00.000Z',
};

const lastToast = () => getToastState().toasts[0];
const enableButton = () => screen.getByRole('button', { name: 'Enable Location' });

/** The server stores Paris and then reports it on the user. */
function stubServer(location: Record<string, unknown> = paris) {
  return stubApi({
    'POST /api/user/location': () => ({ json: { success: true, location } }),
    'GET /api/auth/user': () => ({ json: testUser({ actualCountry: 'France', location: storedParis }) }),
  });
}

const posted = (api: ReturnType<typeof stubApi>) =>
  sentBodies(api, 'POST', '/api/user/location') as Array<Record<string, unknown>>;

beforeEach(() => {
  resetLocationUpdates();
  act(() => getToastState().toasts.forEach((t) => t.onOpenChange(false)));
});

afterEach(() => {
  cleanup();
  restoreBrowserLocation();
  vi.restoreAllMocks();
});

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<LocationSettingsCard /> (spec 000 §2.12)', () => {
  it('says "Not detected yet" before any detection', () => {
    renderScreen(<LocationSettingsCard />);
    const card = screen.getByRole('region', { name: 'Location Settings' });
    expect(within(card).getByText('Not detected yet')).toBeInTheDocument();
    expect(enableButton()).toBeInTheDocument();
  });

  it('shows the country and city, the confidence, the method in words and the last update', () => {
    renderScreen(<LocationSettingsCard />, {
      user: testUser({
        actualCountry: 'India',
        location: { ...storedParis, country: 'India', city: null, confidence: 60, method: 'timezone' },
      }),
    });
    const details = screen.getByTestId('detected-location');
    expect(within(details).getByText('India')).toBeInTheDocument();
    expect(within(details).getByText('60%')).toBeInTheDocument();
    expect(within(details).getByText('Time zone')).toBeInTheDocument();
    expect(within(details).getByText('Mar 2, 2026', { exact: false }).getAttribute('datetime')).toBe(
      storedParis.updatedAt,
    );
  });
});

describe('the location permission flow (spec 000 §4)', () => {
  it('granted: a precise location at once, "Location Updated!", and the card shows it', async () => {
    const { getCurrentPosition } = stubBrowserLocation({ permission: 'granted', positions: [parisPosition] });
    const api = stubServer();
    renderScreen(<LocationSettingsCard />, { user: testUser({ location: noStoredLocation }) });
    await user.click(enableButton());
    await waitFor(() => expect(lastToast()?.title).toBe('Location Updated!'));
    expect(lastToast()).toMatchObject({
      description: 'France · 95% confidence · GPS / precise location',
      variant: 'success',
    });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ timeout: 15_000, enableHighAccuracy: true, maximumAge: 0 });
    expect(posted(api)[0]).toMatchObject({ coordinates: { lat: 48.857, lng: 2.352 } });
    expect(await screen.findByText('Paris, France')).toBeInTheDocument();
    expect(screen.getByText('GPS / precise location')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('denied: an error notice, no dialog and nothing sent', async () => {
    stubBrowserLocation({ permission: 'denied', positions: [parisPosition] });
    const api = stubServer();
    renderScreen(<LocationSettingsCard />);
    await user.click(enableButton());
    await waitFor(() => expect(lastToast()?.title).toBe('Location Access Blocked'));
    expect(lastToast()?.variant).toBe('destructive');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(api)).toHaveLength(0);
  });

  it('prompt: the dialog explains; "Not Now" skips, "Allow Location" asks the browser', async () => {
    const { getCurrentPosition } = stubBrowserLocation({ permission: 'prompt', positions: [parisPosition] });
    const api = stubServer();
    renderScreen(<LocationSettingsCard />);
    await user.click(enableButton());
    const dialog = await screen.findByRole('dialog', { name: 'Allow Location Access' });
    expect(within(dialog).getByText(/Local date ideas/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastToast()).toMatchObject({
      title: 'Location Skipped',
      description: 'You can enable location access anytime in settings',
    });
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await user.click(enableButton());
    await user.click(await screen.findByRole('button', { name: 'Allow Location' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Location Updated!'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(posted(api)).toHaveLength(1);
  });

  it('without the Permissions API: the dialog too', async () => {
    stubBrowserLocation({ permission: 'unavailable', positions: [parisPosition] });
    stubServer();
    renderScreen(<LocationSettingsCard />);
    await user.click(enableButton());
    expect(await screen.findByRole('dialog', { name: 'Allow Location Access' })).toBeInTheDocument();
  });

  it('without geolocation: "Location Not Supported"', async () => {
    const api = stubServer();
    renderScreen(<LocationSettingsCard />);
    await user.click(enableButton());
    await waitFor(() => expect(lastToast()?.title).toBe('Location Not Supported'));
    expect(posted(api)).toHaveLength(0);
  });

  it('a browser failure: "Location Update Failed", then the time zone and language are sent', async () => {
    stubBrowserLocation({ permission: 'granted', positions: [{ code: 1, message: 'User denied Geolocation' }] });
    const api = stubServer({ ...paris, method: 'timezone', confidence: 60 });
    renderScreen(<LocationSettingsCard />);
    await user.click(enableButton());
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(lastToast()).toMatchObject({
      title: 'Location Update Failed',
      description: 'Could not obtain precise location. Using fallback methods.',
    });
    expect(posted(api)[0]).toMatchObject({ timezone: expect.any(String), error: 'User denied Geolocation' });
    expect(posted(api)[0]?.coordinates).toBeUndefined();
    await waitFor(() => expect(enableButton()).toHaveProperty('disabled', false));
    expect(lastToast()?.title).toBe('Location Update Failed');
  });

  it('an HTML reply: "Location Detection Failed" with the §8 message', async () => {
    stubBrowserLocation({ permission: 'granted', positions: [parisPosition] });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    renderScreen(<LocationSettingsCard />);
    await user.click(enableButton());
    await waitFor(() => expect(lastToast()?.title).toBe('Location Detection Failed'));
    expect(lastToast()?.description).toBe('Authentication required - please refresh the page');
  });

  it('a refusal shows its message; a network failure "Error" / "Failed to update location"', async () => {
    stubBrowserLocation({ permission: 'granted', positions: [parisPosition] });
    stubApi({ 'POST /api/user/location': () => ({ status: 400, json: { message: 'timezone: unknown time zone' } }) });
    renderScreen(<LocationSettingsCard />);
    await user.click(enableButton());
    await waitFor(() => expect(lastToast()?.description).toBe('timezone: unknown time zone'));
    expect(lastToast()?.title).toBe('Location Detection Failed');

    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await waitFor(() => expect(enableButton()).toHaveProperty('disabled', false));
    await user.click(enableButton());
    await waitFor(() => expect(lastToast()?.title).toBe('Error'));
    expect(lastToast()?.description).toBe('Failed to update location');
  });

  it('shows progress while detecting', async () => {
    stubBrowserLocation({ permission: 'granted', positions: [parisPosition] });
    let answer: (value: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen(<LocationSettingsCard />);
    await user.click(enableButton());
    const busy = await screen.findByRole('button', { name: 'Detecting location...' });
    expect(busy).toHaveProperty('disabled', true);
    await act(async () => answer(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })));
    expect(await screen.findByRole('button', { name: 'Enable Location' })).toBeInTheDocument();
  });
});

describe('<LocationSettingsCard /> guesses and choices (decision 0038)', () => {
  const guessUS: User['location'] = {
    country: 'United States',
    countryCode: 'US',
    city: null,
    confidence: 30,
    method: 'language',
    hasCoordinates: false,
    updatedAt: '2026-03-02T10:00:00.000Z',
  };
  const chosenParis: User['location'] = { ...storedParis, confidence: 100, method: 'user', hasCoordinates: false };

  it('shows a low-confidence detection as a guess to confirm or choose, never as a fact', () => {
    renderScreen(<LocationSettingsCard />, { user: testUser({ location: guessUS }) });
    const card = screen.getByRole('region', { name: 'Location Settings' });
    expect(within(card).getByText('Looks like United States: confirm or choose')).toBeInTheDocument();
    expect(within(card).getByTestId('location-guess').textContent).toContain("browser's language (about 30% sure)");
    expect(within(card).queryByTestId('detected-location')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Yes, United States is right' })).toBeInTheDocument();
  });

  it('confirms the guess as the user own choice, with the device zone', async () => {
    const api = stubApi({
      'POST /api/user/location/choice': () => ({
        json: { success: true, location: { ...paris, country: 'United States', countryCode: 'US', method: 'user' } },
      }),
      'GET /api/auth/user': () => ({ json: testUser({ location: { ...guessUS, confidence: 100, method: 'user' } }) }),
    });
    renderScreen(<LocationSettingsCard />, { user: testUser({ location: guessUS }) });
    await user.click(screen.getByRole('button', { name: 'Yes, United States is right' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Location confirmed' }));
    const [body] = sentBodies(api, 'POST', '/api/user/location/choice') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({ countryCode: 'US', city: null, timezone: expect.any(String) });
    await waitFor(() => expect(screen.getByTestId('detected-location').textContent).toContain('Certain'));
  });

  it('lets the user choose a country and a suggested city, and shows the server refusal inline', async () => {
    let attempt = 0;
    const api = stubApi({
      'GET /api/location/cities': () => ({ json: { cities: [{ name: 'Springfield', region: 'Illinois' }] } }),
      'POST /api/user/location/choice': () =>
        ++attempt === 1
          ? {
              status: 400,
              json: { code: 'VALIDATION_ERROR', message: 'city: no place called Nowhere found in France' },
            }
          : { json: { success: true, location: { ...paris, city: 'Springfield', country: 'United States' } } },
      'GET /api/auth/user': () => ({ json: testUser({ location: chosenParis }) }),
    });
    renderScreen(<LocationSettingsCard />, { user: testUser({ location: guessUS }) });
    await user.click(screen.getByRole('button', { name: 'Choose country and city' }));
    const form = screen.getByRole('form', { name: 'Choose your location' });
    expect(within(form).getByLabelText<HTMLSelectElement>('Country').value).toBe('US');

    await user.selectOptions(within(form).getByLabelText('Country'), 'FR');
    await user.type(within(form).getByLabelText('City (optional)'), 'Nowhere');
    await user.click(within(form).getByRole('button', { name: 'Save location' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('no place called Nowhere found in France');

    await user.selectOptions(within(form).getByLabelText('Country'), 'US');
    const city = within(form).getByLabelText('City (optional)');
    await user.clear(city);
    await user.type(city, 'Springf');
    await waitFor(() =>
      expect(form.querySelector('datalist option')?.getAttribute('value')).toBe('Springfield, Illinois'),
    );
    await user.clear(city);
    await user.type(city, 'Springfield, Illinois');
    await user.click(within(form).getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Location saved' }));
    const bodies = sentBodies(api, 'POST', '/api/user/location/choice') as Array<Record<string, unknown>>;
    expect(bodies[1]).toMatchObject({ countryCode: 'US', city: 'Springfield', region: 'Illinois' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Choose your location' })).toBeNull());
  });

  it('asks for a country before saving, and Cancel closes the form', async () => {
    renderScreen(<LocationSettingsCard />);
    await user.click(screen.getByRole('button', { name: 'Choose country and city' }));
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose your country.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Not detected yet')).toBeInTheDocument();
  });

  it('states a chosen place as certain and offers to change it', () => {
    renderScreen(<LocationSettingsCard />, { user: testUser({ location: chosenParis }) });
    const details = screen.getByTestId('detected-location');
    expect(details.textContent).toContain('Paris, France');
    expect(details.textContent).toContain('Certain');
    expect(details.textContent).toContain('Chosen by you');
    expect(screen.getByRole('button', { name: 'Change location' })).toBeInTheDocument();
  });
});
