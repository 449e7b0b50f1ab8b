import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/engine.js';
import type { Algorithm } from '../../src/engine/limits.js';
import { bestMoves, minimax, randomTree, treeEvaluation, treeGame } from './random-tree.js';

const TREES = Array.from({ length: 30 }, (_, i) => randomTree(100 + i, 6, 4));

const limits = (algorithm: Algorithm, depth: number) => ({ algorithm, depth, timeMs: 60_000, nodes: 10_000_000 });

/** Negamax turns a draw's 0 into -0, which toBe tells apart from 0. */
const value = (x: number) => (x === 0 ? 0 : x);

describe('the searches on random trees', () => {
  it('score every depth as plain minimax does, and play a best move', () => {
    for (const tree of TREES) {
      const engine = createEngine(treeGame(tree));
      for (let depth = 1; depth <= tree.height + 1; depth++) {
        for (const algorithm of ['iterative', 'alphabeta', 'minimax'] as const) {
          const result = engine.search([tree.root], treeEvaluation, limits(algorithm, depth));
          expect(value(result.score)).toBe(value(minimax(tree.root, depth)));
          expect(bestMoves(tree.root, depth)).toContain(result.move);
        }
      }
    }
  });

  it('find the same score and move with a transposition table of one entry, of a few, or of many', () => {
    // Where several moves are best, which one comes first depends on the ordering, which the table
    // feeds; the move is then only required to be one of them (checked above).
    let unique = 0;
    for (const tree of TREES) {
      const engines = [0, 4, 8, 16].map((ttBits) => createEngine(treeGame(tree), { ttBits }));
      for (let depth = 1; depth <= tree.height + 1; depth++) {
        const [first, ...others] = engines.map((engine) => engine.search([tree.root], treeEvaluation, limits('iterative', depth)));
        for (const result of others) {
          expect(value(result.score)).toBe(value(first.score));
          expect(result.stats.depth).toBe(first.stats.depth);
        }
        if (bestMoves(tree.root, depth).length > 1) continue;
        unique++;
        for (const result of others) expect(result.move).toBe(first.move);
      }
    }
    expect(unique).toBeGreaterThan(100);
  });
});
