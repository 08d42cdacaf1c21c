import { describe, expect, it, vi } from 'vitest';
import type { TipResponse } from '../shared/schemas/coach';
import { testUser } from '../test/client/render-screen';
import { renderScreen } from './entry-server';

const user = testUser({ firstName: 'Ann', hasUsedAI: true });

const tip: TipResponse = {
  tip: 'Ask about the story behind their second photo.',
  category: 'conversation',
  date: '2026-11-27',
};

/** Decision 0046: the server renders a signed-in screen with the answers of the queries its first view asks for. */
describe('renderScreen', () => {
  it("asks for the home screen's queries, then renders with their answers and hands them on", async () => {
    const fetchData = vi.fn(async (paths: string[]) =>
      paths.includes('/api/daily-tip') ? { '/api/daily-tip': tip } : {},
    );
    const { html, data } = await renderScreen('/', user, fetchData);
    expect(fetchData).toHaveBeenCalledOnce();
    // The marked queries the dashboard shows first; the admin link's only for a signed-in user, as here.
    expect(fetchData.mock.calls[0]![0]).toEqual(
      expect.arrayContaining(['/api/daily-tip', '/api/outcomes', '/api/client-config', '/api/admin/status']),
    );
    expect(html).toContain(tip.tip);
    expect(data).toEqual({ '/api/daily-tip': tip });
  });

  it('keeps the loading state of what the server could not answer, and asks nothing of a screen with no queries', async () => {
    const none = vi.fn(async () => ({}));
    const { html, data } = await renderScreen('/', user, none);
    expect(html).not.toContain(tip.tip);
    expect(data).toEqual({});

    const asked: string[][] = [];
    await renderScreen('/profile-coach', user, async (paths) => {
      asked.push(paths);
      return {};
    });
    // The tool screens show the user alone; the admin status is the only query of their layout.
    expect(asked).toEqual([['/api/admin/status']]);
  });

  it('renders the admin dashboard whole for an administrator: nothing is left to an inline script', async () => {
    const { html } = await renderScreen('/admin/analytics', testUser({ firstName: 'Ada' }), async () => ({
      '/api/admin/status': { isAdmin: true },
    }));
    expect(html).toContain('Analytics Dashboard');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<template');
  });
});
