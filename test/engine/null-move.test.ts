import { describe, expect, it } from 'vitest';
import { checkProofs, passInTree, randomTree, treeGame, type TreeNode } from './random-tree.js';

/** Enough trees that a pass allowed in the exact solve gets some root's value wrong (30 did not). */
const TREES = Array.from({ length: 300 }, (_, i) => randomTree(500 + i, 8, 4, 0.2));

let passes = 0;
function pass(path: TreeNode[]): void {
  passes++;
  passInTree(path);
}

describe('null-move pruning', () => {
  it('never changes a proven score, and leaves the search to the end exact', () => {
    passes = 0;
    const provenEarly = checkProofs(TREES, (tree) => ({ ...treeGame(tree), nullMove: { reduction: 2, pass } }));
    // Passes were tried (each one twice: there and back), and proofs before the end were checked too.
    expect(passes).toBeGreaterThan(1000);
    expect(provenEarly).toBeGreaterThan(5);
  });
});
