import { useEffect, useState } from 'react';
import { FullScreenSpinner } from '../components/full-screen-spinner';

const GUARD_KEY = 'datewise:server-page';

/**
 * Public pages are prerendered by the server, not part of this app: reaching
 * one inside the app loads it from the server. A guard stops a reload loop
 * when the server answers with the app again (the Vite dev server does).
 */
function currentTarget(): string {
  return window.location.pathname + window.location.search;
}

/** The same page again within seconds: the server answered with the app, so reloading would loop. */
function isReloadLoop(): boolean {
  const last = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? 'null') as { target: string; at: number } | null;
  sessionStorage.removeItem(GUARD_KEY);
  return last?.target === currentTarget() && Date.now() - last.at < 5000;
}

export function ServerPage() {
  const [looping] = useState(isReloadLoop);
  useEffect(() => {
    if (looping) return;
    sessionStorage.setItem(GUARD_KEY, JSON.stringify({ target: currentTarget(), at: Date.now() }));
    window.location.replace(window.location.href);
  }, [looping]);
  if (!looping) return <FullScreenSpinner />;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">This page is served by the site</h1>
      <p className="mt-3 text-muted-foreground">
        Public pages are prerendered at build time: run <code>npm run build</code> and <code>npm start</code> to see
        them.
      </p>
    </main>
  );
}

/** Called once the app has rendered a screen of its own: the next public page may reload again. */
export function clearServerPageGuard(): void {
  sessionStorage.removeItem(GUARD_KEY);
}
