import { Outcome, type Evaluation } from './game.js';
import type { SearchLimits } from './limits.js';
import type { History } from './repetition.js';
import type { SearchResult } from './result.js';
import { INFINITE, MAX_PLY, WIN, terminalScore } from './score.js';
import { SearchCore } from './search-core.js';

/**
 * The course's minimax and alpha-beta: depth-limited, children in the game's natural order, no
 * table and no reordering, so node counts are reproducible to the node. A node is counted when the
 * terminal test runs on it; the terminal test comes before the depth cut-off; ties keep the first
 * child examined (strict comparisons); alpha-beta cuts as soon as alpha >= beta. In a game that
 * can cycle, a position repeated on the path or from the game's past is a draw, as in the
 * iterative search.
 */
export class TextbookSearch<S> extends SearchCore<S> {
  private pruning = false;

  run(state: S, evaluation: Evaluation<S>, limits: SearchLimits, past?: History): SearchResult {
    this.begin(state, evaluation, limits, past, 1);
    this.pruning = limits.algorithm === 'alphabeta';
    this.iterationEvaluations = this.iterationDepthSum = 0;
    const depth = Math.min(limits.depth, MAX_PLY - 1);
    const { move, score, pv } = this.searchRoot(depth);
    const complete = !this.stopped;
    return {
      move,
      score,
      proven: false,
      pv,
      stats: this.counters.report({
        depth: complete ? depth : 0,
        timeMs: this.clock.elapsed(),
        averageDepth: this.averageDepth(),
        averageRecursionDepth: this.ard,
        complete,
        stopReason: this.stopReason ?? 'depth',
      }),
    };
  }

  /** The root keeps the best fully searched child, so a cut-short search still answers legally. */
  private searchRoot(depth: number): { move: number; score: number; pv: number[] } {
    const moves = this.moveBuffers[0];
    const n = this.game.generateMoves(this.state, moves);
    const first = { move: moves[0], score: 0, pv: [moves[0]] };
    if (!this.enterNode(0) || n === 0) return first;
    if (this.game.cyclic) this.repetitions.visit(0, this.game.hashLo(this.state), this.game.hashHi(this.state));
    let best = -INFINITE;
    let bestMove = -1;
    let bestPv: number[] = [];
    let alpha = -INFINITE;
    let ardSum = 0;
    let searched = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      this.game.makeMove(this.state, m);
      const v = -this.node(depth - 1, 1, -INFINITE, -alpha);
      this.game.unmakeMove(this.state, m);
      if (this.stopped) break;
      ardSum += this.ard;
      searched++;
      if (v > best) {
        best = v;
        bestMove = m;
        this.updatePv(0, m);
        bestPv = this.rootPv();
        if (this.pruning && v > alpha) alpha = v;
      }
    }
    this.ard = searched > 0 ? ardSum / searched : 0;
    return bestMove === -1 ? first : { move: bestMove, score: best, pv: bestPv };
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
    let ardSum = 0;
    let searched = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      game.makeMove(state, m);
      const v = -this.node(depth - 1, ply + 1, -beta, -alpha);
      game.unmakeMove(state, m);
      if (this.stopped) return 0;
      ardSum += this.ard;
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
    this.ard = ardSum / searched;
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
