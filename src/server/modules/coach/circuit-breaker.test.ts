import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';

describe('createCircuitBreaker', () => {
  it('opens after the failures in a row, lets one trial through after the cool-down, and closes on success', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ failures: 3, cooldownMs: 1000 }, () => now);
    breaker.failure();
    breaker.success();
    breaker.failure();
    breaker.failure();
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.status()).toEqual({ state: 'open', consecutiveFailures: 3, retryAt: new Date(1000).toISOString() });
    expect(breaker.allow()).toBe(false);
    now = 1000;
    expect(breaker.status().state).toBe('half-open');
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.success();
    expect(breaker.status()).toEqual({ state: 'closed', consecutiveFailures: 0, retryAt: null });
  });

  it('opens again when the trial fails, and frees the trial when its caller leaves', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ failures: 1, cooldownMs: 100 }, () => now);
    breaker.failure();
    now = 100;
    expect(breaker.allow()).toBe(true);
    breaker.release();
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.status().state).toBe('open');
    expect(breaker.allow()).toBe(false);
  });
});
