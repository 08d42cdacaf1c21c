import { prerender } from 'react-dom/static';
import type { User } from '../shared/schemas/auth';
import { App } from './app/app';
import { createRouterAt, preloadAllScreens, preloadScreen } from './app/router';

/** Called once when the server loads this module: every screen's code, loaded ahead of the first request. */
export const warmUp = preloadAllScreens;

/**
 * A signed-in screen's first view as HTML, rendered by the server for the signed-in user (decision 0046): the
 * browser paints the screen itself before any script has run, and the app then hydrates it. What needs data
 * beyond the user shows its loading state, as the browser's first render does, so the two match.
 * Built by `vite build --ssr` into dist/server; the server loads it from there (it never imports client code).
 * Rejects when any part of the screen failed to render: the server then sends the skeleton instead.
 */
export async function renderScreen(url: string, user: User): Promise<string> {
  await preloadScreen(new URL(url, 'http://localhost').pathname);
  let failure: Error | undefined;
  const { prelude } = await prerender(<App user={user} makeRouter={() => createRouterAt(url)} />, {
    onError(error) {
      failure ??= error instanceof Error ? error : new Error('the screen did not render');
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}
