import { Outcome } from '../core/outcome.js';
import type { Evaluation, History } from './game.js';
import { deepen, type Answered, type DeepeningStep, type Iterated, type RootAnswer } from './deepening.js';
import type { SearchLimits } from './limits.js';
import { INFINITE, MAX_PLY, WIN, terminalScore } from '../core/score.js';
import { SearchCore } from './search-core.js';
import type { WorkTally } from '../core/tally.js';

/**
 * The course's minimax and alpha-beta: depth-limited, children in the game's natural order, no
 * table and no reordering, so node counts are reproducible to the node. A node is counted when the
 * terminal test runs on it; the terminal test comes before the depth cut-off; ties keep the first
 * child examined (strict comparisons); alpha-beta cuts as soon as alpha >= beta. In a game that
 * can cycle, a position repeated on the path or from the game's past is a draw, as in the
 * iterative search.
 */
export class TextbookSearch<S> extends SearchCore<S> implements DeepeningStep<RootAnswer> {
  private pruning = false;

  /** One iteration, to the caller's depth, driven as every search is (deepening.ts); its work goes to the tally. */
  run(state: S, evaluation: Evaluation<S>, limits: SearchLimits, past: History | undefined, tally: WorkTally, elapsed: () => number): Answered {
    this.begin(state, evaluation, limits, past, 1);
    this.pruning = limits.algorithm === 'alphabeta';
    const depth = Math.min(limits.depth, MAX_PLY - 1);
    const moves = this.moveBuffers[0];
    this.game.generateMoves(state, moves);
    const before = tally.nodes;
    const searched = deepen(this, null, { clock: this.clock, first: depth, last: depth, nodes: () => before + this.counters.nodes, elapsed });
    const averages = { averageDepth: this.averageDepth(), averageRecursionDepth: this.subtreeRecursionDepth };
    tally.add(this.counters.work(averages), this.counters.evalTimeMs);
    tally.average(averages);
    return { ...searched, answer: searched.answer ?? { move: moves[0], score: 0, proven: false, pv: [moves[0]] } };
  }

  /** The root keeps the best fully searched child, so a cut-short search still answers legally. */
  iterate(depth: number): Iterated<RootAnswer> {
    this.iterationEvaluations = this.iterationDepthSum = 0;
    const moves = this.moveBuffers[0];
    const n = this.game.generateMoves(this.state, moves);
    if (!this.enterNode(0) || n === 0) return { finished: false, partial: null, reason: this.stopReason ?? 'nodes' };
    if (this.game.cyclic) this.repetitions.visit(0, this.game.hashLo(this.state), this.game.hashHi(this.state));
    let best: RootAnswer | null = null;
    let alpha = -INFINITE;
    let recursionDepthSum = 0;
    let searched = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      this.game.makeMove(this.state, m);
      const v = -this.node(depth - 1, 1, -INFINITE, -alpha);
      this.game.unmakeMove(this.state, m);
      if (this.stopped) break;
      recursionDepthSum += this.subtreeRecursionDepth;
      searched++;
      if (best === null || v > best.score) {
        this.updatePv(0, m);
        best = { move: m, score: v, proven: false, pv: this.rootPv() };
        if (this.pruning && v > alpha) alpha = v;
      }
    }
    this.subtreeRecursionDepth = searched > 0 ? recursionDepthSum / searched : 0;
    if (this.stopped) return { finished: false, partial: best, reason: this.stopReason ?? 'nodes' };
    return best === null ? { finished: false, partial: null, reason: 'depth' } : { finished: true, answer: best, depth, settled: false };
  }

  private node(depth: number, ply: number, alpha: number, beta: number): number {
    if (!this.enterNode(ply)) return 0;
    const game = this.game;
    const state = this.state;
    const outcome = game.outcome(state);
    if (outcome !== Outcome.Ongoing) return terminalScore(outcome, this.evaluation.utility ?? WIN - ply);
    if (game.cyclic && this.repeats(ply)) return 0;
    if (depth <= 0 || ply >= MAX_PLY - 1) return this.evaluateLeaf(ply);
    const moves = this.moveBuffers[ply];
    const n = game.generateMoves(state, moves);
    let best = -INFINITE;
    let recursionDepthSum = 0;
    let searched = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      game.makeMove(state, m);
      const v = -this.node(depth - 1, ply + 1, -beta, -alpha);
      game.unmakeMove(state, m);
      if (this.stopped) return 0;
      recursionDepthSum += this.subtreeRecursionDepth;
      searched++;
      if (v > best) {
        best = v;
        this.updatePv(ply, m);
        if (this.pruning) {
          if (v > alpha) alpha = v;
          if (alpha >= beta) {
            this.counters.cutoffs++;
            break;
          }
        }
      }
    }
    this.subtreeRecursionDepth = recursionDepthSum / searched;
    return best;
  }

  /** Whether the position at ply repeats an earlier one; if not, it joins the path. */
  private repeats(ply: number): boolean {
    const lo = this.game.hashLo(this.state);
    const hi = this.game.hashHi(this.state);
    if (this.repetitions.repeats(lo, hi, ply)) return true;
    this.repetitions.visit(ply, lo, hi);
    return false;
  }
}
