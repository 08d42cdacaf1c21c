/**
 * Registers the service worker (dist/client/sw.js, decision 0035) once the page has loaded, so installing it
 * never competes with the first paint. Only in a build: the development server has no sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // An old browser or a private window may refuse; the site works the same without it.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
