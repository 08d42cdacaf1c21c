/**
 * After `failures` provider failures in a row, the model is not called for
 * `cooldownMs`: requests go straight to the offline coach instead of waiting
 * for a timeout each. Then one request tries the model again (half-open); its
 * success closes the circuit, its failure opens it for another cool-down.
 * In process memory: each server process judges the provider for itself.
 */

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitStatus {
  state: CircuitState;
  /** Provider failures in a row. */
  consecutiveFailures: number;
  /** When an open circuit lets a request try the model again (ISO time), else null. */
  retryAt: string | null;
}

export interface CircuitBreaker {
  /** Whether this request may call the model (false: answer offline at once). */
  allow(): boolean;
  success(): void;
  failure(): void;
  /** The request ended without a verdict on the provider (the caller went away). */
  release(): void;
  status(): CircuitStatus;
}

export function createCircuitBreaker(
  options: { failures: number; cooldownMs: number },
  now: () => number = Date.now,
): CircuitBreaker {
  let consecutive = 0;
  let openedAt: number | null = null;
  let trialInFlight = false;

  const state = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= options.cooldownMs ? 'half-open' : 'open';
  };

  return {
    allow() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    success() {
      consecutive = 0;
      openedAt = null;
      trialInFlight = false;
    },
    failure() {
      consecutive++;
      trialInFlight = false;
      if (openedAt !== null || consecutive >= options.failures) openedAt = now();
    },
    release() {
      trialInFlight = false;
    },
    status() {
      const current = state();
      return {
        state: current,
        consecutiveFailures: consecutive,
        retryAt: openedAt === null ? null : new Date(openedAt + options.cooldownMs).toISOString(),
      };
    },
  };
}
