import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { HttpError } from './errors';

/**
 * Where @fastify/rate-limit keeps its counts (decision 0022): in Redis when `REDIS_URL` is set, so every server
 * process counts against the same limits, or in this process's memory. Fixed windows: the first hit of a key
 * starts its window. Routes of one `groupId` share one count (the plugin's own stores keep one per route).
 *
 * When Redis cannot be reached the store fails the count; each route then chooses (`skipOnError`): the site's
 * reads go on unlimited, AI and payments answer 503 rather than run without a limit.
 */

type Store = FastifyRateLimitStore;
type Counted = Parameters<Store['incr']>[1];
/** What the plugin really hands `child` (its types say route options): the route's merged limit settings. */
type ChildOptions = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };

const rateLimitUnavailable = (cause?: unknown) =>
  new HttpError(
    503,
    'Datewise cannot check its usage limits right now, so this is paused for safety. Nothing was charged; please try again in a minute.',
    'RATE_LIMIT_UNAVAILABLE',
    { cause },
  );

/** One count per group, else per route: the key the plugin hands over is the caller's (address or user). */
function scopeOf(routeOptions: Parameters<Store['child']>[0]): string {
  const { groupId, routeInfo } = routeOptions as unknown as ChildOptions;
  if (groupId) return `group:${groupId}:`;
  const { method, url } = routeInfo ?? {};
  return `route:${[method].flat().join(',')}:${url ?? ''}:`;
}

/** How long a Redis command may take; Redis answers in well under a millisecond on a healthy network. */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** Counts one hit in a fixed window that the key's first hit starts: the count and the window's milliseconds left. */
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/** Spends ARGV[2] from a budget of ARGV[3] in a fixed window of ARGV[1] ms, only when it fits: {total, ttl, allowed}. */
const SPEND_IN_WINDOW = `
local total = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = tonumber(ARGV[2])
local allowed = 0
if total + amount <= tonumber(ARGV[3]) then
  total = redis.call('INCRBY', KEYS[1], amount)
  allowed = 1
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
elseif ttl < 0 then
  ttl = tonumber(ARGV[1])
end
return { total, ttl, allowed }`;

/** The outcome of spending from a budget: whether it fit, and when the window ends. */
export interface Spent {
  allowed: boolean;
  /** What the window has spent, this spending included when it was allowed. */
  total: number;
  ttlMs: number;
}

/**
 * A sum-based limit beside the plugin's counts: `amount` is spent from `key`'s budget of `cap` a window only when it
 * fits (a refused spending is not counted). The screenshot reader budgets megapixels per address this way (issue 28).
 */
export type SpendFromBudget = (key: string, amount: number, cap: number, windowMs: number) => Promise<Spent>;

export interface RateLimitBackend {
  kind: 'memory' | 'redis';
  spend: SpendFromBudget;
  /** A store class for the plugin's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Whether counts can be kept right now (memory: always). */
  reachable(): Promise<boolean>;
  /** The Redis connection and key prefix, for other state every process shares (the AI circuit); null in memory. */
  redis: { client: Redis; keyPrefix: string } | null;
  close(): Promise<void>;
}

/** Counts in this process's memory: right for one process, and the embedded default. */
export function memoryBackend(): RateLimitBackend {
  const windows = new Map<string, { count: number; endsAt: number }>();
  class MemoryStore implements Store {
    constructor(
      _params?: unknown,
      private readonly scope = '',
    ) {}
    incr(key: string, done: Counted, timeWindowMs: number) {
      const now = Date.now();
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
      let window = windows.get(this.scope + key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + timeWindowMs };
        windows.set(this.scope + key, window);
      }
      window.count += 1;
      done(null, { current: window.count, ttl: window.endsAt - now });
    }
    child(routeOptions: Parameters<Store['child']>[0]) {
      return new MemoryStore(undefined, scopeOf(routeOptions));
    }
  }
  const spend: SpendFromBudget = async (key, amount, cap, windowMs) => {
    const now = Date.now();
    let window = windows.get(`spend:${key}`);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      windows.set(`spend:${key}`, window);
    }
    const allowed = window.count + amount <= cap;
    if (allowed) window.count += amount;
    return { allowed, total: window.count, ttlMs: window.endsAt - now };
  };
  return { kind: 'memory', Store: MemoryStore, spend, reachable: async () => true, redis: null, close: async () => {} };
}

/**
 * Counts in Redis, shared by every process that uses the same URL and key prefix. Commands fail at once while
 * the connection is down (no offline queue): a limit must not wait for Redis to come back.
 */
export async function redisBackend(url: string, keyPrefix: string, log: FastifyBaseLogger): Promise<RateLimitBackend> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    // A Redis that is connected but does not answer (paused, swapping, a half-open connection) counts as down:
    // without this, every limited route would wait for it until the request's own timeout.
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  let warned = false;
  redis.on('error', (err: Error) => {
    // ioredis reports every failed reconnect: say it once per outage.
    if (!warned) log.error({ err: { name: err.name, message: err.message } }, 'Redis is unreachable');
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) log.info('Redis is reachable again');
    warned = false;
  });
  try {
    await redis.connect();
  } catch {
    log.error(
      { redis: new URL(url).host },
      'Redis is unreachable at start-up: the site goes on without limits; AI and payments answer 503 until it is back',
    );
  }

  // One script per count, sent by its hash (EVALSHA): a count is one small command on the metered path, where a
  // MULTI of three commands cost several times the client's and the server's work.
  redis.defineCommand('countInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW });
  const countInWindow = (key: string, windowMs: number) =>
    (redis as Redis & { countInWindow(k: string, ms: number): Promise<[number, number]> }).countInWindow(key, windowMs);

  redis.defineCommand('spendInWindow', { numberOfKeys: 1, lua: SPEND_IN_WINDOW });
  const spend: SpendFromBudget = async (key, amount, cap, windowMs) => {
    const run = redis as Redis & {
      spendInWindow(k: string, ms: number, amount: number, cap: number): Promise<[number, number, number]>;
    };
    try {
      const [total, ttl, allowed] = await run.spendInWindow(`${keyPrefix}spend:${key}`, windowMs, amount, cap);
      return { allowed: allowed === 1, total, ttlMs: Math.max(0, ttl) };
    } catch (error) {
      throw rateLimitUnavailable({ store: 'redis', error: (error as Error).name });
    }
  };

  class RedisStore implements Store {
    constructor(
      _params?: unknown,
      private readonly scope = '',
    ) {}
    incr(key: string, done: Counted, timeWindowMs: number) {
      countInWindow(`${keyPrefix}rl:${this.scope}${key}`, timeWindowMs).then(
        ([current, ttl]) => done(null, { current, ttl: Math.max(0, ttl) }),
        (error: Error) => done(rateLimitUnavailable({ store: 'redis', error: error.name })),
      );
    }
    child(routeOptions: Parameters<Store['child']>[0]) {
      return new RedisStore(undefined, scopeOf(routeOptions));
    }
  }

  return {
    kind: 'redis',
    Store: RedisStore,
    spend,
    redis: { client: redis, keyPrefix },
    reachable: async () => {
      if (redis.status !== 'ready') return false;
      return redis.ping().then(
        () => true,
        () => false,
      );
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
