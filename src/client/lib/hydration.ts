import { useSyncExternalStore } from 'react';

/*
 * A signed-in screen arrives rendered by the server (decision 0046), and the browser's first render must match it:
 * what only the browser knows (its clock's time zone, what this tab stored) is read after hydration, through
 * useSyncExternalStore's server value, which React uses on the server and while it hydrates.
 */

const unchanging = () => () => {};

/** `onDevice()` in the browser; `onServer` on the server and while the browser hydrates what it rendered. */
export function useDeviceValue<T extends string | number | boolean | null>(onDevice: () => T, onServer: T): T {
  return useSyncExternalStore(unchanging, onDevice, () => onServer);
}

/** False on the server and while the browser hydrates a server-rendered screen; true from then on. */
export const useHydrated = (): boolean => useDeviceValue(() => true, false);

/** The hour on the device's clock (0 to 23); null on the server and while hydrating. */
export const useDeviceHour = (): number | null => useDeviceValue(() => new Date().getHours(), null);
