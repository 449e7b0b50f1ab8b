import { describe, expect, it } from 'vitest';
import { emptySets, positionsWithReserves } from '../../../bench/pylos-positions.js';
import { ALL, SPOTS, SUPPORTS } from '../../../src/games/pylos/geometry.js';

/** Every set of `size` spots that can be the empty ones: no filled spot rests on an empty one. */
function bruteForce(size: number): number {
  let found = 0;
  const choose = (from: number, empty: number, left: number): void => {
    if (left === 0) {
      const filled = ALL & ~empty;
      let legal = true;
      for (let s = 0; s < SPOTS && legal; s++) if ((filled >>> s) & 1 && SUPPORTS[s] & empty) legal = false;
      if (legal) found++;
      return;
    }
    for (let s = from; s < SPOTS; s++) choose(s + 1, empty | (1 << s), left - 1);
  };
  choose(0, 0, size);
  return found;
}

describe('the size of a Pylos endgame table (bench/pylos-table-size.ts)', () => {
  it('counts the sets of empty spots a board can have as a search over all sets of that size does', () => {
    const counts = emptySets(5);
    expect(counts).toEqual([0, 1, 2, 3, 4, 5].map(bruteForce));
    // The top alone; the top and one of h1-i2; the top and two of them, or one and the spot of level 2 only it rests on.
    expect(counts.slice(0, 4)).toEqual([1, 1, 4, 10]);
  });

  it('counts the positions with one sphere left: the top empty, the sphere with the side to move', () => {
    const colourings = 77_558_760; // 29 choose 14: which of the 29 spheres on the board are the holder's 14.
    expect(positionsWithReserves(1, 1)).toBe(2 * colourings);
    expect(positionsWithReserves(0, 1)).toBe(0);
  });
});
