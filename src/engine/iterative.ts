import { Outcome, type Evaluation, type SearchGame } from './game.js';
import type { SearchLimits } from './limits.js';
import { selectBestMoves, sortMovesByScore } from './move-order.js';
import type { SearchResult } from './result.js';
import { nextProbe, rankAtLeast, rankAtMost, rankValue } from './exact-score.js';
import { EVAL_LIMIT, INFINITE, MAX_PLY, WIN, fromTable, terminalScore, toTable } from './score.js';
import { EVAL_SAMPLE_ITERATIVE, SearchCore } from './search-core.js';
import { Bound, TranspositionTable } from './transposition-table.js';

const HISTORY_BITS = 16;
const NO_HISTORY: History = { lo: new Int32Array(0), hi: new Int32Array(0) };
const HISTORY_MASK = (1 << HISTORY_BITS) - 1;
/**
 * Ordering keys: the table's move first, then the game's hint; among moves of equal hint, the two
 * killers, then the history. A killer is only known to have cut once at this ply, while a hint that
 * ranks quiet moves finely knows the position; ranking killers above every quiet hint threw that
 * knowledge away (`bench/order-nodes.ts` and the games' pages have the measurements).
 */
const TT_MOVE_KEY = 0x7fffffff;
const HINT_SHIFT = 16;
const KILLER_KEY = 0xffff;
const HISTORY_CAP = KILLER_KEY - 2;
/** Past this share of the time budget a new iteration would rarely finish, so none is started. */
const NEXT_ITERATION_SHARE = 0.5;

/** Positions reached before the root, for games that can repeat (Pylos). */
export interface History {
  lo: Int32Array;
  hi: Int32Array;
}

/**
 * Iterative-deepening principal-variation search (negamax alpha-beta with a null window on all
 * but the first child) over a transposition table, with table-move-first ordering, two killer
 * moves per ply and a history table. Each iteration seeds the next through the table; the answer is
 * the deepest completed iteration's.
 */
export class IterativeSearch<S> extends SearchCore<S> {
  private readonly tt: TranspositionTable;
  private readonly orderKeys: Int32Array[] = [];
  private readonly killers = new Int32Array(2 * MAX_PLY);
  private readonly history = new Int32Array(2 << HISTORY_BITS);
  private readonly pathLo = new Int32Array(MAX_PLY);
  private readonly pathHi = new Int32Array(MAX_PLY);
  private past = NO_HISTORY;
  /** Counts repetition draws; a subtree that saw one has a path-dependent value. */
  private repetitions = 0;
  /** Nodes of the current iteration that skipped moves (SearchGame.selectiveWidth). */
  private selectiveCuts = 0;
  /** A pruning game's root moves stay in the order of the last iteration's values. */
  private readonly rootValues: Int32Array;
  private rootCount = 0;

  constructor(game: SearchGame<S>) {
    super(game);
    this.tt = new TranspositionTable(game.ttBits);
    this.rootValues = new Int32Array(game.maxMoves);
    for (let ply = 0; ply < MAX_PLY; ply++) this.orderKeys.push(new Int32Array(game.maxMoves));
  }

  run(state: S, evaluation: Evaluation<S>, limits: SearchLimits, past?: History): SearchResult {
    this.begin(state, evaluation, limits, EVAL_SAMPLE_ITERATIVE);
    this.tt.newSearch();
    this.killers.fill(-1);
    this.history.fill(0);
    this.past = past ?? NO_HISTORY;
    this.rootCount = 0;
    const game = this.game;
    const rootMoves = this.generate(state, this.moveBuffers[0]);
    const horizon = game.pliesLeftBound(state);
    const maxDepth = Math.min(limits.depth, MAX_PLY - 1);

    let depth = 0;
    let move = this.moveBuffers[0][0];
    let score = 0;
    let pv = [move];
    let proven = false;
    let averageDepth = 0;
    let averageRecursionDepth = 0;
    let reason = this.stopReason;
    for (let d = 1; d <= maxDepth; d++) {
      this.iterationEvaluations = this.iterationDepthSum = this.selectiveCuts = 0;
      const value = this.node(d, 0, -INFINITE, INFINITE, true);
      if (this.stopped) {
        // An unfinished first iteration still beats a blind guess.
        if (depth === 0 && this.pvLength[0] > 0) {
          move = this.pvTable[0];
          pv = this.rootPv();
        }
        reason = this.stopReason;
        break;
      }
      depth = d;
      score = value;
      move = this.pvTable[0];
      pv = this.rootPv();
      averageDepth = this.averageDepth();
      averageRecursionDepth = this.ard;
      proven = Math.abs(value) > EVAL_LIMIT || (d >= horizon && this.repetitions === 0 && this.selectiveCuts === 0);
      if (!proven && this.worthSolving(d, horizon, maxDepth)) {
        const exact = this.solve(horizon);
        if (exact === null) {
          reason = this.stopReason;
          break;
        }
        depth = horizon;
        score = exact;
        move = this.pvTable[0];
        pv = this.rootPv();
        proven = true;
      }
      if (proven) reason = 'proven';
      else if (rootMoves === 1 && limits.stopOnOnlyMove) reason = 'onlyMove';
      else if (d === maxDepth) reason = 'depth';
      else if (this.clock.elapsed() > limits.timeMs * NEXT_ITERATION_SHARE) reason = 'time';
      else continue;
      break;
    }
    const stopReason = reason ?? 'depth';
    return {
      move,
      score,
      proven,
      pv,
      stats: this.counters.report({
        depth,
        timeMs: this.clock.elapsed(),
        averageDepth,
        averageRecursionDepth,
        complete: stopReason !== 'time' && stopReason !== 'nodes' && stopReason !== 'cancelled',
        stopReason,
      }),
    };
  }

  /**
   * Whether to stop deepening and solve: the game must end within reach (half of the remaining
   * plies already searched with the heuristic), every move is searched (no forward pruning), and
   * the caller's depth limit allows searching to the end.
   */
  private worthSolving(depth: number, horizon: number, maxDepth: number): boolean {
    return 2 * depth >= horizon && horizon <= maxDepth && this.game.selectiveWidth === undefined && this.repetitions === 0;
  }

  /**
   * Finds the exact value by null-window searches to the end of the game, bisecting the scale of
   * exact values (exact-score.ts). With no heuristic leaf left, each null-window search prunes far
   * more than the deepening iterations, whose tree grows by a constant factor every ply. Returns
   * null when a limit stops it; the last deepening iteration's answer then stands.
   */
  private solve(horizon: number): number | null {
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

  private node(depth: number, ply: number, alpha: number, beta: number, isPv: boolean): number {
    if (!this.enterNode(ply)) return 0;
    const game = this.game;
    const state = this.state;
    const outcome = game.outcome(state);
    if (outcome !== Outcome.Ongoing) {
      this.ard = ply;
      return terminalScore(outcome, WIN - ply);
    }
    const lo = game.hashLo(state);
    const hi = game.hashHi(state);
    if (game.cyclic && ply > 0 && this.repeats(lo, hi, ply)) {
      this.repetitions++;
      this.ard = ply;
      return 0;
    }
    if (ply > 0 && game.decidedIn !== undefined) {
      const decided = game.decidedIn(state);
      if (decided !== 0) {
        this.ard = ply;
        return decided > 0 ? WIN - ply - decided : -(WIN - ply + decided);
      }
    }
    if (depth <= 0 || ply >= MAX_PLY - 1) return this.evaluateLeaf(ply);

    // Mate-distance bounds: nothing here can beat a win next ply or lose faster than next ply.
    if (alpha < -(WIN - ply - 1)) alpha = -(WIN - ply - 1);
    if (beta > WIN - ply - 1) beta = WIN - ply - 1;
    if (alpha >= beta) {
      this.ard = ply;
      return alpha;
    }

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
          this.ard = ply;
          return stored;
        }
      }
    }

    const moves = this.moveBuffers[ply];
    const width = game.selectiveWidth === undefined ? Infinity : game.selectiveWidth(depth, ply);
    // With plies to spare, which moves to keep matters more than the cost of looking: the hint's
    // best candidates (as many as a node one ply from the leaves tries) are re-ranked by the
    // evaluation, so that many must come out of the ordering in order. The root's order already
    // comes from the previous iteration.
    const reranks = width !== Infinity && depth >= 2 && ply > 0;
    const candidates = reranks ? Math.max(width, game.selectiveWidth!(1, ply)) : width;
    const all = ply === 0 && this.rootCount > 0 ? this.rootCount : this.orderMoves(ply, ttMove, candidates);
    const n = all < width ? all : width;
    if (n < all) {
      this.selectiveCuts++;
      if (reranks) this.rankByEvaluation(ply, Math.min(all, candidates), ttMove);
    }
    this.pathLo[ply] = lo;
    this.pathHi[ply] = hi;
    const repetitionsBefore = this.repetitions;
    const alphaBefore = alpha;
    let best = -INFINITE;
    let bestMove = moves[0];
    let ardSum = 0;
    let searched = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      game.makeMove(state, m);
      let v: number;
      if (i === 0) {
        v = -this.node(depth - 1, ply + 1, -beta, -alpha, isPv);
      } else {
        v = -this.node(depth - 1, ply + 1, -alpha - 1, -alpha, false);
        if (v > alpha && v < beta && !this.stopped) v = -this.node(depth - 1, ply + 1, -beta, -alpha, true);
      }
      game.unmakeMove(state, m);
      if (this.stopped) return 0;
      if (ply === 0) this.rootValues[i] = v;
      ardSum += this.ard;
      searched++;
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          this.updatePv(ply, m);
          if (alpha >= beta) {
            c.cutoffs++;
            this.rewardCutoff(ply, m, depth);
            break;
          }
        }
      }
    }
    this.ard = ardSum / searched;
    // Which root moves a narrow iteration looks at is decided by the previous iteration's values
    // (the first, full iteration gives every move its one-ply value), not by the static hints.
    if (ply === 0 && game.selectiveWidth !== undefined) {
      sortMovesByScore(moves, this.rootValues, searched);
      this.rootCount = all;
    }
    // A skipped move might have saved this node, so it is not proven lost.
    if (n < all && best < -EVAL_LIMIT) best = -EVAL_LIMIT;
    // A value that leaned on a repetition holds only for this path: keep the move, not the value.
    const bound =
      this.repetitions !== repetitionsBefore ? Bound.None : best >= beta ? Bound.Lower : best > alphaBefore ? Bound.Exact : Bound.Upper;
    this.tt.store(lo, hi, bestMove, toTable(best, ply), depth, bound);
    return best;
  }

  private generate(state: S, buf: Int32Array): number {
    const game = this.game;
    return game.generateSearchMoves ? game.generateSearchMoves(state, buf) : game.generateMoves(state, buf);
  }

  /**
   * Generates the moves at ply and sorts them: table move, game hint, killers, history. Only
   * the first `width` come out in order; the rest follow unordered.
   */
  private orderMoves(ply: number, ttMove: number, width: number): number {
    const game = this.game;
    const state = this.state;
    const moves = this.moveBuffers[ply];
    const keys = this.orderKeys[ply];
    const n = this.generate(state, moves);
    const k0 = this.killers[2 * ply];
    const k1 = this.killers[2 * ply + 1];
    const historyBase = game.sideToMove(state) << HISTORY_BITS;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      if (m === ttMove) keys[i] = TT_MOVE_KEY;
      else {
        const hint = game.orderHint(state, m);
        const tieBreak = m === k0 ? KILLER_KEY : m === k1 ? KILLER_KEY - 1 : this.history[historyBase + (m & HISTORY_MASK)];
        keys[i] = (hint << HINT_SHIFT) + tieBreak;
      }
    }
    if (width < n) selectBestMoves(moves, keys, n, width);
    else if (n > 1) sortMovesByScore(moves, keys, n);
    return n;
  }

  /** Sorts the first `count` moves by the evaluation one ply after each; the table move stays first. */
  private rankByEvaluation(ply: number, count: number, ttMove: number): void {
    const game = this.game;
    const state = this.state;
    const moves = this.moveBuffers[ply];
    const keys = this.orderKeys[ply];
    const t0 = performance.now();
    for (let i = 0; i < count; i++) {
      const m = moves[i];
      if (m === ttMove) {
        keys[i] = TT_MOVE_KEY;
        continue;
      }
      game.makeMove(state, m);
      const outcome = game.outcome(state);
      keys[i] = outcome === Outcome.Ongoing ? -this.evaluation.evaluate(state) : outcome === Outcome.Loss ? INFINITE : outcome === Outcome.Win ? -INFINITE : 0;
      game.unmakeMove(state, m);
    }
    const c = this.counters;
    c.evaluations += count;
    c.evaluationsPerDepth[ply + 1] += count;
    c.evalTimeMs += performance.now() - t0;
    sortMovesByScore(moves, keys, count);
  }

  private rewardCutoff(ply: number, move: number, depth: number): void {
    if (this.killers[2 * ply] !== move) {
      this.killers[2 * ply + 1] = this.killers[2 * ply];
      this.killers[2 * ply] = move;
    }
    const h = this.history;
    const i = (this.game.sideToMove(this.state) << HISTORY_BITS) + (move & HISTORY_MASK);
    h[i] += depth * depth;
    if (h[i] > HISTORY_CAP) for (let j = 0; j < h.length; j++) h[j] >>= 1;
  }

  /** Same position earlier on this path (same side to move) or earlier in the game. */
  private repeats(lo: number, hi: number, ply: number): boolean {
    for (let p = ply - 2; p >= 0; p -= 2) {
      if (this.pathLo[p] === lo && this.pathHi[p] === hi) return true;
    }
    const past = this.past;
    for (let i = 0; i < past.lo.length; i++) {
      if (past.lo[i] === lo && past.hi[i] === hi) return true;
    }
    return false;
  }
}
