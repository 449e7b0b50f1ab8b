import { describe, expect, it } from 'vitest';
import { describeTally, eloEstimate, eloOf } from '../../bench/elo.js';

describe('the Elo estimate of a match', () => {
  it('is 0 for an even score and antisymmetric', () => {
    expect(eloEstimate({ wins: 10, draws: 4, losses: 10 }).elo).toBe(0);
    const ahead = eloEstimate({ wins: 30, draws: 10, losses: 20 });
    const behind = eloEstimate({ wins: 20, draws: 10, losses: 30 });
    expect(ahead.elo).toBeCloseTo(-behind.elo, 9);
    expect(ahead.low).toBeCloseTo(-behind.high, 9);
  });

  it('follows the logistic curve: 3 points of 4 are 191 Elo, 10 of 11 are 400', () => {
    expect(eloOf(0.75)).toBeCloseTo(190.85, 1);
    expect(eloOf(10 / 11)).toBeCloseTo(400, 6);
  });

  it('has an interval around the estimate that narrows as the games add up', () => {
    const few = eloEstimate({ wins: 12, draws: 4, losses: 8 });
    const many = eloEstimate({ wins: 120, draws: 40, losses: 80 });
    expect(few.elo).toBeCloseTo(many.elo, 9);
    for (const e of [few, many]) expect(e.low < e.elo && e.elo < e.high).toBe(true);
    expect(many.high - many.low).toBeLessThan((few.high - few.low) / 2);
    // About ±35 Elo from 400 even games without draws, as the issue expects of a few hundred.
    const even = eloEstimate({ wins: 200, draws: 0, losses: 200 });
    expect(even.high).toBeGreaterThan(30);
    expect(even.high).toBeLessThan(40);
  });

  it('counts draws as half a point and as less spread than wins and losses', () => {
    const drawn = eloEstimate({ wins: 10, draws: 20, losses: 10 });
    const decisive = eloEstimate({ wins: 20, draws: 0, losses: 20 });
    expect(drawn.score).toBe(0.5);
    expect(drawn.high).toBeLessThan(decisive.high);
  });

  it('still bounds the interval from below when every game was won', () => {
    const sweep = eloEstimate({ wins: 20, draws: 0, losses: 0 });
    expect(sweep.elo).toBe(Infinity);
    expect(sweep.high).toBe(Infinity);
    expect(sweep.low).toBeGreaterThan(200);
    expect(sweep.low).toBeLessThan(eloEstimate({ wins: 200, draws: 0, losses: 0 }).low);
    expect(describeTally({ wins: 20, draws: 0, losses: 0 })).toContain('Elo +inf');
    // Four straight wins once printed an upper end of +6382 (the interval's end rounded below 1).
    for (const wins of [1, 2, 3, 4, 5, 7]) expect(eloEstimate({ wins, draws: 0, losses: 0 }).high).toBe(Infinity);
    for (const losses of [1, 4, 7]) expect(eloEstimate({ wins: 0, draws: 0, losses }).low).toBe(-Infinity);
    expect(describeTally({ wins: 3, draws: 1, losses: 1 })).toMatch(/^\+3 -1 =1: Elo \+147 \(95%: [-+]\d+ \.\. \+(\d+|inf)\)$/);
  });
});
