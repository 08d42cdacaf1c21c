// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../shared/account-options';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { queuedEvents, resetAnalyticsForTests, track } from '../../lib/analytics';
import { userQueryOptions } from '../../lib/auth';
import { useAnalyticsConsent } from '../../lib/use-analytics-consent';
import { installModalDialog } from '../../../test/client/modal-dialog';
import { renderScreen, requestUrl, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { PrivacySecurityPage } from './privacy-security-page';

const lastToast = () => getToastState().toasts[0];

/** The app applies the usage-data choice where the user is loaded; here, beside the page. */
function PageWithConsent() {
  useAnalyticsConsent();
  return <PrivacySecurityPage />;
}

let assign: ReturnType<typeof vi.fn>;

beforeAll(installModalDialog);
beforeEach(() => {
  act(() => dismissToast());
  resetAnalyticsForTests();
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settingsApi = { 'GET /api/settings': () => ({ json: { ...defaultSettings } }) };

async function openDeleteDialog() {
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<PrivacySecurityPage />', () => {
  it('sums up the policy with its date and a link to the full text', async () => {
    stubApi(settingsApi);
    renderScreen(<PrivacySecurityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/).textContent).toBe('Last updated January 29, 2025');
    expect(screen.getByRole('link', { name: /Read the full Privacy Policy/ }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect((await screen.findByRole('switch', { name: 'Share Usage Data' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Personalized Experience' }).getAttribute('aria-checked')).toBe('true');
  });

  it('stops analytics at once when Share Usage Data is turned off, and refreshes the user', async () => {
    const spy = stubApi({
      ...settingsApi,
      'PATCH /api/settings': () => ({ json: { ...defaultSettings, shareUsageData: false } }),
      'GET /api/auth/user': () => ({ json: testUser({ shareUsageData: false }) }),
    });
    const { queryClient } = renderScreen(<PageWithConsent />);
    // The app's own first events (session start, page view) are queued once the user is known.
    const queued = queuedEvents().length;
    track('cta_click');
    expect(queuedEvents()).toHaveLength(queued + 1);

    await user.click(await screen.findByRole('switch', { name: 'Share Usage Data' }));
    await waitFor(() => expect(queryClient.getQueryData(userQueryOptions.queryKey)?.shareUsageData).toBe(false));
    await waitFor(() => expect(queuedEvents()).toHaveLength(0));
    track('cta_click');
    expect(queuedEvents()).toHaveLength(0);

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Setting Updated',
        description: 'Usage data sharing is off. The app no longer sends usage analytics for you.',
      }),
    );
    expect(sentBodies(spy, 'PATCH', '/api/settings')).toEqual([{ shareUsageData: false }]);
    await waitFor(() => expect(sentBodies(spy, 'GET', '/api/auth/user')).toHaveLength(1));
  });

  it('gives the usage-data choice back to the user and analytics when the save fails', async () => {
    stubApi({
      ...settingsApi,
      'PATCH /api/settings': () => ({ status: 500, json: { message: 'Something went wrong on our side.' } }),
      'GET /api/auth/user': () => ({ json: testUser() }),
    });
    const { queryClient } = renderScreen(<PageWithConsent />);
    await user.click(await screen.findByRole('switch', { name: 'Share Usage Data' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ description: 'Something went wrong on our side.' }));
    expect(screen.getByRole('switch', { name: 'Share Usage Data' }).getAttribute('aria-checked')).toBe('true');
    expect(queryClient.getQueryData(userQueryOptions.queryKey)?.shareUsageData).toBe(true);
    await waitFor(() => {
      track('page_view');
      expect(queuedEvents().length).toBeGreaterThan(0);
    });
  });

  it('keeps "Delete my account" off until DELETE is typed, and starts again when reopened', async () => {
    stubApi(settingsApi);
    renderScreen(<PrivacySecurityPage />);
    const dialog = await openDeleteDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    const field = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' });
    expect(document.activeElement).toBe(field);
    expect(within(dialog).queryByTestId('premium-renewal-warning')).toBeNull();
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(confirm).toHaveProperty('disabled', true);

    await user.clear(field);
    await user.type(field, 'delete');
    expect(confirm).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.type(field, 'DELET');
    expect(confirm).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.type(field, 'DELETE');
    expect(confirm).toHaveProperty('disabled', false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    await openDeleteDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' })).toHaveProperty('value', '');
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toHaveProperty('disabled', true);
  });

  it('tells an active Premium member that Premium ends with the account and renewal stops', async () => {
    stubApi(settingsApi);
    const subscriptionEndDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    renderScreen(<PrivacySecurityPage />, { user: testUser({ isSubscribed: true, subscriptionEndDate }) });
    const dialog = await openDeleteDialog();
    const warning = within(dialog).getByTestId('premium-renewal-warning');
    expect(warning.textContent).toContain('We stop its renewal first, so you will not be charged again');
  });

  it('deletes the account, forgets everything in this browser and leaves through /auth/logout', async () => {
    const spy = stubApi({ ...settingsApi, 'DELETE /api/account': () => ({ status: 204 }) });
    localStorage.setItem('something', 'kept');
    sessionStorage.setItem('other', 'kept');
    const { queryClient } = renderScreen(<PrivacySecurityPage />);
    const dialog = await openDeleteDialog();
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), ' DELETE ');
    // Enter in the field confirms too.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/logout'));
    expect(sentBodies(spy, 'DELETE', '/api/account')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(userQueryOptions.queryKey)).toBeUndefined();
  });

  it('keeps the account and says why when deletion fails', async () => {
    stubApi({
      ...settingsApi,
      'DELETE /api/account': () => ({ status: 500, json: { message: 'Something went wrong on our side.' } }),
    });
    renderScreen(<PrivacySecurityPage />);
    const dialog = await openDeleteDialog();
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Something went wrong on our side.',
        variant: 'destructive',
      }),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toHaveProperty('disabled', false);
  });
});

describe('Export my data', () => {
  function stubExport(response: () => Response) {
    const api = stubApi(settingsApi);
    const original = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) =>
      requestUrl(input).endsWith('/api/account/export') ? response() : original(input, init),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:datewise/export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    return { clicked, createObjectURL };
  }

  it('downloads the JSON under the name the server gives', async () => {
    const { clicked, createObjectURL } = stubExport(
      () =>
        new Response('{"user":{"email":"sam@example.com"}}', {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="datewise-data-2025-03-04.json"',
          },
        }),
    );
    renderScreen(<PrivacySecurityPage />);
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:datewise/export', download: 'datewise-data-2025-03-04.json' }]),
    );
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toContain('sam@example.com');
    expect(lastToast()).toMatchObject({ title: 'Export Ready' });
    expect(screen.getByRole('button', { name: 'Export my data' })).toHaveProperty('disabled', false);
  });

  it('shows the server message when the export fails, and downloads nothing', async () => {
    const { clicked } = stubExport(
      () =>
        new Response(JSON.stringify({ message: 'Too many requests, try again in a minute' }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderScreen(<PrivacySecurityPage />);
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Too many requests, try again in a minute' }),
    );
    expect(clicked).toEqual([]);
  });
});
