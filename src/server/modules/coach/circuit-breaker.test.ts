import { describe, expect, it } from 'vitest';
import { memoryBreakerStore, type BreakerStore } from './breaker-store';
import { createCircuitBreaker } from './circuit-breaker';

/** A breaker in memory on a clock the test moves. */
function breakerAt(options: { failures: number; cooldownMs: number }) {
  const clock = { now: 0 };
  const now = () => clock.now;
  return { clock, breaker: createCircuitBreaker(options, memoryBreakerStore(now), now) };
}

describe('createCircuitBreaker', () => {
  it('opens after N failures in a row, lets one trial through after the cool-down, closes on success', async () => {
    const { clock, breaker } = breakerAt({ failures: 3, cooldownMs: 1000 });
    await breaker.failure();
    await breaker.success();
    await breaker.failure();
    expect((await breaker.failure()).opened).toBe(false);
    expect(await breaker.allow()).toBe(true);
    expect(await breaker.failure()).toEqual({
      state: 'open',
      consecutiveFailures: 3,
      retryAt: new Date(1000).toISOString(),
      opened: true,
    });
    expect(await breaker.allow()).toBe(false);
    clock.now = 1000;
    expect((await breaker.status()).state).toBe('half-open');
    expect(await breaker.allow()).toBe(true);
    expect(await breaker.allow()).toBe(false);
    await breaker.success();
    expect(await breaker.status()).toEqual({ state: 'closed', consecutiveFailures: 0, retryAt: null });
  });

  it('opens again when the trial fails, and frees the trial when its caller leaves', async () => {
    const { clock, breaker } = breakerAt({ failures: 1, cooldownMs: 100 });
    await breaker.failure();
    clock.now = 100;
    expect(await breaker.allow()).toBe(true);
    await breaker.release();
    expect(await breaker.allow()).toBe(true);
    // Opening again is not news: only a closed circuit "opens".
    expect(await breaker.failure()).toMatchObject({ state: 'open', opened: false });
    expect(await breaker.allow()).toBe(false);
  });

  it('frees a trial that never reports back once its time is up', async () => {
    const clock = { now: 0 };
    const now = () => clock.now;
    const breaker = createCircuitBreaker({ failures: 1, cooldownMs: 100, probeMs: 50 }, memoryBreakerStore(now), now);
    await breaker.failure();
    clock.now = 100;
    expect(await breaker.allow()).toBe(true);
    clock.now = 149;
    expect(await breaker.allow()).toBe(false);
    clock.now = 150;
    expect(await breaker.allow()).toBe(true);
  });

  it('costs one read per model call while closed: a success writes only after failures', async () => {
    const calls: string[] = [];
    const memory = memoryBreakerStore();
    const counted = Object.fromEntries(
      Object.entries(memory).map(([name, call]) => [
        name,
        (...args: never[]) => {
          calls.push(name);
          return (call as (...a: never[]) => Promise<unknown>)(...args);
        },
      ]),
    ) as unknown as BreakerStore;
    const breaker = createCircuitBreaker({ failures: 5, cooldownMs: 1000 }, counted);
    for (let i = 0; i < 3; i++) {
      await breaker.allow();
      await breaker.success();
    }
    expect(calls).toEqual(['read', 'read', 'read']);
    await breaker.allow();
    await breaker.failure();
    await breaker.allow();
    await breaker.success();
    expect(calls.slice(3)).toEqual(['read', 'fail', 'read', 'reset']);
  });
});
