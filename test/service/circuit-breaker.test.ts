import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../src/service/circuit-breaker.js';

describe('the circuit breaker', () => {
  it('opens after the threshold of failures in a row, tries again after the cool-down, and closes on success', () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 1000, () => now);
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.allows).toBe(true);
    breaker.failed();
    expect(breaker.open).toBe(true);
    now = 999;
    expect(breaker.allows).toBe(false);
    now = 1000;
    expect(breaker.allows).toBe(true);
    // The trial fails: open for another cool-down.
    breaker.failed();
    expect(breaker.allows).toBe(false);
    now = 2000;
    breaker.succeeded();
    expect(breaker.open).toBe(false);
    breaker.failed();
    expect(breaker.allows).toBe(true);
  });
});
