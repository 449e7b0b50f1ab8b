import { describe, expect, it } from 'vitest';
import { Clock, RESPONSE_MARGIN_MS, type SearchLimits } from '../../src/engine/limits.js';

function clockAt(timeMs: number, readings: number[]): Clock {
  let i = 0;
  const limits: SearchLimits = { algorithm: 'iterative', depth: 1, timeMs, nodes: Infinity, now: () => readings[Math.min(i++, readings.length - 1)] };
  return new Clock(limits);
}

describe('the search clock', () => {
  it('stops the search RESPONSE_MARGIN_MS before the budget, so the answer is out by then', () => {
    const clock = clockAt(1000, [0, 1000 - RESPONSE_MARGIN_MS - 1, 1000 - RESPONSE_MARGIN_MS]);
    expect(clock.expired()).toBe(false);
    expect(clock.expired()).toBe(true);
    expect(clock.reason).toBe('time');
  });

  it("stops by the caller's margin when it gives one, up to a tenth of the budget", () => {
    const given = (marginMs: number, readings: number[]) => {
      let i = 0;
      return new Clock({ algorithm: 'iterative', depth: 1, timeMs: 1000, nodes: Infinity, marginMs, now: () => readings[i++]! });
    };
    const wide = given(60, [0, 939, 940]);
    expect(wide.expired()).toBe(false);
    expect(wide.expired()).toBe(true);
    const capped = given(400, [0, 899, 900]);
    expect(capped.expired()).toBe(false);
    expect(capped.expired()).toBe(true);
  });

  it('counts from the request\'s start when it is given, not from its own making', () => {
    let now = 500;
    const clock = new Clock({ algorithm: 'iterative', depth: 1, timeMs: 1000, nodes: Infinity, startedAt: 0, now: () => now });
    expect(clock.elapsed()).toBe(500);
    now = 1000 - RESPONSE_MARGIN_MS;
    expect(clock.expired()).toBe(true);
  });

  it('keeps at most a tenth of a short budget', () => {
    const clock = clockAt(50, [0, 44, 45]);
    expect(clock.expired()).toBe(false);
    expect(clock.expired()).toBe(true);
  });

  it('is read more often when nodes are slow and less often when they are fast', () => {
    let t = 0;
    let step = 5;
    const clock = new Clock({ algorithm: 'iterative', depth: 1, timeMs: Infinity, nodes: Infinity, now: () => (t += step) });
    for (let i = 0; i < 20; i++) clock.expired();
    expect(clock.interval).toBe(1);
    step = 0.001;
    const intervals = Array.from({ length: 20 }, () => (clock.expired(), clock.interval));
    expect(intervals[1]).toBeGreaterThan(intervals[0]);
    expect(intervals[19]).toBe(intervals[18]);
  });

  it('stops at once when the caller cancels', () => {
    const cancel = new Int32Array(1);
    const clock = new Clock({ algorithm: 'iterative', depth: 1, timeMs: Infinity, nodes: Infinity, cancel });
    expect(clock.expired()).toBe(false);
    Atomics.store(cancel, 0, 1);
    expect(clock.expired()).toBe(true);
    expect(clock.reason).toBe('cancelled');
  });
});
