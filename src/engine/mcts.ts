import type { CompleteGame } from './complete-game.js';
import type { Answered } from './deepening.js';
import { Outcome, type Evaluation } from './game.js';
import type { SearchLimits } from './limits.js';
import { meanReward, mostVisited, scoreOf, selectChild, TreeNode, winProbability } from './mcts-tree.js';
import { selectBestMoves, sortMovesByScore } from './move-sort.js';
import { MAX_PLY, WIN } from './score.js';
import { EVAL_SAMPLE_ITERATIVE, SearchCore } from './search-core.js';
import type { WorkTally } from './stats.js';

/**
 * Monte-Carlo tree search with an evaluation cut-off, the scheme of the strong Amazons programs
 * (Lorentz's Invader, "Amazons discover Monte-Carlo", 2008; Kloetzer's Campya): each iteration
 * walks down the tree by UCT, adds one node, plays a few plies from it and scores the position
 * reached by the evaluation as a win probability. A node's moves are ranked once, when it is first
 * passed through: the root's all by the evaluation, a deeper node's best CANDIDATES by the game's
 * ordering hint re-ranked by the evaluation, whose values become the children's priors
 * (mcts-tree.ts); the node then widens over them progressively with its visits. The playout's
 * moves are the best-hinted of a few drawn at random: uniformly random Amazons moves wall in
 * their own queens, and their positions are scored as noise. The random numbers are seeded from the
 * root position, so an iteration budget (`nodes`: one node an iteration) gives the same answer on
 * every run.
 */
const CANDIDATES = 32;
const PLAYOUT_PLIES = 2;
/** Moves drawn at random for each playout ply, of which the best-hinted is played. */
const PLAYOUT_SAMPLES = 4;
/** Evaluation units for odds of e to 1 when the evaluation declares none (a hundredth of a unit: a pawn's centipawns). */
const DEFAULT_SCALE = 100;

export class MctsSearch<S> extends SearchCore<S, CompleteGame<S>> {
  private readonly values: Int32Array;
  private readonly path: TreeNode[] = [];
  private scale = DEFAULT_SCALE;
  private random = 1;
  private treeDepth = 0;

  constructor(game: CompleteGame<S>) {
    super(game);
    this.values = new Int32Array(game.maxMoves);
  }

  /** Iterates until a limit stops it; the answer is the root's most visited move. Its work goes to the tally. */
  run(state: S, evaluation: Evaluation<S>, limits: SearchLimits, tally: WorkTally): Answered {
    this.begin(state, evaluation, limits, undefined, EVAL_SAMPLE_ITERATIVE);
    this.scale = evaluation.winScale ?? DEFAULT_SCALE;
    this.random = (this.game.hashLo(state) ^ Math.imul(this.game.hashHi(state), 0x9e3779b1)) | 1;
    this.treeDepth = 0;
    const root = new TreeNode(-1, 0.5);
    this.expand(root, 0);
    while (this.iterate(root));
    const best = mostVisited(root) ?? new TreeNode(root.candidates![0], root.priors![0]);
    const pv: number[] = [];
    for (let node: TreeNode | null = best; node !== null; node = mostVisited(node)) pv.push(node.move);
    const averages = { averageDepth: this.averageDepth(), averageRecursionDepth: this.averageDepth() };
    tally.add(this.counters.work(averages), this.counters.evalTimeMs);
    tally.average(averages);
    return { answer: { move: best.move, score: scoreOf(meanReward(best), this.scale), proven: false, pv }, depth: this.treeDepth, stopReason: this.stopReason ?? 'nodes' };
  }

  /** One descent, expansion, playout and backup; false once a limit stops the search. */
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
      if (node.visits === 0 || ply >= MAX_PLY - PLAYOUT_PLIES - 1) reward = this.playout(node, ply);
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

  /**
   * The reward of a new leaf for the side that moved into it: a finished game's result, else the
   * evaluation's win probability after PLAYOUT_PLIES plies.
   */
  private playout(leaf: TreeNode, ply: number): number {
    const { game, state } = this;
    const outcome = game.outcome(state);
    if (outcome !== Outcome.Ongoing) return (leaf.terminal = moverReward(outcome));
    const moves = this.moveBuffers[MAX_PLY - 1];
    const played = this.moveBuffers[MAX_PLY - 2];
    let plies = 0;
    let reward = -1;
    while (plies < PLAYOUT_PLIES) {
      const n = game.generateMoves(state, moves);
      const move = this.sampledMove(moves, n);
      game.makeMove(state, move);
      played[plies++] = move;
      const after = game.outcome(state);
      if (after !== Outcome.Ongoing) {
        reward = moverReward(after);
        break;
      }
    }
    // The reward so far is the last mover's, who is the leaf's mover after an even number of plies.
    if (reward < 0) reward = winProbability(-this.evaluateLeaf(ply + plies), this.scale);
    for (let i = plies - 1; i >= 0; i--) game.unmakeMove(state, played[i]);
    return plies % 2 === 0 ? reward : 1 - reward;
  }

  /** The best-hinted of PLAYOUT_SAMPLES moves drawn at random. */
  private sampledMove(moves: Int32Array, n: number): number {
    let best = moves[this.nextRandom() % n];
    let bestHint = this.game.orderHint(this.state, best);
    for (let s = 1; s < PLAYOUT_SAMPLES; s++) {
      const move = moves[this.nextRandom() % n];
      const hint = this.game.orderHint(this.state, move);
      if (hint > bestHint) {
        best = move;
        bestHint = hint;
      }
    }
    return best;
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

/** A finished position's reward for the side that moved into it (the outcome is the side to move's). */
function moverReward(outcome: Outcome): number {
  return outcome === Outcome.Loss ? 1 : outcome === Outcome.Win ? 0 : 0.5;
}
