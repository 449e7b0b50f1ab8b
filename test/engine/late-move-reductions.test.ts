import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/engine.js';
import { EVAL_LIMIT } from '../../src/engine/score.js';
import { minimax, randomTree, treeEvaluation, treeGame } from './random-tree.js';

const TREES = Array.from({ length: 30 }, (_, i) => randomTree(300 + i, 8, 4, 0.2));

const limits = (depth: number) => ({ algorithm: 'iterative' as const, depth, timeMs: 60_000, nodes: 10_000_000 });

/** Negamax turns a draw's 0 into -0, which toBe tells apart from 0. */
const value = (x: number) => (x === 0 ? 0 : x);

/** Moves after the first with a low hint one ply shallower, from the third on three plies; counts them. */
let reduced = 0;
function reduction(depth: number, index: number, hint: number): number {
  const r = hint < 800 && depth >= 2 ? (index >= 2 ? 3 : 1) : 0;
  if (r > 0) reduced++;
  return r;
}

describe('late-move reductions', () => {
  it('never change a proven score, and leave the search to the end exact', () => {
    reduced = 0;
    let provenEarly = 0;
    for (const tree of TREES) {
      const exact = value(minimax(tree.root, tree.height));
      const engine = createEngine({ ...treeGame(tree), reduction });
      for (let depth = 1; depth <= tree.height + 1; depth++) {
        const result = engine.search([tree.root], treeEvaluation, limits(depth));
        if (Math.abs(result.score) > EVAL_LIMIT || depth > tree.height) {
          expect(value(result.score)).toBe(exact);
          if (depth <= tree.height) provenEarly++;
        }
        if (depth > tree.height) expect(result.proven).toBe(true);
      }
    }
    // The reductions were at work, and proofs before the end were checked too.
    expect(reduced).toBeGreaterThan(500);
    expect(provenEarly).toBeGreaterThan(5);
  });
});
