import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../bench/strength-games.js';

describe('a game of the Elo match', () => {
  it('plays a Pylos game to its end against the sparring opponent and scores it for our engine', () => {
    for (const index of [0, 1]) {
      const result = FAMILIES['pylos-standard'].play({ family: 'pylos-standard', opponent: 'sparring', index, timeMs: 5 }, undefined);
      expect([0, 0.5, 1]).toContain(result.points);
      expect(result.plies).toBeGreaterThan(4);
      if (result.points !== 0.5) expect(['top-sphere', 'out-of-spheres']).toContain(result.reason);
    }
  });

  it('needs a built baseline to play one', () => {
    expect(() => FAMILIES.amazons.play({ family: 'amazons', opponent: 'baseline', index: 0, timeMs: 5 }, undefined)).toThrow(/baseline/);
  });
});
