import type { Engine } from './engine.js';
import { Outcome, type Evaluation, type ExactSolver, type SearchGame, type SolverStats } from './game.js';
import { Clock, type SearchLimits, type StopReason } from './limits.js';
import type { History } from './repetition.js';
import { fromTable, MAX_PLY, provenScore, terminalScore, WIN } from './score.js';
import { SOLVER_SHARE } from './solver-first.js';
import { addWork, nodesPerSecond, round3, type SearchStats } from './stats.js';

/** One root move and its value, from the root's side to move, plies counted from the root. */
export interface RootLine {
  move: number;
  score: number;
  proven: boolean;
  /** As SearchResult.weak. */
  weak?: boolean;
  /** Starts with the move itself. */
  pv: number[];
  /** The iteration the score comes from (1: the child's own outcome or evaluation). */
  depth: number;
}

export interface MultiPvResult {
  /** The best lines, best first (ties in the game's move order). */
  lines: RootLine[];
  stats: SearchStats;
}

/** What the multi-PV search needs beyond the engine: the game's rules and its repetition history. */
export interface MultiPvGame<S> {
  search: SearchGame<S>;
  engine: Engine<S>;
  /** The earlier positions of a state, for games that can cycle. */
  history?(state: S): History;
}

/** Root moves valued between two readings of the clock in the first pass. */
const FIRST_PASS_CLOCK_READS = 32;

const NO_WORK: SolverStats = {
  nodes: 0,
  ttProbes: 0,
  ttHits: 0,
  cutoffs: 0,
  nodesPerDepth: [],
  evaluations: 0,
  evaluationsPerDepth: [],
  averageDepth: 0,
  averageRecursionDepth: 0,
};

/**
 * A child's value seen from the root: the sign flips and a proven result is one ply further away,
 * as the table moves a node's proven score to the root's count (-0 kept out: a draw is 0).
 */
function fromChild(score: number): number {
  const value = -fromTable(score, 1);
  return value === 0 ? 0 : value;
}

/** A child search's work, its per-depth counts moved one ply down (index 0 is the root). */
function childWork(stats: SolverStats): SolverStats {
  return { ...stats, nodesPerDepth: [0, ...stats.nodesPerDepth], evaluationsPerDepth: [0, ...stats.evaluationsPerDepth] };
}

/**
 * Multi-PV: the value of each root move, so that the best `count` can be listed, each searched to
 * the same depth with its own full window (a search of the position after the move). Iterative
 * deepening over the root moves: iteration d searches every move's position d - 1 plies deep in
 * the order of the previous iteration's values; an iteration cut short by a limit is thrown away
 * whole, so every line of the answer comes from the same depth, unless proven. Proven lines are not
 * searched again. A game with an exact solver (Connect 4) first solves each child with half of the
 * budget, when the caller's depth reaches the end of the game. A game that prunes forward
 * (SearchGame.selectiveWidth) deepens only the best `count`, or its root width if wider, of the
 * previous iteration's moves. Textbook algorithms search once, to the caller's depth. All within the
 * one budget of `limits`.
 */
export function multiPv<S>(game: MultiPvGame<S>, state: S, evaluation: Evaluation<S>, limits: SearchLimits, count: number): MultiPvResult {
  const rules = game.search;
  const clock = new Clock(limits);
  const iterative = limits.algorithm === 'iterative';
  const buffer = new Int32Array(rules.maxMoves);
  const moveCount = rules.generateMoves(state, buffer);
  const horizon = rules.pliesLeftBound(state);
  let work: SolverStats = { ...NO_WORK, nodes: 1, nodesPerDepth: [1] };
  // The child searches of the last finished iteration, and of the one running (thrown away if cut short).
  let lastIteration: SolverStats[] = [];
  let running: SolverStats[] = [];
  const lines: RootLine[] = [];

  // Depth 1: the children's own outcome or evaluation. A wide root (Amazons' thousands of moves)
  // can outlast a short budget here already: past the first move, the limits stop it, and the
  // moves not yet valued are left out of the answer.
  let stopReason: StopReason | null = null;
  for (let i = 0; i < moveCount; i++) {
    if (i > 0 && work.nodes >= limits.nodes) stopReason = 'nodes';
    else if (i > 0 && i % FIRST_PASS_CLOCK_READS === 0 && clock.expired()) stopReason = clock.reason;
    if (stopReason !== null) break;
    const move = buffer[i];
    rules.makeMove(state, move);
    const outcome = rules.outcome(state);
    if (outcome !== Outcome.Ongoing) {
      // The textbook searches score a win as the evaluation's utility when it has one, which is no proof's scale.
      const utility = iterative ? undefined : evaluation.utility;
      lines.push({ move, score: -terminalScore(outcome, utility ?? WIN - 1), proven: utility === undefined, pv: [move], depth: 1 });
    } else {
      const value = evaluation.evaluate(state);
      lines.push({ move, score: value === 0 ? 0 : -value, proven: false, pv: [move], depth: 1 });
      work = addWork(work, { ...NO_WORK, evaluations: 1, evaluationsPerDepth: [0, 1] }, work);
    }
    work = addWork(work, { ...NO_WORK, nodes: 1, nodesPerDepth: [0, 1] }, work);
    rules.unmakeMove(state, move);
  }
  let evalTimeMs = 0;

  /** The game's exact solver on each child not yet proven, sharing half of the budget out evenly. */
  const solveChildren = (solver: ExactSolver<S>) => {
    const solverClock = new Clock({ ...limits, timeMs: limits.timeMs * SOLVER_SHARE });
    const open = lines.filter((l) => !l.proven);
    for (const [i, line] of open.entries()) {
      if (solverClock.expired()) return;
      const budget = Math.floor((limits.nodes * SOLVER_SHARE - work.nodes) / (open.length - i));
      rules.makeMove(state, line.move);
      const run = solver.solve(state, { nodes: Math.max(0, budget), book: limits.book, expired: () => solverClock.expired() });
      rules.unmakeMove(state, line.move);
      work = addWork(work, childWork(run.stats), work);
      if (run.solved !== null) {
        const { plies, weak, pv } = run.solved;
        Object.assign(line, { score: fromChild(provenScore(plies)), proven: true, weak, pv: [line.move, ...pv] });
      }
    }
  };
  let depth = 1;
  /**
   * Best first among the lines of the last finished iteration (and the proven ones); a game that
   * prunes forward leaves the others at an earlier depth, whose scores are not comparable (a deeper
   * search mostly lowers a score), so they follow.
   */
  const current = (line: RootLine) => line.proven || line.depth >= depth;
  const ranked = () => [...lines].sort((a, b) => Number(current(b)) - Number(current(a)) || b.score - a.score);
  const report = (depth: number) => {
    const [best] = ranked();
    limits.onIteration?.({ depth, score: best.score, proven: best.proven, pv: best.pv, nodes: work.nodes, timeMs: clock.elapsed() });
  };

  /** Searches one child, or says which limit cut it short. */
  const searchChild = (line: RootLine, childDepth: number): RootLine | StopReason => {
    rules.makeMove(state, line.move);
    try {
      const result = game.engine.search(
        state,
        evaluation,
        { ...limits, onIteration: undefined, depth: childDepth, timeMs: Math.max(0, limits.timeMs - clock.elapsed()), nodes: Math.max(0, limits.nodes - work.nodes) },
        game.history?.(state),
      );
      work = addWork(work, childWork(result.stats), work);
      evalTimeMs += result.stats.evalTimeMs;
      running.push(result.stats);
      const { stopReason } = result.stats;
      if (stopReason === 'time' || stopReason === 'nodes' || stopReason === 'cancelled') return stopReason;
      return { move: line.move, score: fromChild(result.score), proven: result.proven, pv: [line.move, ...result.pv], depth: childDepth + 1 };
    } finally {
      rules.unmakeMove(state, line.move);
    }
  };

  if (stopReason === null && lines.every((l) => l.proven)) stopReason = 'proven';
  if (iterative && stopReason === null) report(1);
  if (stopReason === null && iterative && rules.solver !== undefined && limits.depth >= horizon) {
    solveChildren(rules.solver);
    if (lines.every((l) => l.proven)) {
      stopReason = 'proven';
      depth = horizon;
      report(depth);
    }
  }
  const maxDepth = Math.min(limits.depth, MAX_PLY - 1);
  for (let d = iterative ? 2 : Math.max(2, maxDepth); stopReason === null && d <= maxDepth; d++) {
    const order = ranked();
    const width = rules.selectiveWidth === undefined ? Infinity : Math.max(count, rules.selectiveWidth(d, 0));
    const chosen = order.slice(0, width).filter((l) => !l.proven);
    if (chosen.length === 0) {
      // A game that prunes forward: the lines it deepens are all proven.
      stopReason = 'proven';
      break;
    }
    running = [];
    const found: [RootLine, RootLine][] = [];
    for (const line of chosen) {
      const next = searchChild(line, d - 1);
      if (typeof next === 'string') {
        stopReason = next;
        break;
      }
      found.push([line, next]);
    }
    if (stopReason !== null) break;
    for (const [line, next] of found) Object.assign(line, next);
    lastIteration = running;
    depth = d;
    if (iterative) report(d);
    if (lines.every((l) => l.proven)) stopReason = 'proven';
    else if (d === maxDepth) stopReason = 'depth';
    else if (clock.expired()) stopReason = clock.reason;
  }

  // The averages are the last iteration's, one ply deeper than its child searches'.
  const mean = (f: (s: SolverStats) => number) =>
    lastIteration.length > 0 ? lastIteration.reduce((sum, s) => sum + f(s), 0) / lastIteration.length + 1 : 1;
  const timeMs = clock.elapsed();
  const reason = stopReason ?? 'depth';
  return {
    lines: ranked().slice(0, count),
    stats: {
      ...work,
      depth,
      nps: nodesPerSecond(work.nodes, timeMs),
      timeMs: round3(timeMs),
      evalTimeMs: round3(evalTimeMs),
      averageDepth: round3(mean((s) => s.averageDepth)),
      averageRecursionDepth: round3(mean((s) => s.averageRecursionDepth)),
      complete: reason !== 'time' && reason !== 'nodes' && reason !== 'cancelled',
      stopReason: reason,
    },
  };
}
