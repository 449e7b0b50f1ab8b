import { describe, expect, it } from 'vitest';
import { Outcome } from '../../../src/core/outcome.js';
import type { Evaluation, SearchGame } from '../../../src/engine/game.js';
import { createEngine } from '../../../src/engine/engine.js';

/**
 * The course's statistics (seed 004, section 2.5.1 item 5(c)) on a tree small enough to work out
 * by hand, shaped like the seed's example. Depth limit 3; a leaf at depth 3 is evaluated by the
 * heuristic, the other leaves are terminal. Values are from the root player's (MAX's) view.
 *
 *   A ── B ── G ── D (5), E (3)
 *   │    └── F: terminal, MAX has won
 *   ├── C ── K: terminal, a draw
 *   │    ├── J ── H (7), I (2)
 *   │    └── L: terminal, MAX has won
 *   ├── M: terminal, a draw
 *   └── N: terminal, a draw
 */
interface TreeNode {
  name: string;
  children?: TreeNode[];
  /** Heuristic value for MAX, at the depth limit. */
  value?: number;
  /** Terminal result for MAX. */
  result?: 'max-won' | 'draw';
}

const leaf = (name: string, value: number): TreeNode => ({ name, value });
const end = (name: string, result: TreeNode['result']): TreeNode => ({ name, result });

const TREE: TreeNode = {
  name: 'A',
  children: [
    { name: 'B', children: [{ name: 'G', children: [leaf('D', 5), leaf('E', 3)] }, end('F', 'max-won')] },
    {
      name: 'C',
      children: [end('K', 'draw'), { name: 'J', children: [leaf('H', 7), leaf('I', 2)] }, end('L', 'max-won')],
    },
    end('M', 'draw'),
    end('N', 'draw'),
  ],
};

/** The tree as a game: the state is the path from the root; MAX moves at even plies. */
const treeGame: SearchGame<TreeNode[]> = {
  maxMoves: 4,
  cyclic: false,
  ttBits: 4,
  generateMoves(path, buf) {
    const children = path[path.length - 1].children ?? [];
    children.forEach((_, i) => (buf[i] = i));
    return children.length;
  },
  makeMove: (path, move) => void path.push(path[path.length - 1].children![move]),
  unmakeMove: (path) => void path.pop(),
  outcome(path) {
    const node = path[path.length - 1];
    if (node.result === 'draw') return Outcome.Draw;
    if (node.result === 'max-won') return treeGame.sideToMove(path) === 0 ? Outcome.Win : Outcome.Loss;
    return Outcome.Ongoing;
  },
  sideToMove: (path) => ((path.length - 1) % 2) as 0 | 1,
  hashLo: (path) => path.map((n) => n.name.charCodeAt(0)).reduce((h, c) => (h * 31 + c) | 0, 7),
  hashHi: (path) => path.length,
  pliesLeftBound: (path) => 3 - (path.length - 1),
  orderHint: () => 0,
};

function run(algorithm: 'minimax' | 'alphabeta') {
  const evaluated: string[] = [];
  const evaluation: Evaluation<TreeNode[]> = {
    evaluate(path) {
      const node = path[path.length - 1];
      evaluated.push(node.name);
      return treeGame.sideToMove(path) === 0 ? node.value! : -node.value!;
    },
  };
  const result = createEngine(treeGame).search([TREE], evaluation, { algorithm, depth: 3, timeMs: 60_000, nodes: 1000 });
  return { result, evaluated, move: TREE.children![result.move].name };
}

describe('search statistics on a hand-built tree', () => {
  it('minimax: every leaf searched', () => {
    const { result, evaluated, move } = run('minimax');
    // G = max(5, 3) = 5; B = min(G, F won) = 5; C = min(K draw, J = 7, L won) = 0: A plays B for 5.
    expect(move).toBe('B');
    expect(result.score).toBe(5);
    expect(evaluated).toEqual(['D', 'E', 'H', 'I']);
    expect(result.stats.evaluations).toBe(4);
    expect(result.stats.evaluationsPerDepth).toEqual([0, 0, 0, 4]);
    // AD: the heuristic runs only at the depth limit, so (3 + 3 + 3 + 3) / 4.
    expect(result.stats.averageDepth).toBe(3);
    // ARD: G = (3 + 3) / 2 = 3; B = (G 3 + F 2) / 2 = 2.5; J = 3; C = (K 2 + J 3 + L 2) / 3 = 7/3;
    // A = (2.5 + 7/3 + M 1 + N 1) / 4 = 41/24.
    expect(result.stats.averageRecursionDepth).toBe(Math.round((41 / 24) * 1000) / 1000);
    // Every node: A B G D E F C K J H I L M N.
    expect(result.stats.nodes).toBe(14);
    expect(result.stats.nodesPerDepth).toEqual([1, 4, 5, 4]);
    expect(result.stats.complete).toBe(true);
  });

  it('alpha-beta: the same move, C cut after its first child', () => {
    const { result, evaluated, move } = run('alphabeta');
    // After B, A is sure of 5; C's first child K is a draw, so C is worth at most 0 < 5 and J and L
    // are pruned: H and I are never evaluated.
    expect(move).toBe('B');
    expect(result.score).toBe(5);
    expect(evaluated).toEqual(['D', 'E']);
    expect(result.stats.evaluations).toBe(2);
    expect(result.stats.evaluationsPerDepth).toEqual([0, 0, 0, 2]);
    expect(result.stats.averageDepth).toBe(3);
    // Pruned children do not count: C = K's 2; A = (B 2.5 + C 2 + M 1 + N 1) / 4 = 1.625.
    expect(result.stats.averageRecursionDepth).toBe(1.625);
    expect(result.stats.nodes).toBe(10);
    expect(result.stats.cutoffs).toBe(1);
  });
});
