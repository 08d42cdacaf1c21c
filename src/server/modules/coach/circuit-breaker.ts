import { memoryBreakerStore, type BreakerState, type BreakerStore } from './breaker-store';

/**
 * After `failures` provider failures in a row, the model is not called for
 * `cooldownMs`: requests go straight to the offline coach instead of waiting
 * for a timeout each. Then one request tries the model again (half-open); its
 * success closes the circuit, its failure opens it for another cool-down.
 * The state is in a store (breaker-store.ts): Redis, shared by every server
 * process, or this process's memory.
 */

type CircuitState = 'closed' | 'open' | 'half-open';

interface CircuitStatus {
  state: CircuitState;
  /** Provider failures in a row. */
  consecutiveFailures: number;
  /** When an open circuit lets a request try the model again (ISO time), else null. */
  retryAt: string | null;
}

export interface CircuitBreaker {
  /** Whether this request may call the model (false: answer offline at once). */
  allow(): Promise<boolean>;
  success(): Promise<void>;
  /** Counts a provider failure; `opened`: this failure opened the circuit. */
  failure(): Promise<CircuitStatus & { opened: boolean }>;
  /** The request ended without a verdict on the provider (the caller went away). */
  release(): Promise<void>;
  status(): Promise<CircuitStatus>;
}

interface CircuitBreakerOptions {
  failures: number;
  cooldownMs: number;
  /** How long the half-open probe may take before another request may probe (default: the cool-down). */
  probeMs?: number;
}

export function createCircuitBreaker(
  options: CircuitBreakerOptions,
  store: BreakerStore = memoryBreakerStore(),
  now: () => number = Date.now,
): CircuitBreaker {
  // The state this process saw last: a success writes only when it saw failures, so a closed circuit costs
  // one read per model call.
  let seen: BreakerState = { failures: 0, openUntil: null };
  const read = async () => (seen = await store.read());
  const stateOf = ({ openUntil }: BreakerState): CircuitState =>
    openUntil === null ? 'closed' : now() < openUntil ? 'open' : 'half-open';
  const statusOf = (state: BreakerState): CircuitStatus => ({
    state: stateOf(state),
    consecutiveFailures: state.failures,
    retryAt: state.openUntil === null ? null : new Date(state.openUntil).toISOString(),
  });

  return {
    async allow() {
      const current = stateOf(await read());
      if (current === 'closed') return true;
      if (current === 'open') return false;
      return store.claimProbe(options.probeMs ?? options.cooldownMs);
    },
    async success() {
      if (seen.failures === 0 && seen.openUntil === null) return;
      seen = { failures: 0, openUntil: null };
      await store.reset();
    },
    async failure() {
      const { opened, ...state } = await store.fail(options.failures, now() + options.cooldownMs);
      seen = state;
      return { ...statusOf(state), opened };
    },
    async release() {
      if (seen.openUntil !== null) await store.releaseProbe();
    },
    async status() {
      return statusOf(await read());
    },
  };
}
