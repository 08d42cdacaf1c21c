import { vi } from 'vitest';

/**
 * Test doubles for the browser's geolocation and Permissions APIs (jsdom has neither): a permission
 * state, and positions or failures handed out in order (the last one repeats).
 */
export interface BrowserLocationStub {
  permission?: PermissionState | 'unavailable';
  /** Omit to leave the browser without geolocation support. */
  positions?: Array<{ lat: number; lng: number } | { code: number; message: string }>;
}

const defined: string[] = [];

function define(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  defined.push(name);
}

export function stubBrowserLocation({ permission = 'prompt', positions }: BrowserLocationStub) {
  const query = vi.fn(async () => ({ state: permission }));
  if (permission !== 'unavailable') define('permissions', { query });
  let calls = 0;
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      const next = positions![Math.min(calls++, positions!.length - 1)]!;
      queueMicrotask(() => {
        if ('lat' in next) {
          success({ coords: { latitude: next.lat, longitude: next.lng } } as GeolocationPosition);
        } else {
          failure?.(next as GeolocationPositionError);
        }
      });
    },
  );
  if (positions) define('geolocation', { getCurrentPosition });
  return { query, getCurrentPosition };
}

/** Removes what `stubBrowserLocation` (and any `navigator.language` override) added. */
export function restoreBrowserLocation() {
  while (defined.length) delete (navigator as unknown as Record<string, unknown>)[defined.pop()!];
}

export function stubLanguage(language: string) {
  define('language', language);
}
