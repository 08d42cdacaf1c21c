import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * userEvent for a test on Vitest's fake timers (call it after `vi.useFakeTimers()`).
 * Each action waits with setTimeout(0), which fake timers only run when advanced:
 * userEvent advances them itself, and Testing Library's async wrapper (which also
 * waits a setTimeout(0) after each action) advances them only when it sees Jest's
 * fake timers, so it is shown Vitest's under Jest's name. Advancing by 0 ms runs
 * only timers already due: a test's own `vi.advanceTimersByTime` still sets the pace.
 */
export function userEventOnFakeTimers(): UserEvent {
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
