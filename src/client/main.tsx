import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { User } from '../shared/schemas/auth';
import type { PageData } from '../shared/page-data';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import './styles/app.css';

/**
 * What the server wrote into the page (signed-in screens only; never cached, see sw/service-worker.ts): the
 * signed-in user, and the answers the rendered screen shows (decision 0046).
 */
function fromPage<T>(id: string): T | undefined {
  const data = document.getElementById(id)?.textContent;
  return data ? (JSON.parse(data) as T) : undefined;
}

const user = fromPage<User>('app-user');
const container = document.getElementById('root')!;
/**
 * A server-rendered screen is inert until hydrated (set by the server): what the user typed or clicked before
 * React took over would be lost. Effects run children first, so this one runs once the whole screen is live.
 */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => container.removeAttribute('inert'), []);
  return children;
}

const app = (
  <StrictMode>
    <Live>
      <App user={user} data={fromPage<PageData>('app-data')} />
    </Live>
  </StrictMode>
);
// The server painted the screen (or, when it could not render it, the layout's skeleton); the screen's chunks
// load beside this one. Once the browser has painted the page, React hydrates the screen or replaces the
// skeleton, in a transition so that it yields to the browser while it works (decision 0046).
const painted = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
void Promise.all([user && preloadScreen(window.location.pathname), painted]).then(() => {
  startTransition(() => {
    // A script may have moved to another URL since the server drew the screen (the router would then draw a
    // different one): that screen is drawn afresh instead.
    const here = window.location.pathname + window.location.search;
    if (container.dataset.serverRendered === here) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
registerServiceWorker();
