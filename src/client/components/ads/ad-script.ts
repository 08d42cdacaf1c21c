/** The ad network's loader script, loaded on demand and at most once per page (spec 000 §7 "Other"). */
const AD_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';

export function adScriptUrl(clientId: string): string {
  return `${AD_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
}

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

let loading: Promise<void> | null = null;

/**
 * Adds the script (async) the first time it is asked for; every later call gets
 * the same promise, which rejects when the script fails to load (blocked,
 * offline), so every slot on the page falls back to the house ad.
 */
export function loadAdScript(clientId: string): Promise<void> {
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = adScriptUrl(clientId);
    script.crossOrigin = 'anonymous';
    script.dataset.adScript = '';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('The ad script failed to load')), { once: true });
    document.head.appendChild(script);
  });
  return loading;
}

/** Asks the network to fill the slots added since the last call. Throws when the network refuses. */
export function requestAdFill(): void {
  window.adsbygoogle = window.adsbygoogle ?? [];
  window.adsbygoogle.push({});
}

/** Tests only: forget the loaded script, so the next slot loads it again. */
export function resetAdScriptForTests(): void {
  loading = null;
  document.querySelectorAll('script[data-ad-script]').forEach((s) => s.remove());
  delete window.adsbygoogle;
}
