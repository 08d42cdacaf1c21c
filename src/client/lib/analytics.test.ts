// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flush, queuedEvents, resetAnalyticsForTests, setAnalyticsConsent, startAnalytics, track } from './analytics';

const names = () => queuedEvents().map((e) => e.name);
let atStart: string[] = [];

beforeAll(() => {
  document.body.innerHTML = `<div data-content-view="landing_page:dating-coach"></div><a href="/auth/google" data-cta="hero">Get Started Free</a>`;
  startAnalytics();
  startAnalytics(); // a second start changes nothing
  atStart = names();
});
afterEach(() => {
  resetAnalyticsForTests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('analytics', () => {
  it('starts a session once per tab, and records the page view and content views', () => {
    expect(atStart).toEqual(['session_start', 'page_view', 'content_view']);
    expect(sessionStorage.getItem('datewise:session')).not.toBeNull();
  });

  it('records calls to action with where they are and what they say', () => {
    document.querySelector<HTMLAnchorElement>('[data-cta]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const click = queuedEvents().find((e) => e.name === 'cta_click');
    expect(click?.props).toEqual({ location: 'hero', page: '/', cta_text: 'Get Started Free' });
  });

  it('takes events from enhancement modules and reports uncaught errors, at most five', () => {
    document.dispatchEvent(
      new CustomEvent('datewise:track', {
        detail: { name: 'free_tool_completion', props: { tool: 'profile_analyzer', bio_length: 120 } },
      }),
    );
    for (let i = 0; i < 8; i++)
      window.dispatchEvent(new ErrorEvent('error', { message: `boom ${i}`, filename: 'x.js', lineno: 1 }));
    expect(names().filter((n) => n === 'free_tool_completion')).toHaveLength(1);
    expect(names().filter((n) => n === 'api_error')).toHaveLength(5);
  });

  it('sends the queue in one keepalive request when the page is hidden, with time on page', () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    track('page_view');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    const body = JSON.parse(init!.body as string);
    expect(body.events.map((e: { name: string }) => e.name)).toEqual(['page_view', 'page_blur']);
    expect(typeof body.events[1].props.time_on_page_ms).toBe('number');
    expect(queuedEvents()).toHaveLength(0);
  });

  it('sends at most 50 events per request', () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    resetAnalyticsForTests();
    for (let i = 0; i < 19; i++) track('x_event');
    expect(fetchMock).not.toHaveBeenCalled();
    track('x_event'); // the 20th sends the batch
    expect(fetchMock).toHaveBeenCalledOnce();
    flush();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('records scroll depth marks once each, measured at most once a second', () => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 800 });
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(1000);
    expect(
      queuedEvents()
        .filter((e) => e.name === 'scroll_depth')
        .map((e) => e.props!.percent),
    ).toEqual([25, 50, 75]);
    window.scrollY = 1000;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(1000);
    expect(
      queuedEvents()
        .filter((e) => e.name === 'scroll_depth')
        .map((e) => e.props!.percent),
    ).toEqual([25, 50, 75, 90]);
  });

  it('sends nothing while consent is off, and drops what was waiting', () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    track('page_view');
    setAnalyticsConsent(false);
    expect(queuedEvents()).toHaveLength(0);
    for (let i = 0; i < 25; i++) track('x_event');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queuedEvents()).toHaveLength(0);

    setAnalyticsConsent(true);
    track('page_view');
    flush();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
