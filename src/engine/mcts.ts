import { Outcome, type Evaluation, type SearchGame } from './game.js';
import type { SearchLimits } from './limits.js';
import { selectBestMoves } from './move-sort.js';
import type { SearchResult } from './result.js';
import { EVAL_LIMIT, MAX_PLY } from './score.js';
import { SearchCore } from './search-core.js';

/**
 * Monte-Carlo tree search with an evaluation cut-off, after Lorentz's Invader ("Amazons discover
 * Monte-Carlo", 2008): each iteration walks down the tree by UCT, adds one node, plays a few
 * random plies from it and scores the position the evaluation sees there as a win probability.
 * Nodes consider their moves in the game's hint order and widen progressively with their visits,
 * since Amazons has hundreds of moves a node. The random plies come from a generator seeded by the
 * position's key, so a request gives the same answer every time.
 */
const RANDOM_PLIES = 2;
/** Evaluation units at which a position counts as won 73% of the time (1 / (1 + e^-1)). */
const SIGMOID_SCALE = 400;
const EXPLORATION = 0.4;
/** A node considers WIDEN_BASE + WIDEN_RATE * sqrt(visits) of its best-hinted moves. */
const WIDEN_BASE = 2;
const WIDEN_RATE = 1;
const MAX_CANDIDATES = 128;

class TreeNode {
  visits = 0;
  /** Sum of the rewards for the side that played `move` into this node. */
  reward = 0;
  readonly children: TreeNode[] = [];
  candidates: Int32Array | null = null;
  terminal = false;

  constructor(readonly move: number) {}
}

export class MctsSearch<S> extends SearchCore<S> {
  private readonly hints: Int32Array;
  private random = 1;
  private treeDepth = 0;

  constructor(game: SearchGame<S>) {
    super(game);
    this.hints = new Int32Array(game.maxMoves);
  }

  run(state: S, evaluation: Evaluation<S>, limits: SearchLimits): SearchResult {
    this.begin(state, evaluation, limits, undefined, 16);
    this.random = (this.game.hashLo(state) ^ Math.imul(this.game.hashHi(state), 0x9e3779b1)) | 1;
    this.treeDepth = 0;
    const root = new TreeNode(-1);
    this.expand(root);
    while (!this.stopped && this.iteration(root)) {
      /* iterate until a limit stops the search */
    }
    const best = mostVisited(root)!;
    const pv: number[] = [];
    for (let node: TreeNode | null = best; node !== null; node = mostVisited(node)) pv.push(node.move);
    const mean = best.visits > 0 ? best.reward / best.visits : 0.5;
    return {
      move: best.move,
      score: scoreOf(mean),
      proven: false,
      pv,
      stats: this.counters.report({
        depth: this.treeDepth,
        timeMs: this.clock.elapsed(),
        averageDepth: this.averageDepth(),
        averageRecursionDepth: this.treeDepth,
        complete: false,
        stopReason: this.stopReason ?? 'depth',
      }),
    };
  }

  /** One descent, expansion, playout and backup; false once a limit stops the search. */
  private iteration(root: TreeNode): boolean {
    const path: TreeNode[] = [root];
    let node = root;
    let ply = 0;
    while (!node.terminal) {
      const next = this.select(node);
      this.game.makeMove(this.state, next.move);
      ply++;
      path.push(next);
      if (next.visits === 0) break;
      node = next;
    }
    if (!this.enterNode(Math.min(ply, MAX_PLY))) {
      for (let i = path.length - 1; i > 0; i--) this.game.unmakeMove(this.state, path[i].move);
      return false;
    }
    if (ply > this.treeDepth) this.treeDepth = ply;
    const leaf = path[path.length - 1];
    if (leaf.visits === 0 && leaf !== root) this.expand(leaf);
    // The reward for the side to move at the leaf, then flipped for the side that moved into it.
    let reward = this.playout(ply);
    for (let i = path.length - 1; i >= 0; i--) {
      reward = 1 - reward;
      path[i].visits++;
      path[i].reward += reward;
      if (i > 0) this.game.unmakeMove(this.state, path[i].move);
    }
    return true;
  }

  /** The child to descend to: a new one while the node may widen, else the best by UCT. */
  private select(node: TreeNode): TreeNode {
    const candidates = node.candidates!;
    const allowed = Math.min(candidates.length, Math.floor(WIDEN_BASE + WIDEN_RATE * Math.sqrt(node.visits)));
    if (node.children.length < allowed) {
      const child = new TreeNode(candidates[node.children.length]);
      node.children.push(child);
      return child;
    }
    const logN = Math.log(node.visits);
    let best = node.children[0];
    let bestValue = -Infinity;
    for (const child of node.children) {
      const value = child.reward / child.visits + EXPLORATION * Math.sqrt(logN / child.visits);
      if (value > bestValue) {
        bestValue = value;
        best = child;
      }
    }
    return best;
  }

  /** Lists a node's best-hinted moves, or marks it terminal. */
  private expand(node: TreeNode): void {
    if (this.game.outcome(this.state) !== Outcome.Ongoing) {
      node.terminal = true;
      return;
    }
    const moves = this.moveBuffers[0];
    const n = this.game.generateSearchMoves?.(this.state, moves) ?? this.game.generateMoves(this.state, moves);
    for (let i = 0; i < n; i++) this.hints[i] = this.game.orderHint(this.state, moves[i]);
    const k = Math.min(n, MAX_CANDIDATES);
    selectBestMoves(moves, this.hints, n, k);
    node.candidates = moves.slice(0, k);
  }

  /** A few random plies, then the evaluation as a win probability for the side to move at `ply`. */
  private playout(ply: number): number {
    const buffer = this.moveBuffers[1];
    const played = this.moveBuffers[2];
    let plies = 0;
    let flip = false;
    let reward = -1;
    for (; plies < RANDOM_PLIES; plies++) {
      const outcome = this.game.outcome(this.state);
      if (outcome !== Outcome.Ongoing) {
        reward = outcome === Outcome.Win ? 1 : outcome === Outcome.Loss ? 0 : 0.5;
        break;
      }
      const n = this.game.generateMoves(this.state, buffer);
      const move = buffer[this.nextRandom() % n];
      this.game.makeMove(this.state, move);
      played[plies] = move;
      flip = !flip;
    }
    if (reward < 0) {
      const outcome = this.game.outcome(this.state);
      if (outcome !== Outcome.Ongoing) reward = outcome === Outcome.Win ? 1 : outcome === Outcome.Loss ? 0 : 0.5;
      else reward = 1 / (1 + Math.exp(-this.evaluateLeaf(Math.min(ply + plies, MAX_PLY)) / SIGMOID_SCALE));
    }
    for (let i = plies - 1; i >= 0; i--) this.game.unmakeMove(this.state, played[i]);
    return flip ? 1 - reward : reward;
  }

  /** xorshift32: the playouts' random numbers, seeded from the root position. */
  private nextRandom(): number {
    let x = this.random;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.random = x;
    return x >>> 0;
  }
}

function mostVisited(node: TreeNode): TreeNode | null {
  let best: TreeNode | null = null;
  for (const child of node.children) if (best === null || child.visits > best.visits) best = child;
  return best;
}

/** A win probability back on the evaluation's scale, inside the heuristic range. */
function scoreOf(p: number): number {
  const clamped = Math.min(Math.max(p, 1e-6), 1 - 1e-6);
  const value = Math.round(SIGMOID_SCALE * Math.log(clamped / (1 - clamped)));
  return Math.max(-EVAL_LIMIT + 1, Math.min(EVAL_LIMIT - 1, value));
}
