// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../site/site-header';
import { enhanceAuthCta } from './auth-cta';

/** The prerendered header, with the sign-in hint cookie set or not, and the current-user call answered. */
function renderHeader(signedIn: boolean) {
  document.body.innerHTML = renderToStaticMarkup(<SiteHeader path="/blog" />);
  document.cookie = `datewise_signed_in=1; max-age=${signedIn ? 60 : 0}`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ shareUsageData: true })),
  );
  return [...document.querySelectorAll<HTMLAnchorElement>('[data-auth-cta]')];
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'datewise_signed_in=; max-age=0';
});

describe('the header calls to action', () => {
  it('send a signed-in visitor to the dashboard', async () => {
    const links = renderHeader(true);
    expect(links).toHaveLength(2);
    await enhanceAuthCta();
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/');
      expect(link.textContent).toBe('Open my dashboard');
    }
  });

  it('stay the sign-up links for everyone else', async () => {
    const links = renderHeader(false);
    await enhanceAuthCta();
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/auth/google');
      expect(link.textContent).toBe('Get Started Free');
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
