import type { ExactSolver, SearchGame, SolverStats } from './game.js';
import { Clock, type SearchLimits } from './limits.js';
import type { SearchResult } from './result.js';
import { WIN } from './score.js';
import { nodesPerSecond, round3, type SearchStats } from './stats.js';

/**
 * Share of the time and node budgets the game's solver may take. The rest is the heuristic
 * search's when the solve does not finish: most openings are out of the solver's reach, and their
 * move still needs a search of its own.
 */
export const SOLVER_SHARE = 0.5;

/**
 * Runs the game's exact solver first when the caller's depth reaches the end of the game, and the
 * given heuristic search with what is left of the budget when the solver runs out of it.
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
  const run = solver.solve(state, { nodes: Math.floor(limits.nodes * SOLVER_SHARE), expired: () => solverClock.expired() });
  if (run.solved !== null) {
    const { move, plies, pv } = run.solved;
    const score = plies > 0 ? WIN - plies : plies < 0 ? -(WIN + plies) : 0;
    return { move, score, proven: true, pv, stats: solvedStats(run.stats, horizon, clock.elapsed()) };
  }
  const spent = clock.elapsed();
  const rest = search({ ...limits, timeMs: limits.timeMs - spent, nodes: limits.nodes - run.stats.nodes });
  return { ...rest, stats: withSolver(rest.stats, run.stats, clock.elapsed()) };
}

/** A solve evaluates nothing: it searches to the end of the game on every line. */
function solvedStats(run: SolverStats, horizon: number, timeMs: number): SearchStats {
  return {
    ...run,
    depth: horizon,
    nps: nodesPerSecond(run.nodes, timeMs),
    timeMs: round3(timeMs),
    evaluations: 0,
    evalTimeMs: 0,
    evaluationsPerDepth: [],
    averageDepth: 0,
    averageRecursionDepth: 0,
    complete: true,
    stopReason: 'proven',
  };
}

/** The search's statistics with the unfinished solve's work added, so nodes count all the work. */
function withSolver(stats: SearchStats, run: SolverStats, timeMs: number): SearchStats {
  const nodes = stats.nodes + run.nodes;
  const perDepth = Array.from({ length: Math.max(stats.nodesPerDepth.length, run.nodesPerDepth.length) }, (_, i) => (stats.nodesPerDepth[i] ?? 0) + (run.nodesPerDepth[i] ?? 0));
  return {
    ...stats,
    nodes,
    nps: nodesPerSecond(nodes, timeMs),
    timeMs: round3(timeMs),
    ttProbes: stats.ttProbes + run.ttProbes,
    ttHits: stats.ttHits + run.ttHits,
    cutoffs: stats.cutoffs + run.cutoffs,
    nodesPerDepth: perDepth,
  };
}
