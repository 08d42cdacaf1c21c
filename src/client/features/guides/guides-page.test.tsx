// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Guide } from '../../../shared/schemas/guides';
import { renderScreen, stubApi } from '../../../test/client/render-screen';
import { GuidePage } from './guide-page';
import { GuidesPage } from './guides-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const guide = (slug: string, kind: Guide['kind']): Guide => ({
  slug,
  kind,
  title: `Title of ${slug}`,
  description: `About ${slug}.`,
  category: kind === 'guide' ? 'Relationships' : 'Profile Tips',
  readingMinutes: 9,
  html: '<h2 id="photos">Photos</h2><p>Lead with your face.</p><h2 id="bio">Bio</h2><p>Be specific.</p>',
  headings: [
    { id: 'photos', text: 'Photos' },
    { id: 'bio', text: 'Bio' },
  ],
  publicPath: `/blog/${slug}`,
});

describe('<GuidesPage />', () => {
  it('lists the guides and the articles, each linking to its reader', async () => {
    stubApi({
      'GET /api/guides': () => ({
        json: { guides: [guide('how-to-get-girlfriend', 'guide'), guide('dating-profile-optimization', 'article')] },
      }),
    });
    renderScreen(<GuidesPage />);
    expect(screen.getByRole('status', { name: 'Loading guides' })).toBeInTheDocument();
    const articles = await screen.findByRole('region', { name: 'Articles' });
    const link = within(articles).getByRole('link', { name: /Title of dating-profile-optimization/ });
    expect(link.getAttribute('href')).toBe('/guides/dating-profile-optimization');
    expect(link.textContent).toContain('9 min read');
    const long = screen.getByRole('region', { name: 'Dating guides' });
    expect(within(long).getAllByRole('link')).toHaveLength(1);
  });

  it('says so when the guides cannot load, and tries again', async () => {
    let calls = 0;
    stubApi({
      'GET /api/guides': () =>
        ++calls === 1 ? { status: 500, json: { message: 'boom' } } : { json: { guides: [guide('a-b', 'guide')] } },
    });
    renderScreen(<GuidesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the guides.');
    await act(async () => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('link', { name: /Title of a-b/ })).toBeInTheDocument();
  });
});

describe('<GuidePage />', () => {
  const reader = (
    <Routes>
      <Route path="/guides/:slug" element={<GuidePage />} />
    </Routes>
  );

  it('shows the whole guide with its table of contents', async () => {
    stubApi({
      'GET /api/guides/dating-profile-optimization': () => ({
        json: { guide: guide('dating-profile-optimization', 'article') },
      }),
    });
    const { router } = renderScreen(reader);
    await act(() => router.navigate('/guides/dating-profile-optimization'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title of dating-profile-optimization' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lead with your face.')).toBeInTheDocument();
    const contents = screen.getAllByRole('navigation', { name: 'On this page' })[0]!;
    expect(within(contents).getAllByRole('link', { name: 'Bio' })[0]!.getAttribute('href')).toBe('#bio');
    expect(screen.getByRole('link', { name: 'All guides' }).getAttribute('href')).toBe('/guides');
  });

  it('says the guide is not there for an unknown name', async () => {
    stubApi({
      'GET /api/guides/no-such-guide': () => ({
        status: 404,
        json: { code: 'NOT_FOUND', message: 'There is no guide with that name.' },
      }),
    });
    const { router } = renderScreen(reader);
    await act(() => router.navigate('/guides/no-such-guide'));
    expect(await screen.findByRole('heading', { name: 'We could not find that guide' })).toBeInTheDocument();
  });
});
