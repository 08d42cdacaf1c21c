// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../site/site-header';
import { ClosingCta, CtaLink, CtaPair } from '../site/ui';
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

describe('the in-page calls to action', () => {
  function renderPage(signedIn: boolean) {
    document.body.innerHTML = renderToStaticMarkup(
      <main>
        <CtaPair cta="hero" signUpLabel="Get AI Dating Coach" />
        <CtaLink
          href="/auth/google?returnTo=%2Fprofile-coach"
          cta="analyzer-upsell"
          signedIn={{ href: '/profile-coach', label: 'Read my bio with Profile Coach' }}
        >
          Get Full AI Analysis Free
        </CtaLink>
        <ClosingCta title="Ready?" text="Go." cta="closing" />
      </main>,
    );
    document.cookie = `datewise_signed_in=1; max-age=${signedIn ? 60 : 0}`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ shareUsageData: true })),
    );
  }
  const link = (name: string) =>
    [...document.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === name);

  it('send a signed-in visitor into the app, with words that say where', async () => {
    renderPage(true);
    await enhanceAuthCta();
    expect(link('Get AI Dating Coach')).toBeUndefined();
    expect(link('Get Full AI Analysis Free')).toBeUndefined();
    expect(document.querySelectorAll('a[href^="/auth/"]')).toHaveLength(0);
    expect(link('Read my bio with Profile Coach')?.getAttribute('href')).toBe('/profile-coach');
    expect([...document.querySelectorAll('a')].filter((a) => a.textContent === 'Open my dashboard')).toHaveLength(2);
    // The analyzer link stays an analyzer link.
    expect(link('Try Free Profile Analyzer')?.getAttribute('href')).toBe('/free-profile-analyzer');
  });

  it('stay sign-up links for a visitor who is not signed in', async () => {
    renderPage(false);
    await enhanceAuthCta();
    expect(link('Get AI Dating Coach')?.getAttribute('href')).toBe('/auth/google');
    expect(link('Get Full AI Analysis Free')?.getAttribute('href')).toBe('/auth/google?returnTo=%2Fprofile-coach');
    expect(link('Get Started Free')?.getAttribute('href')).toBe('/auth/google');
  });
});
