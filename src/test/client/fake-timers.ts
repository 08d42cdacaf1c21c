import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Moves fake time on and lets React render what the timers did. The callback
 * returns nothing, so `act` runs in its synchronous form (a callback that
 * returns a value gets the asynchronous one, a promise nobody awaits).
 */
export function advanceTimers(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
