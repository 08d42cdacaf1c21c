import type { AnalyticsEvent } from '../../shared/schemas/events';

/**
 * Client analytics (spec 001 §7, 000 §7): events are queued and sent in
 * batches to POST /api/events when the page is hidden (and whenever 20 are
 * waiting). Plain DOM code: it runs on the prerendered public pages, where
 * there is no React.
 */
type Props = NonNullable<AnalyticsEvent['props']>;

const ENDPOINT = '/api/events';
const BATCH = 20;
const SCROLL_MARKS = [25, 50, 75, 90];
const MAX_ERRORS = 5;

let queue: AnalyticsEvent[] = [];
/** Off when the signed-in user has turned "Share Usage Data" off: nothing is queued or sent. */
let consented = true;

/**
 * Whether events may be recorded. Turning it off also drops what is waiting,
 * so nothing recorded before the choice was known leaves the browser.
 */
export function setAnalyticsConsent(allowed: boolean): void {
  consented = allowed;
  if (!allowed) queue = [];
}

export function track(name: string, props: Props = {}): void {
  if (!consented) return;
  queue.push({ name, props, path: location.pathname.slice(0, 300), ts: Date.now() });
  if (queue.length >= BATCH) flush();
}

/** Sends what is queued; `keepalive` lets the request outlive a closing page. */
export function flush(): void {
  while (queue.length > 0) {
    const events = queue.splice(0, 50);
    void fetch(ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events }),
    }).catch(() => {
      // Analytics never gets in the user's way: a lost batch is lost.
    });
  }
}

const text = (value: string | undefined, max = 200) => (value ?? '').slice(0, max);

function trackScrollDepth(): void {
  const sent = new Set<number>();
  let waiting = false;
  const measure = () => {
    waiting = false;
    const doc = document.documentElement;
    const scrollable = doc.scrollHeight - window.innerHeight;
    const percent = scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100;
    for (const mark of SCROLL_MARKS) {
      if (percent >= mark && !sent.has(mark)) {
        sent.add(mark);
        track('scroll_depth', { percent: mark });
      }
    }
  };
  // At most one measurement a second (spec: throttled to 1 s).
  window.addEventListener(
    'scroll',
    () => {
      if (waiting) return;
      waiting = true;
      window.setTimeout(measure, 1000);
    },
    { passive: true },
  );
}

let started = false;

export function startAnalytics(): void {
  if (started) return;
  started = true;
  if (!sessionStorage.getItem('datewise:session')) {
    sessionStorage.setItem('datewise:session', String(Date.now()));
    track('session_start', {
      referrer: text(document.referrer, 300),
      landing_page: text(location.pathname, 300),
      user_agent: text(navigator.userAgent, 300),
      screen_resolution: `${screen.width}x${screen.height}`,
      timestamp: new Date().toISOString(),
    });
  }
  track('page_view', { title: text(document.title) });
  for (const element of document.querySelectorAll<HTMLElement>('[data-content-view]')) {
    const [type, name] = (element.dataset.contentView ?? '').split(':');
    track('content_view', { type: text(type, 60), name: text(name, 100) });
  }

  let visibleSince = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      track('page_blur', { time_on_page_ms: Date.now() - visibleSince });
      flush();
    } else {
      visibleSince = Date.now();
      track('page_focus');
    }
  });
  window.addEventListener('pagehide', flush);

  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('[data-cta]');
    if (!target) return;
    track('cta_click', {
      location: text(target.dataset.cta, 60),
      page: location.pathname,
      cta_text: text(target.textContent?.trim(), 100),
    });
  });

  document.addEventListener('datewise:track', (event) => {
    const { name, props } = (event as CustomEvent<{ name: string; props?: Props }>).detail;
    track(name, props);
  });

  let errors = 0;
  const reportError = (message: string, source?: string) => {
    if (++errors > MAX_ERRORS) return;
    track('api_error', { message: text(message, 300), source: text(source, 200) });
  };
  window.addEventListener('error', (event) => reportError(event.message, `${event.filename}:${event.lineno}`));
  window.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason instanceof Error ? event.reason.message : String(event.reason), 'unhandledrejection'),
  );

  trackScrollDepth();
}

/** For tests: what is waiting to be sent. */
export function queuedEvents(): readonly AnalyticsEvent[] {
  return queue;
}

export function resetAnalyticsForTests(): void {
  queue = [];
  consented = true;
}
