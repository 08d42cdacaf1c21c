// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/schemas/auth';
import { userQueryOptions } from '../../lib/auth';
import { clientConfigQueryOptions, type ClientConfig } from '../../lib/client-config';
import { sandboxPayments, testUser } from '../../../test/client/render-screen';
import { adScriptUrl, resetAdScriptForTests } from './ad-script';
import { AD_FILL_TIMEOUT_MS, AdSlot, HOUSE_AD_DELAY_MS } from './ad-slot';
import { advanceTimers } from '../../../test/client/fake-timers';

const freeUser = testUser();

function renderSlot({ config, user = freeUser }: { config?: ClientConfig; user?: User } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQueryOptions.queryKey, user);
  if (config) queryClient.setQueryData(clientConfigQueryOptions.queryKey, config);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AdSlot placement="dashboard" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const houseAd = () => screen.queryByRole('region', { name: /^From Datewise: / });
const adScript = () => document.head.querySelector<HTMLScriptElement>('script[data-ad-script]');

/** Lets pending promise callbacks (script load result, fetches) run. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetAdScriptForTests();
});

describe('<AdSlot /> (spec 000 §1, §8, §9)', () => {
  it('without an ad network shows nothing before 500 ms, then the house ad', async () => {
    renderSlot({ config: { adsenseClient: null, payments: sandboxPayments } });
    await flush();
    advanceTimers(HOUSE_AD_DELAY_MS - 1);
    expect(houseAd()).toBeNull();
    expect(screen.getByTestId('ad-placeholder')).toBeInTheDocument();
    advanceTimers(1);
    const ad = houseAd();
    expect(ad).not.toBeNull();
    // Something free and useful, never Premium: the dashboard's Premium card is the one upsell (issue 18).
    expect(ad!.textContent).not.toMatch(/premium|\$9\.99/i);
    const link = ad!.querySelector('a');
    expect(link?.getAttribute('href')).toBeTruthy();
    expect(link?.getAttribute('href')).not.toBe('/subscription');
    expect(adScript()).toBeNull();
  });

  it('asks the server for the configuration and falls back to the house ad when that fails', async () => {
    const fetchMock = vi.fn(async () => new Response('oops', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderSlot();
      await flush();
      expect(fetchMock).toHaveBeenCalledWith('/api/client-config', expect.objectContaining({ method: 'GET' }));
      advanceTimers(HOUSE_AD_DELAY_MS - 1);
      await flush();
      expect(houseAd()).toBeNull();
      advanceTimers(1);
      expect(houseAd()).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads the network script once and shows the house ad when it fails to load (not before 500 ms)', async () => {
    renderSlot({ config: { adsenseClient: 'ca-pub-123', payments: sandboxPayments } });
    await flush();
    const script = adScript();
    expect(script?.src).toBe(adScriptUrl('ca-pub-123'));
    expect(script?.src).toBe('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-123');
    expect(script?.async).toBe(true);
    expect(document.querySelector('ins.adsbygoogle')?.getAttribute('data-ad-client')).toBe('ca-pub-123');

    act(() => {
      script!.dispatchEvent(new Event('error'));
    });
    await flush();
    expect(houseAd()).toBeNull();
    advanceTimers(HOUSE_AD_DELAY_MS);
    expect(houseAd()).not.toBeNull();
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
  });

  it('shows the house ad when the network slot reports no fill, and keeps a filled one', async () => {
    const view = renderSlot({ config: { adsenseClient: 'ca-pub-123', payments: sandboxPayments } });
    await flush();
    act(() => {
      adScript()!.dispatchEvent(new Event('load'));
    });
    await flush();
    expect(window.adsbygoogle).toHaveLength(1);
    advanceTimers(AD_FILL_TIMEOUT_MS - 1);
    const ins = document.querySelector('ins.adsbygoogle')!;
    ins.setAttribute('data-ad-status', 'filled');
    await flush();
    advanceTimers(AD_FILL_TIMEOUT_MS);
    expect(houseAd()).toBeNull();
    expect(screen.getByRole('region', { name: 'Advertisement' })).toBeInTheDocument();
    view.unmount();

    // A second slot on the page reuses the script; this one does not fill.
    renderSlot({ config: { adsenseClient: 'ca-pub-123', payments: sandboxPayments } });
    await flush();
    expect(document.head.querySelectorAll('script[data-ad-script]')).toHaveLength(1);
    document.querySelector('ins.adsbygoogle')!.setAttribute('data-ad-status', 'unfilled');
    await flush();
    advanceTimers(HOUSE_AD_DELAY_MS);
    expect(houseAd()).not.toBeNull();
  });

  it('falls back when the network never answers for the slot', async () => {
    renderSlot({ config: { adsenseClient: 'ca-pub-123', payments: sandboxPayments } });
    await flush();
    advanceTimers(AD_FILL_TIMEOUT_MS - 1);
    expect(houseAd()).toBeNull();
    advanceTimers(1);
    expect(houseAd()).not.toBeNull();
  });

  it('shows nothing at all to an active Premium user', async () => {
    const endDate = new Date(Date.now() + 86_400_000).toISOString();
    const { container } = renderSlot({
      config: { adsenseClient: 'ca-pub-123', payments: sandboxPayments },
      user: { ...freeUser, isSubscribed: true, subscriptionEndDate: endDate },
    });
    await flush();
    advanceTimers(AD_FILL_TIMEOUT_MS);
    expect(container.innerHTML).toBe('');
    expect(adScript()).toBeNull();
  });
});
