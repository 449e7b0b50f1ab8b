import type { CompleteGame } from './complete-game.js';
import { Outcome, type Evaluation } from './game.js';
import type { SearchLimits, StopReason } from './limits.js';
import { backUpMinimax, meanReward, mostVisited, scoreOf, selectChild, TreeNode, winProbability } from './mcts-tree.js';
import { selectBestMoves, sortMovesByScore } from './move-sort.js';
import type { RootLine } from './multi-pv.js';
import { MAX_PLY, WIN } from './score.js';
import { EVAL_SAMPLE_ITERATIVE, SearchCore } from './search-core.js';
import type { WorkTally } from './stats.js';

/**
 * Monte-Carlo tree search with an evaluation cut-off, after the strong Amazons programs (Lorentz's
 * Invader, "Amazons discover Monte-Carlo", 2008; Kloetzer's Campya): each iteration walks down the
 * tree by UCT, adds one node and backs up the evaluation of its position as a win probability. A
 * node's moves are ranked once, when the walk first passes through it: the root's all by the
 * evaluation, a deeper node's best CANDIDATES by the game's ordering hint re-ranked by the
 * evaluation. Those values are the children's priors (mcts-tree.ts), and the node widens over its
 * candidates progressively with its visits.
 *
 * The playouts are cut off at once: a new leaf's reward is its prior. Playouts of two plies (each
 * the best-hinted of four random moves) before the evaluation lost 6-14 to the iterative search at
 * 100 ms a move, where the cut-off at the leaf won 11-9 (docs/amazons.md): a random reply's
 * position is scored as noise, and the playout's move generation halves the iterations.
 * There is no randomness left, so a budget of iterations (`nodes`: one node an iteration) gives
 * the same answer on every run.
 */
const CANDIDATES = 32;
/** Evaluation units for odds of e to 1 when the evaluation declares none (a hundredth of a unit: a pawn's centipawns). */
const DEFAULT_SCALE = 100;

/** The root's moves as the tree ranks them, with the deepest ply the tree reached. */
export interface TreeLines {
  lines: RootLine[];
  depth: number;
  stopReason: StopReason;
}

export class MctsSearch<S> extends SearchCore<S, CompleteGame<S>> {
  private readonly values: Int32Array;
  private readonly path: TreeNode[] = [];
  private scale = DEFAULT_SCALE;
  private treeDepth = 0;

  constructor(game: CompleteGame<S>) {
    super(game);
    this.values = new Int32Array(game.maxMoves);
  }

  /**
   * Iterates until a limit stops it; answers the root's `count` most visited moves, most visited
   * first, each scored by its mean reward with its most visited line (then, should the tree hold
   * fewer, the unvisited candidates by their priors). Its work goes to the tally.
   */
  run(state: S, evaluation: Evaluation<S>, limits: SearchLimits, tally: WorkTally, count: number): TreeLines {
    this.begin(state, evaluation, limits, undefined, EVAL_SAMPLE_ITERATIVE);
    this.scale = evaluation.winScale ?? DEFAULT_SCALE;
    this.treeDepth = 0;
    const root = new TreeNode(-1, 0.5);
    this.expand(root, 0);
    while (this.iterate(root));
    const averages = { averageDepth: this.averageDepth(), averageRecursionDepth: this.averageDepth() };
    tally.add(this.counters.work(averages), this.counters.evalTimeMs);
    tally.average(averages);
    return { lines: this.ranked(root, count), depth: this.treeDepth, stopReason: this.stopReason ?? 'nodes' };
  }

  private ranked(root: TreeNode, count: number): RootLine[] {
    const { candidates, priors } = root;
    const visited = [...root.children].sort((a, b) => b.visits - a.visits || b.prior - a.prior);
    const unvisited = Array.from(candidates!.subarray(visited.length), (move, i) => new TreeNode(move, priors![visited.length + i]));
    return [...visited, ...unvisited].slice(0, count).map((child) => {
      const pv: number[] = [];
      for (let node: TreeNode | null = child; node !== null; node = mostVisited(node)) pv.push(node.move);
      return { move: child.move, score: scoreOf(meanReward(child), this.scale), proven: false, pv, depth: pv.length };
    });
  }

  /** One descent, expansion and backup; false once a limit stops the search. */
  private iterate(root: TreeNode): boolean {
    const { game, state, path } = this;
    path.length = 0;
    path.push(root);
    let node = root;
    let reward = -1;
    while (reward < 0) {
      if (node.candidates === null && node.terminal < 0) this.expand(node, path.length - 1);
      if (node.terminal >= 0) {
        reward = node.terminal;
        break;
      }
      node = selectChild(node);
      game.makeMove(state, node.move);
      path.push(node);
      const ply = path.length - 1;
      // A new leaf's reward is the evaluation its parent's expansion gave it (the outcome when over).
      if (node.visits === 0 || ply >= MAX_PLY - 1) reward = node.prior;
    }
    const ply = path.length - 1;
    if (!this.enterNode(ply)) {
      for (let i = ply; i > 0; i--) game.unmakeMove(state, path[i].move);
      return false;
    }
    if (ply > this.treeDepth) this.treeDepth = ply;
    // The leaf's reward is for the side that moved into it; each step up hands it to the other side.
    for (let i = ply; i >= 0; i--) {
      const n = path[i];
      n.visits++;
      n.reward += reward;
      if (n.candidates !== null) backUpMinimax(n);
      reward = 1 - reward;
      if (i > 0) game.unmakeMove(state, n.move);
    }
    return true;
  }

  /** Ranks a node's moves by the evaluation into its candidates and priors, or marks it finished. */
  private expand(node: TreeNode, ply: number): void {
    const { game, state, values } = this;
    const outcome = game.outcome(state);
    if (outcome !== Outcome.Ongoing) {
      node.terminal = moverReward(outcome);
      return;
    }
    const moves = this.moveBuffers[ply];
    const n = game.generateSearchMoves(state, moves);
    let k = n;
    if (ply > 0 && n > CANDIDATES) {
      for (let i = 0; i < n; i++) values[i] = game.orderHint(state, moves[i]);
      selectBestMoves(moves, values, n, CANDIDATES);
      k = CANDIDATES;
    }
    for (let i = 0; i < k; i++) {
      game.makeMove(state, moves[i]);
      const after = game.outcome(state);
      values[i] = after === Outcome.Ongoing ? -this.evaluateLeaf(ply + 1) : after === Outcome.Draw ? 0 : after === Outcome.Loss ? WIN : -WIN;
      game.unmakeMove(state, moves[i]);
    }
    sortMovesByScore(moves, values, k);
    node.candidates = moves.slice(0, k);
    node.priors = Float64Array.from(values.subarray(0, k), (v) => winProbability(v, this.scale));
  }
}

/** A finished position's reward for the side that moved into it (the outcome is the side to move's). */
function moverReward(outcome: Outcome): number {
  return outcome === Outcome.Loss ? 1 : outcome === Outcome.Win ? 0 : 0.5;
}
