import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/engine/engine.js';
import { territory } from '../../../src/games/amazons/evaluate.js';
import { amazonsSearch, type AmazonsState } from '../../../src/games/amazons/rules.js';
import { before, readLostGames } from './lost-games.js';

/**
 * Amazons' pass (SearchGame.nullMove in rules.ts): a depth-3 search of the open middle game cuts
 * the root moves that leave the opponent ahead even when it passes, so it visits about 30% fewer nodes
 * (docs/amazons.md, "Null-move pruning"). Positions: issue 24's lost games, plies 18-36 (ply 12,
 * at a ratio of 0.72-0.91, cost two thirds of the test's time).
 */
const PLIES = [18, 24, 30, 36];
const TIMEOUT_MS = 300_000;

const withPass = createEngine(amazonsSearch);
const withoutPass = createEngine({ ...amazonsSearch, nullMove: undefined });

function nodesToDepth3(engine: typeof withPass, state: AmazonsState): number {
  return engine.search(state, territory, { algorithm: 'iterative', depth: 3, timeMs: Infinity, nodes: Infinity }).stats.nodes;
}

describe('Amazons null-move pruning', () => {
  it(
    'searches the middle game to depth 3 with fewer nodes',
    () => {
      let passing = 0;
      let full = 0;
      for (const game of readLostGames('lost-games-2.md')) {
        for (const ply of PLIES) {
          passing += nodesToDepth3(withPass, before(game, ply));
          full += nodesToDepth3(withoutPass, before(game, ply));
        }
      }
      // 594,411 against 1,170,508 when written.
      expect(passing).toBeLessThan(0.8 * full);
    },
    TIMEOUT_MS,
  );
});
