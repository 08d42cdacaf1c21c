import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Set for each test by the automatic rememberBaseURL fixture (a worker runs one test at a time). */
let currentBaseURL: string | undefined;

/** Tests run against the local-sign-in server unless they ask for the Google one. */
export const test = base.extend<{
  page: Page;
  googleUrl: string;
  paymentLinkUrl: string;
  modelUrl: string;
  rememberBaseURL: void;
}>({
  // The server this test talks to (a describe block may choose another one), for signIn's Origin header.
  rememberBaseURL: [
    async ({ baseURL }, use) => {
      currentBaseURL = baseURL;
      await use();
    },
    { auto: true },
  ],
  // Every page of the test records the notices it shows (see expectNotice).
  context: async ({ context }, use) => {
    await context.addInitScript(recordNotices);
    await use(context);
  },
  // A server-rendered screen the browser could not hydrate as it was (React recovers by drawing it again, and
  // reports the mismatch as an error on the page) fails the test that saw it (decision 0046).
  // Such a screen is painted, and inert, before the app is live: a test acts on a loaded page once it is live, as
  // a person would after the moment it takes on a phone (unless it asked for the earliest moment, `commit`).
  page: async ({ page, javaScriptEnabled }, use) => {
    const mismatches: string[] = [];
    page.on('pageerror', (error) => {
      if (/Minified React error #(418|419|421|422|423|425)\b|[Hh]ydrat/.test(error.message))
        mismatches.push(error.message);
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && options?.waitUntil !== 'commit') await whenLive(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled && options?.waitUntil !== 'commit') await whenLive(page);
      return response;
    };
    await use(page);
    expect(mismatches, 'hydration mismatches on the page').toEqual([]);
  },
  // Playwright fixtures take their dependencies as a destructured first argument; these have none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(process.env.E2E_LOCAL_URL),
  // eslint-disable-next-line no-empty-pattern
  googleUrl: async ({}, use) => use(process.env.E2E_GOOGLE_URL!),
  // eslint-disable-next-line no-empty-pattern
  paymentLinkUrl: async ({}, use) => use(process.env.E2E_PAYMENT_LINK_URL!),
  /** A server whose coach is a (fake) language model: streams, and falls back to the offline coach. */
  // eslint-disable-next-line no-empty-pattern
  modelUrl: async ({}, use) => use(process.env.E2E_MODEL_URL!),
});
export { expect };

declare global {
  interface Window {
    __takeNotice?: (pattern: string) => true | string[];
    __untakenNotices?: () => string[];
  }
}

/**
 * Runs in the page before its own scripts: keeps every status message (toast) the page shows. A toast
 * lives 5 s and the next one replaces it; on a loaded machine the test's polling can miss that window, so
 * tests ask "was it shown?" of this record instead of "is it on screen now?".
 */
function recordNotices() {
  const shown: { text: string; taken: boolean }[] = [];
  const latest = new WeakMap<Element, { text: string; taken: boolean }>();
  const collect = () => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      const text = element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      // An emptied region is ready for its next notice, even one with the same words.
      if (!text) latest.delete(element);
      const last = latest.get(element);
      if (!text || text === last?.text) continue;
      // A notice rendered in steps grows; anything else in the same live region is a new notice.
      if (last && !last.taken && text.startsWith(last.text)) last.text = text;
      else {
        const entry = { text, taken: false };
        latest.set(element, entry);
        shown.push(entry);
      }
    }
  };
  new MutationObserver(collect).observe(document, { subtree: true, childList: true, characterData: true });
  // Each showing satisfies one expectation, so a notice expected twice must have been shown twice.
  window.__takeNotice = (pattern) => {
    const match = shown.find((entry) => !entry.taken && new RegExp(pattern).test(entry.text));
    if (!match) return shown.map((entry) => entry.text);
    match.taken = true;
    return true;
  };
  window.__untakenNotices = () => shown.filter((entry) => !entry.taken).map((entry) => entry.text);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Asserts that the page has shown a notice with this title and, if given, this text after it. */
export async function expectNotice(
  page: Page,
  title: string,
  text?: string | RegExp,
  options: { timeout?: number } = {},
) {
  const textPattern = typeof text === 'string' ? escapeRegExp(text) : (text?.source ?? '');
  const pattern = `${escapeRegExp(title)}[\\s\\S]*${textPattern}`;
  await expect
    .poll(
      // Between two documents (a navigation) there is nothing to ask yet: ask again.
      () => page.evaluate((source) => window.__takeNotice?.(source) ?? [], pattern).catch(() => []),
      { message: `a notice "${title}"${text ? ` saying "${text}"` : ''} (received: the notices shown)`, ...options },
    )
    .toBe(true);
}

/** Asserts that no notice with this title has been shown since the last one an expectation took. */
export async function expectNoNewNotice(page: Page, title: string) {
  const shown = await page.evaluate(() => window.__untakenNotices?.() ?? []);
  expect(shown.filter((text) => text.includes(title))).toEqual([]);
}

/** The signed-out landing page's heading, how tests recognise it. */
export const LANDING_HEADING = /Your AI dating coach/;

let counter = 0;
/** A unique e-mail per test, so parallel tests never share a user. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;
}

/**
 * Signs in through the local form, as a newcomer would. A newcomer lands on
 * onboarding; unless `stayOnOnboarding`, the test goes on from the home screen.
 */
export async function signInWithForm(
  page: Page,
  email: string,
  firstName = 'Ann',
  lastName = 'Lee',
  { stayOnOnboarding = false }: { stayOnOnboarding?: boolean } = {},
) {
  await page.goto('/auth/google');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/onboarding');
  if (new URL(page.url()).pathname === '/onboarding' && !stayOnOnboarding) await page.goto('/');
  else await whenLive(page);
}

/** Until the server-rendered screen, if the page has one, is hydrated (main.tsx removes `inert` then). */
export async function whenLive(page: Page) {
  await page.locator('#root[inert]').waitFor({ state: 'detached' });
}

/**
 * Signs in without the form, for tests about something else: the local sign-in the form posts to, sent as
 * JSON from the page's own request context (which shares the browser's cookies), then opens `landOn` (the
 * home screen unless given; null opens nothing). Saves the form page and one start of the app per test
 * (about a second on a busy machine); the journeys about signing in (sign-in.spec.ts, onboarding, a deleted
 * account signing up again) keep the form.
 */
export async function signIn(
  page: Page,
  email: string,
  firstName = 'Ann',
  lastName = 'Lee',
  { landOn = '/' }: { landOn?: string | null } = {},
) {
  const res = await page.request.post('/auth/dev-login', {
    headers: { origin: new URL(currentBaseURL!).origin },
    data: { email, firstName, lastName },
  });
  expect(res.status(), `signing in ${email}`).toBe(200);
  if (landOn !== null) await page.goto(landOn);
}

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const toastViewport = '[data-slot="toast-viewport"]';

/** Lets finite animations end (not spinners or pulsing skeletons): a fading element is judged on a passing colour. */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

function expectClean(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * An axe scan (WCAG 2.x A and AA, best practices) of the page that must find nothing. Toasts are left out: they
 * fade in and out on their own timers, so one could be judged mid-fade, half transparent; `expectToastAccessible`
 * checks a toast once it is fully shown.
 */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  expectClean(await new AxeBuilder({ page }).withTags(axeTags).exclude(toastViewport).analyze());
}

/** The toasts on screen, scanned once their entrance has ended. */
export async function expectToastAccessible(page: Page) {
  await settleAnimations(page);
  expectClean(await new AxeBuilder({ page }).withTags(axeTags).include(toastViewport).analyze());
}

/** Premium bought the way the subscription screen buys it, without the screen (for tests about what follows). */
export async function subscribeThroughApi(page: Page, baseURL: string) {
  const origin = { origin: baseURL };
  const { subscriptionId } = await (
    await page.request.post('/api/razorpay/subscription', { headers: origin, data: { plan: 'premium' } })
  ).json();
  const paid = await (
    await page.request.post('/sandbox/api/pay', { headers: origin, data: { subscriptionId, outcome: 'success' } })
  ).json();
  expect(
    (await page.request.post('/api/razorpay/verify-subscription', { headers: origin, data: paid.response })).ok(),
  ).toBe(true);
}
