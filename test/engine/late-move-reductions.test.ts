import { describe, expect, it } from 'vitest';
import { checkProofs, randomTree, treeGame } from './random-tree.js';

const TREES = Array.from({ length: 30 }, (_, i) => randomTree(300 + i, 8, 4, 0.2));

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
    const provenEarly = checkProofs(TREES, (tree) => ({ ...treeGame(tree), reduction }));
    // The reductions were at work, and proofs before the end were checked too.
    expect(reduced).toBeGreaterThan(500);
    expect(provenEarly).toBeGreaterThan(5);
  });
});
