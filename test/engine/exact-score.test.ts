import { describe, expect, it } from 'vitest';
import { nextProbe, rankAtLeast, rankAtMost, rankValue } from '../../src/engine/exact-score.js';
import { WIN } from '../../src/core/score.js';

describe('the scale of exact values', () => {
  const horizon = 10;

  it('orders losses, the draw and wins, faster wins highest', () => {
    const values = Array.from({ length: 2 * horizon + 1 }, (_, i) => rankValue(i - horizon, horizon));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(rankValue(horizon, horizon)).toBe(WIN - 1);
    expect(rankValue(1, horizon)).toBe(WIN - horizon);
    expect(rankValue(0, horizon)).toBe(0);
    expect(rankValue(-horizon, horizon)).toBe(-(WIN - 1));
  });

  it('maps every exact value back to its rank, and heuristic values between them', () => {
    for (let r = -horizon; r <= horizon; r++) {
      expect(rankAtMost(rankValue(r, horizon), horizon)).toBe(r);
      expect(rankAtLeast(rankValue(r, horizon), horizon)).toBe(r);
    }
    expect(rankAtMost(37, horizon)).toBe(0);
    expect(rankAtLeast(37, horizon)).toBe(1);
    expect(rankAtMost(-37, horizon)).toBe(-1);
    expect(rankAtLeast(-37, horizon)).toBe(0);
  });

  it('places wins and losses beyond the horizon between the draw and the scale they are later than', () => {
    // A win in horizon + 3 plies: above the draw, below the slowest win the scale holds.
    const lateWin = WIN - (horizon + 3);
    expect(rankAtMost(lateWin, horizon)).toBe(0);
    expect(rankAtLeast(lateWin, horizon)).toBe(1);
    // A loss in horizon + 3 plies: above the slowest loss, below the draw.
    const lateLoss = -(WIN - (horizon + 3));
    expect(rankAtMost(lateLoss, horizon)).toBe(-1);
    expect(rankAtLeast(lateLoss, horizon)).toBe(0);
  });

  it('always probes strictly inside the interval, halving toward the draw', () => {
    for (let low = -horizon; low <= horizon; low++) {
      for (let high = low + 1; high <= horizon; high++) {
        const probe = nextProbe(low, high);
        expect(probe).toBeGreaterThanOrEqual(low);
        expect(probe).toBeLessThan(high);
      }
    }
    // Halving toward the draw: win, draw and loss separate in a few probes.
    expect(nextProbe(-horizon, horizon)).toBe(-5);
    expect(nextProbe(0, horizon)).toBe(5);
  });
});
