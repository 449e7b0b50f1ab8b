import type { EstimateRun, ExactSolver, SearchGame, SolverStats } from './game.js';
import { Clock, type Iteration, type SearchLimits, type StopReason } from './limits.js';
import type { SearchResult } from './result.js';
import { provenScore } from './score.js';
import { addWork, nodesPerSecond, round3, type SearchStats } from './stats.js';

/**
 * Share of the time and node budgets the game's solver may take. The rest goes to a heuristic
 * search when the solve does not finish: most openings are out of the solver's reach, and their
 * move still needs a search of its own.
 */
export const SOLVER_SHARE = 0.5;

/**
 * Runs the game's exact solver first when the caller's depth reaches the end of the game. When it
 * runs out of budget, the rest goes to the solver's own heuristic search, deepened here, or else
 * to the engine's search.
 */
export function solveFirst<S>(
  game: SearchGame<S>,
  solver: ExactSolver<S>,
  state: S,
  limits: SearchLimits,
  search: (limits: SearchLimits) => SearchResult,
): SearchResult {
  const horizon = game.pliesLeftBound(state);
  if (limits.depth < horizon) return search(limits);
  const clock = new Clock(limits);
  const solverClock = new Clock({ ...limits, timeMs: limits.timeMs * SOLVER_SHARE });
  const run = solver.solve(state, { nodes: Math.floor(limits.nodes * SOLVER_SHARE), book: limits.book, expired: () => solverClock.expired() });
  if (run.solved !== null) {
    const { move, plies, pv, weak } = run.solved;
    // The solve is the search's one iteration, to the end of the game.
    limits.onIteration?.({ depth: horizon, score: provenScore(plies), proven: true, pv, nodes: run.stats.nodes, timeMs: clock.elapsed() });
    return { move, score: provenScore(plies), proven: true, weak, pv, stats: report(run.stats, { depth: horizon, timeMs: clock.elapsed(), stopReason: 'proven' }) };
  }
  const rest = { ...limits, timeMs: limits.timeMs - clock.elapsed(), nodes: limits.nodes - run.stats.nodes };
  // Progress counts the solve's nodes too, as the answer's statistics do.
  const onIteration = limits.onIteration && ((it: Iteration) => limits.onIteration?.({ ...it, nodes: it.nodes + run.stats.nodes, timeMs: clock.elapsed() }));
  if (solver.estimate !== undefined) {
    const deepened = deepen(solver.estimate.bind(solver), state, { ...rest, onIteration }, horizon);
    if (deepened !== null) return { ...deepened, stats: withEarlierWork(deepened.stats, run.stats, clock.elapsed()) };
  }
  const searched = search({ ...rest, onIteration });
  return { ...searched, stats: withEarlierWork(searched.stats, run.stats, clock.elapsed()) };
}

/**
 * Iterative deepening over the solver's estimate until the clock or the node limit stops it, as
 * the engine's own search does: the deepest finished iteration answers, unless the unfinished one
 * has already searched a better root move to the end (its first move is the last answer). Null
 * when not even the first iteration found a move.
 */
function deepen<S>(estimate: NonNullable<ExactSolver<S>['estimate']>, state: S, limits: SearchLimits, horizon: number): SearchResult | null {
  const clock = new Clock(limits);
  let answer: EstimateRun['result'] = null;
  let work: SolverStats | null = null;
  let depth = 0;
  let stopReason: StopReason = 'depth';
  const maxDepth = Math.min(limits.depth, horizon);
  for (let d = 1; d <= maxDepth; d++) {
    const run = estimate(state, d, { nodes: limits.nodes - (work?.nodes ?? 0), expired: () => clock.expired() });
    if (!run.finished) {
      if (work !== null) work = addWork(work, run.stats, work);
      // A move proven lost at this depth is no better than the last answer, which was not.
      const better = run.result !== null && !(run.result.proven && run.result.score < 0);
      if (better || answer === null) answer = run.result;
      stopReason = clock.reason ?? 'nodes';
      break;
    }
    // The averages are the deepest finished iteration's, the counts all iterations' together.
    work = work === null ? run.stats : addWork(work, run.stats, run.stats);
    answer = run.result;
    depth = d;
    if (answer !== null) limits.onIteration?.({ depth, score: answer.score, proven: answer.proven, pv: answer.pv, nodes: work.nodes, timeMs: clock.elapsed() });
    if (answer?.proven) {
      stopReason = 'proven';
      break;
    }
  }
  if (answer === null || work === null) return null;
  return { ...answer, stats: report(work, { depth, timeMs: clock.elapsed(), stopReason }) };
}

function report(work: SolverStats, extra: { depth: number; timeMs: number; stopReason: StopReason }): SearchStats {
  const { stopReason } = extra;
  return {
    ...work,
    depth: extra.depth,
    nps: nodesPerSecond(work.nodes, extra.timeMs),
    timeMs: round3(extra.timeMs),
    averageDepth: round3(work.averageDepth),
    averageRecursionDepth: round3(work.averageRecursionDepth),
    // The kernel does not time its evaluations: reading a clock per leaf would cost more than they do.
    evalTimeMs: 0,
    complete: stopReason !== 'time' && stopReason !== 'nodes' && stopReason !== 'cancelled',
    stopReason,
  };
}

/** The answer's statistics with the unfinished solve's work added, so nodes count all the work. */
function withEarlierWork(stats: SearchStats, run: SolverStats, timeMs: number): SearchStats {
  const total = addWork(stats, run, stats);
  return { ...total, nps: nodesPerSecond(total.nodes, timeMs), timeMs: round3(timeMs) };
}
