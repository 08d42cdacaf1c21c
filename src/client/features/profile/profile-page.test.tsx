// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/account-options';
import type { User } from '../../../shared/schemas/auth';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { userQueryOptions } from '../../lib/auth';
import { renderScreen, stubApi, testUser } from '../../../test/client/render-screen';
import { ProfilePage } from './profile-page';

const lastToast = () => getToastState().toasts[0];
const photoInput = () => screen.getByTestId<HTMLInputElement>('profile-photo-input');

function choose(file: File) {
  return user.upload(photoInput(), file);
}

function imageOfSize(bytes: number, type = 'image/png') {
  const file = new File(['x'], 'me.png', { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

beforeEach(() => {
  act(() => dismissToast());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let user: UserEvent;
beforeEach(() => {
  // The file picker's filter (accept="image/*") can be switched to all files: the page must refuse the rest itself.
  user = userEvent.setup({ applyAccept: false });
});

describe('<ProfilePage />', () => {
  it('shows "Loading..." while the user is absent', () => {
    renderScreen(<ProfilePage />, { user: null });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows the name, e-mail, member since, the back link and the free quick actions', () => {
    renderScreen(<ProfilePage />, { user: testUser({ createdAt: '2025-03-14T12:00:00.000Z' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    const actions = within(screen.getByRole('region', { name: 'Quick actions' }));
    expect(
      actions.getAllByRole('link').map((a) => [a.querySelector('.font-semibold')?.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Update Preferences', '/onboarding'],
      ['Saved Content', '/saved'],
      ['Upgrade & Credits', '/subscription'],
    ]);
    expect(screen.getByRole('button', { name: 'Upload a profile photo' })).toBeInTheDocument();
  });

  it('says "Dating Expert" without a name, and offers "Manage Subscription" to Premium members', () => {
    const end = new Date(Date.now() + 86_400_000).toISOString();
    renderScreen(<ProfilePage />, {
      user: testUser({ firstName: null, lastName: null, isSubscribed: true, subscriptionEndDate: end }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dating Expert' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage Subscription/ }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('link', { name: /Upgrade & Credits/ })).toBeNull();
  });

  it('signs out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderScreen(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(assign).toHaveBeenCalledWith('/auth/logout');
  });
});

describe('profile photo upload', () => {
  it('refuses a file that is not an image, before uploading', async () => {
    const spy = stubApi({});
    renderScreen(<ProfilePage />);
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(lastToast()).toMatchObject({
      title: 'Invalid File',
      description: 'Please select an image file',
      variant: 'destructive',
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB, before uploading', async () => {
    const spy = stubApi({});
    renderScreen(<ProfilePage />);
    await choose(imageOfSize(PROFILE_IMAGE_MAX_BYTES + 1));
    expect(lastToast()).toMatchObject({
      title: 'File Too Large',
      description: 'Please select an image smaller than 5MB',
      variant: 'destructive',
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('uploads the image as "profileImage", shows progress, then the new photo and a notice', async () => {
    let release!: () => void;
    const sent: FormDataEntryValue[] = [];
    stubApi({
      'POST /api/upload-profile-image': async (_body, init) => {
        sent.push((init.body as FormData).get('profileImage')!);
        expect(init.credentials).toBe('include');
        expect(init.headers).toBeUndefined();
        await new Promise<void>((resolve) => (release = resolve));
        return { json: { profileImageUrl: '/api/profile-images/abc?v=2' } };
      },
      'GET /api/auth/user': () => ({ json: testUser({ profileImageUrl: '/api/profile-images/abc?v=2' }) }),
    });
    const { queryClient } = renderScreen(<ProfilePage />);
    const file = imageOfSize(2048);
    await choose(file);
    await waitFor(() => expect(sent).toEqual([file]));
    expect(screen.getByRole('button', { name: 'Upload a profile photo' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Uploading your photo...')).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Photo Updated', description: 'Your new profile picture is live.' }),
    );
    expect(queryClient.getQueryData<User>(userQueryOptions.queryKey)?.profileImageUrl).toBe(
      '/api/profile-images/abc?v=2',
    );
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toHaveProperty('disabled', false);
  });

  it('shows "Upload Failed" with the server message', async () => {
    stubApi({
      'POST /api/upload-profile-image': () => ({
        status: 400,
        json: { message: 'That file is not a JPEG, PNG, WebP or GIF image', code: 'INVALID_IMAGE' },
      }),
    });
    renderScreen(<ProfilePage />);
    await choose(imageOfSize(100, 'image/svg+xml'));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Upload Failed',
        description: 'That file is not a JPEG, PNG, WebP or GIF image',
        variant: 'destructive',
      }),
    );
  });

  it('falls back to "Failed to upload profile picture" when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderScreen(<ProfilePage />);
    await choose(imageOfSize(100));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Upload Failed', description: 'Failed to upload profile picture' }),
    );
  });
});
