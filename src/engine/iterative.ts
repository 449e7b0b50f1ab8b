import { NEXT_PLY, type CompleteGame } from './complete-game.js';
import { nextProbe, rankAtLeast, rankAtMost, rankValue } from './exact-score.js';
import { Outcome } from '../core/outcome.js';
import type { Evaluation, KernelSearch, History } from './game.js';
import { deepen, type Answered, type DeepeningStep, type Iterated, type RootAnswer } from './deepening.js';
import type { SearchLimits } from './limits.js';
import { MoveOrdering } from './move-ordering.js';
import { EVAL_LIMIT, INFINITE, MAX_PLY, WIN, fromTable, isProvenWin, terminalScore, toTable } from '../core/score.js';
import { EVAL_SAMPLE_ITERATIVE, SearchCore } from './search-core.js';
import type { Averages, WorkTally } from '../core/tally.js';
import { Bound, type TranspositionTable } from './transposition-table.js';

/**
 * Iterative-deepening principal-variation search (negamax alpha-beta with a null window on all
 * but the first child) over a transposition table, then an exact solve once the end of the game is
 * within reach. Each iteration seeds the next through the table. It is a step of the deepening
 * driver (deepening.ts), which deepens it until a limit stops it and keeps the answer of an
 * iteration cut short by its rule. Every move of a node is searched, in the move ordering's order
 * (move-ordering.ts); positions that repeat are draws (repetition.ts).
 */
export class IterativeSearch<S> extends SearchCore<S, CompleteGame<S>> implements DeepeningStep<RootAnswer> {
  private readonly ordering: MoveOrdering<S>;
  /**
   * Without a clock or a node limit the deepening's answers are never needed as a fallback, so the
   * exact solve starts after the first iteration (Pons bisects at once). Under a node limit it waits
   * for the end to come within reach, as under a clock: a solve the limit stops far from the end
   * would leave the first iteration's move as the answer (an Amazons middle game on a match's node
   * budget did that).
   */
  private solveAtOnce = false;
  /** The value of the best root move searched so far in the current iteration. */
  private rootBest = -INFINITE;
  /** Moves the current iteration searched shallower first, and passes that cut: such an iteration is no proof by exhaustion. */
  private reductions = 0;
  private solving = false;
  /** 1 at a ply whose node is searching a pass, so that the next ply does not pass back. */
  private readonly passing = new Uint8Array(MAX_PLY);
  /** The last finished iteration asks for the exact solve next. */
  private solveNext = false;
  private horizon = 0;
  private maxDepth = 0;
  private averages: Averages = { averageDepth: 0, averageRecursionDepth: 0 };
  /** The game's kernel search, when it takes this run's iterations. */
  private kernel: KernelSearch<S> | null = null;

  /** The table is the session's, which starts it empty once per request (session.ts). */
  constructor(
    game: CompleteGame<S>,
    private readonly tt: TranspositionTable,
  ) {
    super(game);
    this.ordering = new MoveOrdering(game, this.moveBuffers);
  }

  /** Deepens on `state`; its work goes to the request's tally, whose nodes and clock the progress reports give. */
  run(state: S, evaluation: Evaluation<S>, limits: SearchLimits, past: History | undefined, tally: WorkTally, elapsed: () => number): Answered {
    this.begin(state, evaluation, limits, past, EVAL_SAMPLE_ITERATIVE);
    this.solveAtOnce = limits.timeMs === Infinity && limits.nodes === Infinity;
    this.solveNext = false;
    this.averages = { averageDepth: 0, averageRecursionDepth: 0 };
    this.ordering.newSearch(state);
    this.kernel = this.beginKernel(state, evaluation, limits, past);
    // The root's moves, so that even a search stopped at once has a legal move to answer.
    this.game.generateSearchMoves(state, this.moveBuffers[0]);
    this.horizon = this.game.pliesLeftBound(state);
    this.maxDepth = Math.min(limits.depth, MAX_PLY - 1);
    const first = this.moveBuffers[0][0];
    const firstAnswer = { move: first, score: 0, proven: false, pv: [first] };
    const before = tally.nodes;
    const { answer, depth, stopReason } = deepen(this, firstAnswer, {
      clock: this.clock,
      first: 1,
      last: this.maxDepth,
      onIteration: limits.onIteration,
      nodes: () => before + this.counters.nodes,
      elapsed,
    });
    tally.add(this.counters.work(this.averages), this.counters.evalTimeMs);
    tally.average(this.averages);
    return { answer: answer ?? firstAnswer, depth, stopReason };
  }

  iterate(d: number): Iterated<RootAnswer> {
    if (this.solveNext) return this.solve();
    this.iterationEvaluations = this.iterationDepthSum = 0;
    this.reductions = 0;
    const value = this.kernel !== null ? this.kernelIteration(this.kernel, d) : this.node(d, 0, -INFINITE, INFINITE, true);
    if (this.stopped) {
      // A proven win is a proof, if not of the shortest win.
      const partial = this.pvLength[0] > 0 ? { move: this.pvTable[0], score: this.rootBest, proven: isProvenWin(this.rootBest), pv: this.rootPv() } : null;
      return { finished: false, partial, reason: this.stopReason ?? 'nodes' };
    }
    this.averages = { averageDepth: this.averageDepth(), averageRecursionDepth: this.subtreeRecursionDepth };
    const proven =
      Math.abs(value) > EVAL_LIMIT || (d >= this.horizon && this.repetitions.count === 0 && this.reductions === 0);
    this.solveNext = !proven && this.worthSolving(d);
    return { finished: true, answer: { move: this.pvTable[0], score: value, proven, pv: this.rootPv() }, depth: d, settled: proven };
  }

  next(d: number): number {
    return this.solveNext ? this.horizon : d + 1;
  }

  /**
   * Whether to stop deepening and solve: the game must end within reach (half of the remaining
   * plies already searched with the heuristic, or no clock), and the caller's depth limit allows
   * searching to the end.
   */
  private worthSolving(depth: number): boolean {
    const horizon = this.horizon;
    return (2 * depth >= horizon || this.solveAtOnce) && horizon <= this.maxDepth && this.repetitions.count === 0;
  }

  /**
   * Finds the exact value by null-window searches to the end of the game, bisecting the scale of
   * exact values (exact-score.ts). With no heuristic leaf left, each null-window search prunes far
   * more than the deepening iterations, whose tree grows by a constant factor every ply. When a
   * limit stops it, the last deepening iteration's answer stands.
   */
  private solve(): Iterated<RootAnswer> {
    this.solveNext = false;
    this.solving = true;
    const exact = this.bisect(this.horizon);
    this.solving = false;
    if (exact === null) return { finished: false, partial: null, reason: this.stopReason ?? 'nodes' };
    return { finished: true, answer: { move: this.pvTable[0], score: exact, proven: true, pv: this.rootPv() }, depth: this.horizon, settled: true };
  }

  private bisect(horizon: number): number | null {
    let low = -horizon;
    let high = horizon;
    while (low < high) {
      const probe = rankValue(nextProbe(low, high), horizon);
      const v = this.node(horizon, 0, probe, probe + 1, true);
      if (this.stopped) return null;
      if (v <= probe) high = rankAtMost(v, horizon);
      else low = rankAtLeast(v, horizon);
    }
    // One search with a window around the exact value leaves its move and line in the PV table.
    const exact = rankValue(low, horizon);
    const v = this.node(horizon, 0, exact - 1, exact + 1, true);
    return this.stopped ? null : v;
  }

  private beginKernel(state: S, evaluation: Evaluation<S>, limits: SearchLimits, past: History | undefined): KernelSearch<S> | null {
    const kernel = this.game.kernelSearch;
    if (kernel === undefined) return null;
    const clock = this.clock;
    const run = {
      nodes: limits.nodes,
      firstReading: clock.interval,
      readClock: () => (clock.expired() ? 0 : clock.interval),
    };
    return kernel.begin(state, evaluation, past, run) ? kernel : null;
  }

  /** An iteration in the game's kernel: its counts, line and stop become this search's, as if node() had run. */
  private kernelIteration(kernel: KernelSearch<S>, d: number): number {
    const it = kernel.iterate(d, this.counters);
    this.pvTable.set(it.pv);
    this.pvLength[0] = it.pv.length;
    this.rootBest = it.rootBest;
    this.reductions = it.reductions;
    this.repetitions.count = it.repetitions;
    this.iterationEvaluations = it.evaluations;
    this.iterationDepthSum = it.depthSum;
    this.subtreeRecursionDepth = it.recursionDepth;
    if (it.stopped !== null) this.stop(it.stopped === 'nodes' ? 'nodes' : (this.clock.reason ?? 'time'));
    return it.value;
  }

  /**
   * The game's late-move reduction of the i-th move at ply, at most what leaves the move a leaf.
   * Never at the root, whose every move the answer compares, nor in the exact solve, which must
   * see every line to the end.
   */
  private reduction(depth: number, ply: number, i: number): number {
    if (ply === 0 || this.solving) return 0;
    const hint = this.ordering.reducibleHint(ply, i);
    if (hint < 0) return 0;
    const r = Math.min(this.game.reduction(depth, i, hint), depth - 1);
    if (r > 0) this.reductions++;
    return r;
  }

  /**
   * Null-move pruning (SearchGame.nullMove): whether the side to move still holds beta after
   * passing, searched `reduction` + 1 plies shallower (at least a leaf). A pass proves nothing, so
   * the node then answers beta alone, never against a proven bound (that would pass a guess off
   * as a proof, and a game's zugzwang could make it a wrong one), and its iteration is no proof.
   */
  private passHolds(depth: number, ply: number, beta: number): boolean {
    const nullMove = this.game.nullMove;
    if (nullMove === undefined || this.solving || ply === 0 || depth < 2 || this.passing[ply - 1] === 1 || Math.abs(beta) >= EVAL_LIMIT) {
      return false;
    }
    nullMove.pass(this.state);
    this.passing[ply] = 1;
    const v = -this.node(Math.max(0, depth - 1 - nullMove.reduction), ply + 1, -beta, -beta + 1, false);
    this.passing[ply] = 0;
    nullMove.pass(this.state);
    if (this.stopped || v < beta) return false;
    this.reductions++;
    return true;
  }

  private node(depth: number, ply: number, alpha: number, beta: number, isPv: boolean): number {
    if (!this.enterNode(ply)) return 0;
    const game = this.game;
    const state = this.state;
    const outcome = game.outcome(state);
    if (outcome !== Outcome.Ongoing) return terminalScore(outcome, WIN - ply);
    const lo = game.hashLo(state);
    const hi = game.hashHi(state);
    if (ply > 0) {
      if (game.cyclic && this.repetitions.repeats(lo, hi, ply)) return 0;
      const decided = game.decidedIn(state);
      if (decided !== 0) return decided > 0 ? WIN - ply - decided : -(WIN - ply + decided);
    }
    if (depth <= 0 || ply >= MAX_PLY - 1) return this.evaluateLeaf(ply);

    // Mate-distance bounds: nothing here wins or loses sooner than the game's undecided distance
    // (the next ply, unless decidedIn rules more out); the root was not asked, so it takes the next ply.
    const distance = ply > 0 ? game.undecidedDistance : NEXT_PLY;
    if (alpha < -(WIN - ply - distance.loss)) alpha = -(WIN - ply - distance.loss);
    if (beta > WIN - ply - distance.win) beta = WIN - ply - distance.win;
    if (alpha >= beta) return alpha;

    const c = this.counters;
    c.ttProbes++;
    let ttMove = -1;
    if (this.tt.probe(lo, hi)) {
      c.ttHits++;
      ttMove = this.tt.move;
      if (!isPv && this.tt.depth >= depth) {
        const stored = fromTable(this.tt.score, ply);
        const bound = this.tt.bound;
        if (bound === Bound.Exact || (bound === Bound.Lower && stored >= beta) || (bound === Bound.Upper && stored <= alpha)) {
          return stored;
        }
      }
    }

    if (!isPv && this.passHolds(depth, ply, beta)) return beta;

    const n = this.ordering.order(ply, ttMove);
    const moves = this.moveBuffers[ply];
    this.repetitions.visit(ply, lo, hi);
    const repetitionsBefore = this.repetitions.count;
    const alphaBefore = alpha;
    let best = -INFINITE;
    let bestMove = moves[0];
    let recursionDepthSum = 0;
    let searched = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      game.makeMove(state, m);
      let v: number;
      if (i === 0) {
        v = -this.node(depth - 1, ply + 1, -beta, -alpha, isPv);
      } else {
        const r = this.reduction(depth, ply, i);
        v = -this.node(depth - 1 - r, ply + 1, -alpha - 1, -alpha, false);
        if (r > 0 && v > alpha && !this.stopped) v = -this.node(depth - 1, ply + 1, -alpha - 1, -alpha, false);
        if (v > alpha && v < beta && !this.stopped) v = -this.node(depth - 1, ply + 1, -beta, -alpha, true);
      }
      game.unmakeMove(state, m);
      if (this.stopped) return 0;
      recursionDepthSum += this.subtreeRecursionDepth;
      searched++;
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          this.updatePv(ply, m);
          if (ply === 0) this.rootBest = v;
          if (alpha >= beta) {
            c.cutoffs++;
            this.ordering.rewardCutoff(ply, m, depth);
            break;
          }
        }
      }
    }
    this.subtreeRecursionDepth = recursionDepthSum / searched;
    // A value that leaned on a repetition holds only for this path: keep the move, not the value.
    const bound =
      this.repetitions.count !== repetitionsBefore ? Bound.None : best >= beta ? Bound.Lower : best > alphaBefore ? Bound.Exact : Bound.Upper;
    this.tt.store(lo, hi, bestMove, toTable(best, ply), depth, bound);
    return best;
  }
}
