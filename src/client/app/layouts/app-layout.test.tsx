// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminStatus } from '../../../shared/schemas/auth';
import { adminStatusQueryOptions, userQueryOptions } from '../../lib/auth';
import { testUser } from '../../../test/client/render-screen';
import { AppLayout } from './app-layout';

afterEach(cleanup);

function renderLayoutAt(path: string, isAdmin = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQueryOptions.queryKey, testUser());
  const status: AdminStatus = { isAdmin, email: 'sam@example.com' };
  queryClient.setQueryData(adminStatusQueryOptions(true).queryKey, status);
  const router = createMemoryRouter([{ path: '*', element: <AppLayout /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('<AppLayout /> on a phone', () => {
  it('puts Home and every tool in the bottom bar, Saved, Progress and Settings in the header', () => {
    renderLayoutAt('/saved');
    const [sidebar, bar] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(linkNames(bar!)).toEqual(['Home', 'Profile Coach', 'Message Helper', 'Date Ideas', 'Daily Tips']);
    const header = screen.getByRole('navigation', { name: 'Saved, progress and settings' });
    expect(linkNames(header)).toEqual(['Saved', 'Progress', 'Settings']);
    expect(within(header).getByRole('link', { name: 'Saved' }).getAttribute('aria-current')).toBe('page');
    // The sidebar (desktop) keeps the spec's menu.
    expect(linkNames(sidebar!)).toContain('Saved');
  });

  it('marks the tool on screen as the current page', () => {
    renderLayoutAt('/date-ideas');
    const bar = screen.getAllByRole('navigation', { name: 'Main' })[1]!;
    expect(within(bar).getByRole('link', { name: 'Date Ideas' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    for (const name of ['Profile Coach', 'Message Helper', 'Date Ideas', 'Daily Tips']) {
      expect(within(bar).getByRole('link', { name }).getAttribute('href')).toMatch(/^\/[a-z-]+$/);
    }
  });

  it('adds Analytics to the bar for administrators', () => {
    renderLayoutAt('/', true);
    const bar = screen.getAllByRole('navigation', { name: 'Main' })[1]!;
    expect(linkNames(bar).at(-1)).toBe('Analytics');
  });
});
