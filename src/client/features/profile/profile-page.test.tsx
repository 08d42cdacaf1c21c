// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/account-options';
import type { User } from '../../../shared/schemas/auth';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { userQueryOptions } from '../../lib/auth';
import { installModalDialog } from '../../../test/client/modal-dialog';
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
    expect(screen.getByText(/Member since/)).toHaveTextContent('Member since March 2025');
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

describe('Account Settings: name and photo', () => {
  beforeAll(installModalDialog);

  const firstName = () => screen.getByRole('textbox', { name: 'First name' });
  const lastName = () => screen.getByRole('textbox', { name: 'Last name (optional)' });
  const saveName = () => screen.getByRole('button', { name: /Save name|Saving/ });

  it('saves an edited name, trimmed, and shows it at once', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = stubApi({
      'PATCH /api/auth/user': async (body) => {
        await answered;
        return { json: testUser(body as Partial<User>) };
      },
    });
    renderScreen(<ProfilePage />);
    expect(saveName()).toHaveProperty('disabled', true);
    await user.clear(firstName());
    await user.type(firstName(), ' Samantha ');
    await user.clear(lastName());
    await user.click(saveName());
    await waitFor(() => expect(saveName().textContent).toBe('Saving...'));
    expect(saveName()).toHaveProperty('disabled', true);
    answer();
    await screen.findByRole('heading', { level: 1, name: 'Samantha' });
    expect(api.mock.calls.map(([, init]) => JSON.parse(init!.body as string))).toEqual([
      { firstName: 'Samantha', lastName: '' },
    ]);
    expect(lastToast()).toMatchObject({ title: 'Name saved' });
    expect(firstName()).toHaveProperty('value', 'Samantha');
  });

  it("asks for a first name before sending, and shows the server's refusal next to the fields", async () => {
    const api = stubApi({
      'PATCH /api/auth/user': () => ({
        status: 400,
        json: { message: 'firstName: must be plain text on one line', code: 'VALIDATION_ERROR' },
      }),
    });
    renderScreen(<ProfilePage />);
    await user.clear(firstName());
    await user.click(saveName());
    expect(screen.getByRole('alert').textContent).toMatch(/Enter your first name/);
    expect(firstName().getAttribute('aria-invalid')).toBe('true');
    expect(api).not.toHaveBeenCalled();

    await user.type(firstName(), 'Sam2');
    await user.click(saveName());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('firstName: must be plain text on one line'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeInTheDocument();
  });

  it('removes the photo only after the user confirms, then shows the initials', async () => {
    const api = stubApi({
      'DELETE /api/profile-image': () => ({ status: 204 }),
      'GET /api/auth/user': () => ({ json: testUser() }),
    });
    const { queryClient } = renderScreen(<ProfilePage />, {
      user: testUser({ profileImageUrl: '/media/profile-images/aaaaaaaaaaaaaaaaaaaaaa.webp' }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Photo removed' }));
    expect(queryClient.getQueryData<User>(userQueryOptions.queryKey)?.profileImageUrl).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('says so in the dialog when the photo could not be removed', async () => {
    stubApi({
      'DELETE /api/profile-image': () => ({ status: 503, json: { message: 'down', code: 'INTERNAL_ERROR' } }),
    });
    renderScreen(<ProfilePage />, {
      user: testUser({ profileImageUrl: '/media/profile-images/aaaaaaaaaaaaaaaaaaaaaa.webp' }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove photo' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not remove your photo/);
    // The dialog stays open for another try.
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove photo' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
