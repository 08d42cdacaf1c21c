import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Tests run against the local-sign-in server unless they ask for the Google one. */
export const test = base.extend<{ googleUrl: string; paymentLinkUrl: string }>({
  // Playwright fixtures take their dependencies as a destructured first argument; these have none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(process.env.E2E_LOCAL_URL),
  // eslint-disable-next-line no-empty-pattern
  googleUrl: async ({}, use) => use(process.env.E2E_GOOGLE_URL!),
  // eslint-disable-next-line no-empty-pattern
  paymentLinkUrl: async ({}, use) => use(process.env.E2E_PAYMENT_LINK_URL!),
});
export { expect };

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
}

/** An axe scan (WCAG 2.x A and AA, best practices) that must find nothing. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
