import { describe, expect, it } from 'vitest';
import { pylosLostOpenings } from '../../bench/lost-games.js';
import { FAMILIES } from '../../bench/strength-games.js';
import { pylos } from '../../src/games/pylos/index.js';
import { replay } from '../../src/games/replay.js';

describe('a game of the Elo match', () => {
  it('plays a Pylos game to its end against the sparring opponent and scores it for our engine', () => {
    for (const index of [0, 1]) {
      const result = FAMILIES['pylos-standard'].play({ family: 'pylos-standard', opponent: 'sparring', index, timeMs: 5 }, undefined);
      expect([0, 0.5, 1]).toContain(result.points);
      expect(result.plies).toBeGreaterThan(4);
      if (result.points !== 0.5) expect(['top-sphere', 'out-of-spheres']).toContain(result.reason);
      // The recorded moves replay to the same end, for the engine's colour (index 1: second).
      const replayed = replay(pylos, { rules: 'standard', moves: result.moves });
      if (!replayed.valid) throw new Error(replayed.reason);
      expect(result.moves).toHaveLength(result.plies);
      const status = pylos.status(replayed.state);
      expect(status.over).toBe(result.reason !== 'too long');
      if (result.points !== 0.5) expect(status.winner === pylos.info.colours[index]).toBe(result.points === 1);
    }
  });

  it('starts from a lost game\'s opening when asked, games 2k and 2k + 1 from the k-th', () => {
    const family = FAMILIES['pylos-standard'];
    const openings = pylosLostOpenings(4);
    expect(family.lostOpenings).toBe(openings.length);
    expect(family.opening(3, true)).toEqual(openings[1]);
    // The seeded openings are others: game 3's is not the lost one.
    expect(family.opening(3, false)).not.toEqual(openings[1]);
    const result = family.play({ family: 'pylos-standard', opponent: 'sparring', index: 3, timeMs: 5, lost: true }, undefined);
    expect(result.moves!.slice(0, 4)).toEqual(openings[1]);
    expect(result.engineFirst).toBe(false);
    expect(FAMILIES.amazons.lostOpenings).toBe(0);
  });

  it('needs a built baseline to play one', () => {
    expect(() => FAMILIES.amazons.play({ family: 'amazons', opponent: 'baseline', index: 0, timeMs: 5 }, undefined)).toThrow(/baseline/);
  });
});
