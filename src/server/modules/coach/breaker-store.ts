import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Where the AI circuit breaker keeps its state (decision 0029): in Redis when `REDIS_URL` is set, so a circuit
 * opened by one server process is open for all of them, or in this process's memory. The breaker
 * (circuit-breaker.ts) decides; a store only keeps the state and changes it atomically.
 */
export interface BreakerState {
  /** Provider failures in a row. */
  failures: number;
  /** Until when the circuit is open (ms since the epoch); after it, half-open. Null: closed. */
  openUntil: number | null;
}

export interface BreakerStore {
  /** The state, in one round trip. */
  read(): Promise<BreakerState>;
  /**
   * Counts one failure. At `threshold` failures, or when the circuit was already open or half-open, the circuit
   * opens until `openUntil` and the probe is over. `opened`: this failure opened a closed circuit.
   */
  fail(threshold: number, openUntil: number): Promise<BreakerState & { opened: boolean }>;
  /** A success: no failures, the circuit closed, no probe. */
  reset(): Promise<void>;
  /** Claims the one probe of a half-open circuit for at most `ttlMs` (false: another request holds it). */
  claimProbe(ttlMs: number): Promise<boolean>;
  releaseProbe(): Promise<void>;
}

const CLOSED: BreakerState = { failures: 0, openUntil: null };

/** The state in this process's memory: one process judges the provider alone (the embedded default). */
export function memoryBreakerStore(now: () => number = Date.now): BreakerStore {
  let state = CLOSED;
  let probeUntil = 0;
  return {
    read: async () => state,
    async fail(threshold, openUntil) {
      const failures = state.failures + 1;
      const opens = state.openUntil !== null || failures >= threshold;
      const opened = opens && state.openUntil === null;
      state = { failures, openUntil: opens ? openUntil : null };
      if (opens) probeUntil = 0;
      return { ...state, opened };
    },
    async reset() {
      state = CLOSED;
      probeUntil = 0;
    },
    async claimProbe(ttlMs) {
      if (now() < probeUntil) return false;
      probeUntil = now() + ttlMs;
      return true;
    },
    async releaseProbe() {
      probeUntil = 0;
    },
  };
}

/**
 * A streak is kept this long after its last failure (beyond the cool-down): failures an hour apart are not
 * "in a row", and a key nobody touches goes away.
 */
const KEEP_MS = 3_600_000;

/** One failure, atomically: KEYS[1] the state (a hash), KEYS[2] the probe; ARGV threshold, openUntil, TTL (ms). */
const FAIL_SCRIPT = `
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local was = redis.call('HGET', KEYS[1], 'openUntil')
local openUntil = was
if was or failures >= tonumber(ARGV[1]) then
  openUntil = ARGV[2]
  redis.call('HSET', KEYS[1], 'openUntil', openUntil)
  redis.call('DEL', KEYS[2])
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {failures, openUntil or '', (openUntil and not was) and 1 or 0}
`;

/**
 * The state in Redis under `keyPrefix`, shared by every process on the same Redis and prefix. A closed circuit
 * costs one command per model call (HMGET); only failures, a success after failures and the half-open probe
 * write. While Redis cannot be reached (commands fail at once: the connection has no offline queue), the
 * breaker goes on with this process's own state, and says so once per outage: AI requests never fail because
 * of the breaker's store.
 */
export function redisBreakerStore(redis: Redis, keyPrefix: string, log: FastifyBaseLogger): BreakerStore {
  const stateKey = `${keyPrefix}ai-circuit`;
  const probeKey = `${keyPrefix}ai-circuit:probe`;
  const shared: BreakerStore = {
    async read() {
      const [failures, openUntil] = await redis.hmget(stateKey, 'failures', 'openUntil');
      return { failures: Number(failures ?? 0), openUntil: openUntil ? Number(openUntil) : null };
    },
    async fail(threshold, openUntil) {
      const ttl = Math.max(0, openUntil - Date.now()) + KEEP_MS;
      const reply = (await redis.eval(FAIL_SCRIPT, 2, stateKey, probeKey, threshold, openUntil, ttl)) as [
        number,
        string,
        number,
      ];
      return { failures: Number(reply[0]), openUntil: reply[1] ? Number(reply[1]) : null, opened: reply[2] === 1 };
    },
    async reset() {
      await redis.del(stateKey, probeKey);
    },
    async claimProbe(ttlMs) {
      return (await redis.set(probeKey, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async releaseProbe() {
      await redis.del(probeKey);
    },
  };
  return withLocalFallback(shared, memoryBreakerStore(), log);
}

/** Each call goes to `shared`; when it fails, to `local`, with one warning per outage. */
function withLocalFallback(shared: BreakerStore, local: BreakerStore, log: FastifyBaseLogger): BreakerStore {
  let down = false;
  const run =
    <A extends unknown[], R>(call: (store: BreakerStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await call(shared, ...args);
        if (down) log.info({ event: 'ai_circuit_shared_again' }, 'AI circuit: back in Redis, shared by every process');
        down = false;
        return result;
      } catch (error) {
        if (!down) {
          const err =
            error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
          log.warn(
            { event: 'ai_circuit_local', err },
            'AI circuit: Redis is unreachable, so this process judges the AI provider alone until it is back',
          );
        }
        down = true;
        return call(local, ...args);
      }
    };
  return {
    read: run((store) => store.read()),
    fail: run((store, threshold: number, openUntil: number) => store.fail(threshold, openUntil)),
    reset: run((store) => store.reset()),
    claimProbe: run((store, ttlMs: number) => store.claimProbe(ttlMs)),
    releaseProbe: run((store) => store.releaseProbe()),
  };
}
