import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { User } from '../../shared/schemas/auth';
import { userQueryOptions } from '../../client/lib/auth';
import { DRAFT_PREFIX } from '../../client/lib/session-draft';
import type { ClientConfig } from '../../client/lib/client-config';

/** A user whose location has never been detected. */
export const noStoredLocation: User['location'] = {
  country: null,
  countryCode: null,
  city: null,
  confidence: null,
  method: null,
  hasCoordinates: false,
  updatedAt: null,
};

/** A signed-in free user with nothing used today. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'sam@example.com',
    profileImageUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    isSubscribed: false,
    subscriptionEndDate: null,
    credits: 0,
    dailyUsage: 0,
    dailyLimit: 3,
    dailyTipsUsed: 0,
    dailyTipLimit: 5,
    actualCountry: null,
    hasCompletedOnboarding: true,
    hasUsedAI: false,
    shareUsageData: true,
    location: noStoredLocation,
    ...overrides,
  };
}

function dropAllDrafts() {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
}

/**
 * Renders a screen as the app does: a query client holding the user, inside a router. The tools' drafts (session
 * storage) start empty unless `keepDrafts` says the screen is coming back to them.
 */
export function renderScreen(
  ui: ReactElement,
  { user = testUser(), keepDrafts = false }: { user?: User | null; keepDrafts?: boolean } = {},
) {
  if (!keepDrafts) dropAllDrafts();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(userQueryOptions.queryKey, user);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

type Handler = (
  body: unknown,
  init: RequestInit,
) => { status?: number; json?: unknown } | Promise<{ status?: number; json?: unknown }>;

/** The address a fetch call asked for, whichever form it was given in. */
export function requestUrl(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/**
 * Stubs `fetch` with one handler per "METHOD /path"; unknown calls fail the test.
 * Returns the spy, whose calls hold each request.
 */
export function stubApi(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const key = `${init.method ?? 'GET'} ${new URL(requestUrl(input), 'http://localhost').pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status = 200, json } = await handler(body, init);
    return new Response(json === undefined ? null : JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The JSON bodies sent to one endpoint, in order. */
export function sentBodies(spy: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return spy.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && requestUrl(input).endsWith(path))
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** The client config of a copy with no payment keys (the sandbox). */
export const sandboxPayments: ClientConfig['payments'] = { mode: 'sandbox', checkoutScriptUrl: '/sandbox/checkout.js' };
