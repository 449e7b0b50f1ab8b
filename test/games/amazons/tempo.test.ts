import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { amazons } from '../../../src/games/amazons/index.js';
import { before, readLostGames } from './lost-games.js';

/**
 * The evaluation's tempo term (src/games/amazons/evaluate.ts): without it, a search that ends on
 * the opponent's move (odd depth) rated the open middle game 2-4 squares lower for the side to move
 * than one that ends on its own (docs/amazons.md, "Odd and even depths"), so consecutive moves
 * searched to depths of different parity swung by that much. Positions: issue 24's lost games,
 * plies 13-40, where the fronts are open (ply 10 alone took half the test's time).
 */
const PLIES = [13, 16, 19, 22, 25, 28, 31, 34, 37, 40];
/** Squares the mean gap between depths of different parity may keep (3.8 and 2.3 without the term). */
const GAP = 1.5;
const TIMEOUT_MS = 300_000;

function valueAt(depth: number, state: ReturnType<typeof before>): number {
  return analyse(amazons, state, { depth, nodes: Infinity, timeMs: Infinity }).score.value / 100;
}

describe('Amazons tempo for the side to move', () => {
  it(
    'values the open middle game alike at depths of either parity',
    () => {
      const gaps = readLostGames('lost-games-2.md').flatMap((game) =>
        PLIES.map((ply) => {
          const state = before(game, ply);
          const [d1, d2, d3] = [1, 2, 3].map((depth) => valueAt(depth, state));
          return { below: d2 - d1, above: d2 - d3 };
        }),
      );
      const mean = (pick: (g: { below: number; above: number }) => number) => gaps.reduce((sum, g) => sum + pick(g), 0) / gaps.length;
      expect(Math.abs(mean((g) => g.below))).toBeLessThan(GAP);
      expect(Math.abs(mean((g) => g.above))).toBeLessThan(GAP);
    },
    TIMEOUT_MS,
  );
});
