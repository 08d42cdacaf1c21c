import type { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import type { FetchPageData, PageData } from '../shared/page-data';
import type { User } from '../shared/schemas/auth';
import { App } from './app/app';
import { preloadAllScreens } from './app/router';
import { createQueryClient } from './lib/query-client';

/** Called once when the server loads this module: every screen's code, loaded ahead of the first request. */
export const warmUp = preloadAllScreens;

/**
 * A signed-in screen's first view as HTML, rendered by the server for the signed-in user (decision 0046): the
 * browser paints the screen itself before any script has run, and the app then hydrates it.
 * The screen's queries: a first render finds the ones it asks for (plain GETs of an API path, enabled), the server
 * answers them, and the second render shows their data. The page carries the same answers (`data`), so the
 * browser's first render matches. A query the server could not answer shows its loading state, as before.
 * Built by `vite build --ssr` into dist/server; the server loads it from there (it never imports client code).
 * Rejects when any part of the screen failed to render: the server then sends the skeleton instead.
 */
export async function renderScreen(
  url: string,
  user: User,
  fetchData: FetchPageData = async () => ({}),
): Promise<{ html: string; data: PageData }> {
  // Every screen's code, the admin dashboard's included (loaded once; at once after warmUp): nothing suspends.
  await preloadAllScreens();
  const queryClient = createQueryClient();
  const first = await renderApp(url, user, {}, queryClient);
  const wanted = askedFor(queryClient);
  if (wanted.length === 0) return { html: first, data: {} };
  const data = await fetchData(wanted);
  if (Object.keys(data).length === 0) return { html: first, data };
  return { html: await renderApp(url, user, data, createQueryClient()), data };
}

async function renderApp(url: string, user: User, data: PageData, queryClient: QueryClient): Promise<string> {
  let failure: Error | undefined;
  const { prelude } = await prerender(
    <App
      user={user}
      data={data}
      queryClient={queryClient}
      Router={({ children }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>}
    />,
    {
      // Never outline a large part to be put in place by an inline script (see below): the page is sent whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error instanceof Error ? error : new Error('the screen did not render');
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  // A part written apart from the rest (one that was still loading) comes with an inline script to put it in place,
  // which the content security policy refuses: the page would keep its fallback, and hydration would fail on it.
  if (html.includes('<!--$?-->')) throw new Error('a part of the screen was still loading when it was rendered');
  return html;
}

/** The API paths of the queries the render asked for and has no data for: enabled, and marked `answeredInPage`
 * (their data is the GET answer of their path; another query's may be shaped by the client, or paged). */
function askedFor(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const [path] = query.queryKey;
      const { enabled } = query.options as { enabled?: unknown };
      const isEnabled =
        (typeof enabled === 'function' ? (enabled as (q: unknown) => unknown)(query) : enabled) !== false;
      return (
        query.meta?.answeredInPage === true && typeof path === 'string' && query.state.data === undefined && isEnabled
      );
    })
    .map((query) => query.queryKey[0] as string);
}
