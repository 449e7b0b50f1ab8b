import { expect } from 'vitest';
import { Outcome } from '../../src/core/outcome.js';
import type { Evaluation, SearchGame } from '../../src/engine/game.js';
import { createEngine } from '../../src/engine/engine.js';
import { EVAL_LIMIT, WIN } from '../../src/core/score.js';
import { seededRandom } from '../../src/games/random.js';

/**
 * Random game trees from a fixed seed, for checking the searches against a plain minimax written
 * here. Every node has its own heuristic value, all of them distinct, and its own ordering hint;
 * some nodes above the bottom and every node at the bottom are terminal, with a random result.
 * The tree has no transpositions (each node hashes to its own id), so no search may find a value
 * that minimax to the same depth would not.
 */
export interface TreeNode {
  id: number;
  children: TreeNode[];
  /** Heuristic value from the side to move's view. */
  value: number;
  /** Ongoing above the bottom unless the node ended the game early. */
  outcome: Outcome;
  /** Ordering hint for the move that reaches this node. */
  hint: number;
}

export interface RandomTree {
  root: TreeNode;
  height: number;
  maxBranching: number;
}

const RESULTS = [Outcome.Win, Outcome.Draw, Outcome.Loss];

export function randomTree(seed: number, height: number, maxBranching: number, earlyEnds = 0.1): RandomTree {
  const random = seededRandom(seed);
  // Values drawn without repetition from a range far wider than the tree, signs mixed.
  const used = new Set<number>();
  const distinctValue = (): number => {
    for (;;) {
      const v = Math.floor(random() * 20_001) - 10_000;
      if (!used.has(v)) {
        used.add(v);
        return v;
      }
    }
  };
  let nextId = 1;
  const grow = (ply: number): TreeNode => {
    const node: TreeNode = { id: nextId++, children: [], value: distinctValue(), outcome: Outcome.Ongoing, hint: Math.floor(random() * 1024) };
    const ends = ply === height || (ply > 0 && random() < earlyEnds);
    if (ends) node.outcome = RESULTS[Math.floor(random() * RESULTS.length)];
    else {
      const branching = 1 + Math.floor(random() * maxBranching);
      for (let i = 0; i < branching; i++) node.children.push(grow(ply + 1));
    }
    return node;
  };
  return { root: grow(0), height, maxBranching };
}

/** The tree as a game: the state is the path from the root; a move is a child's index. */
export function treeGame(tree: RandomTree): SearchGame<TreeNode[]> {
  const last = (path: TreeNode[]) => path[path.length - 1];
  return {
    maxMoves: tree.maxBranching,
    cyclic: false,
    ttBits: 8,
    generateMoves(path, buf) {
      const n = last(path).children.length;
      for (let i = 0; i < n; i++) buf[i] = i;
      return n;
    },
    makeMove: (path, move) => void path.push(last(path).children[move]),
    unmakeMove: (path) => void path.pop(),
    outcome: (path) => last(path).outcome,
    sideToMove: (path) => (path.length % 2 === 1 ? 0 : 1),
    hashLo: (path) => last(path).id,
    hashHi: (path) => Math.imul(last(path).id, 0x9e3779b1),
    pliesLeftBound: (path) => tree.height - (path.length - 1),
    orderHint: (path, move) => last(path).children[move].hint,
  };
}

export const treeEvaluation: Evaluation<TreeNode[]> = { evaluate: (path) => path[path.length - 1].value };

/** Hashes of the positions after a pass, apart from every node's id. */
const PASSED = 1 << 24;

/**
 * A pass for the tree game: the same node with the other side to move (its value negated, its
 * children kept), pushed on the path; passing again pops it.
 */
export function passInTree(path: TreeNode[]): void {
  const node = path[path.length - 1];
  if (node.id >= PASSED) path.pop();
  else path.push({ ...node, id: node.id + PASSED, value: -node.value });
}

/** Negamax turns a draw's 0 into -0, which toBe tells apart from 0. */
const value = (x: number) => (x === 0 ? 0 : x);

/**
 * Searches every tree to every depth up to one past its height with `game` (the tree game with
 * whatever the test adds): each proven score must be minimax's, and the search past the end
 * must be exact and proven. Returns how many proofs came before the end.
 */
export function checkProofs(trees: RandomTree[], game: (tree: RandomTree) => SearchGame<TreeNode[]>): number {
  let provenEarly = 0;
  for (const tree of trees) {
    const exact = value(minimax(tree.root, tree.height));
    const engine = createEngine(game(tree));
    for (let depth = 1; depth <= tree.height + 1; depth++) {
      const result = engine.search([tree.root], treeEvaluation, { algorithm: 'iterative', depth, timeMs: 60_000, nodes: 10_000_000 });
      if (Math.abs(result.score) > EVAL_LIMIT || depth > tree.height) {
        expect(value(result.score)).toBe(exact);
        if (depth <= tree.height) provenEarly++;
      }
      if (depth > tree.height) expect(result.proven).toBe(true);
    }
  }
  return provenEarly;
}

/** Plain negamax to `depth` plies, proven results scored WIN - ply as the engine scores them. */
export function minimax(node: TreeNode, depth: number, ply = 0): number {
  if (node.outcome !== Outcome.Ongoing) return node.outcome === Outcome.Draw ? 0 : node.outcome === Outcome.Win ? WIN - ply : -(WIN - ply);
  if (depth === 0) return node.value;
  let best = -Infinity;
  for (const child of node.children) best = Math.max(best, -minimax(child, depth - 1, ply + 1));
  return best;
}

/** The root moves minimax to `depth` finds best. */
export function bestMoves(root: TreeNode, depth: number): number[] {
  const values = root.children.map((child) => -minimax(child, depth - 1, 1));
  const best = Math.max(...values);
  return values.flatMap((v, i) => (v === best ? [i] : []));
}
