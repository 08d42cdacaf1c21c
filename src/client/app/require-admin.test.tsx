// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/client/render-screen';
import { RequireAdmin } from './require-admin';

afterEach(cleanup);

function renderGuarded() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home screen</p> },
      { element: <RequireAdmin />, children: [{ path: '/admin/analytics', element: <p>Secret dashboard</p> }] },
    ],
    { initialEntries: ['/admin/analytics'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('<RequireAdmin />', () => {
  it('says it is checking while the admin status is on its way', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    renderGuarded();
    expect(screen.getByRole('status').textContent).toBe('Checking admin access...');
    expect(screen.queryByText('Secret dashboard')).toBeNull();
  });

  it('shows the page to an administrator', async () => {
    const spy = stubApi({ 'GET /api/admin/status': () => ({ json: { isAdmin: true, email: 'admin@example.com' } }) });
    renderGuarded();
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['is not an administrator', { json: { isAdmin: false, email: 'sam@example.com' } }],
    ['is signed out (401 gives null)', { status: 401, json: { message: 'Unauthorized' } }],
    ['cannot be asked (server error)', { status: 500, json: { message: 'Boom' } }],
  ])('denies access when the user %s', async (_, reply) => {
    stubApi({ 'GET /api/admin/status': () => reply });
    const router = renderGuarded();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('This page is only accessible to administrators.')).toBeInTheDocument();
    expect(screen.queryByText('Secret dashboard')).toBeNull();
    screen.getByRole('link', { name: 'Back to home' }).click();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
