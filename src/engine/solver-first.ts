import { deepen, type Answered, type DeepeningStep, type Iterated, type RootAnswer } from './deepening.js';
import type { ExactSolver } from './game.js';
import { Clock, type SearchLimits } from './limits.js';
import { provenScore } from '../core/score.js';
import type { WorkTally } from '../core/tally.js';

/** The part of a request's search that the solver-first path needs from its session. */
export interface SolverRequest<S> {
  state: S;
  limits: SearchLimits;
  /** Plies left before the game must end: the depth of a solve. */
  horizon: number;
  /** The request's work so far (a root move's own, in multi-PV). */
  tally: WorkTally;
}

/**
 * Runs the game's exact solver with part of the budget; a solve is the search's one iteration, to
 * the end of the game. When it runs out, the rest goes to the solver's own heuristic search,
 * deepened by the driver, or (a solver without one, or an estimate that finished no iteration)
 * to `search`, the engine's own, with what is left.
 */
export function solveFirst<S>(solver: ExactSolver<S>, request: SolverRequest<S>, search: (limits: SearchLimits) => Answered): Answered {
  const { state, limits, horizon, tally } = request;
  const clock = new Clock(limits);
  const solverClock = new Clock(clock.share(limits, solver.share));
  const run = solver.solve(state, { nodes: Math.floor(limits.nodes * solver.share), book: limits.book, expired: () => solverClock.expired(), remainingMs: () => solverClock.remaining() });
  tally.add(run.stats);
  if (run.solved !== null) {
    tally.average(run.stats);
    const { move, plies, pv, weak } = run.solved;
    const answer = { move, score: provenScore(plies), proven: true, weak, pv };
    limits.onIteration?.({ depth: horizon, score: answer.score, proven: true, weak, pv, nodes: tally.nodes, timeMs: clock.elapsed() });
    return { answer, depth: horizon, stopReason: 'proven' };
  }
  // The time left is the request's: its clocks all count from the request's start.
  const rest = () => ({ ...limits, nodes: limits.nodes - tally.nodes });
  if (solver.estimate !== undefined) {
    const step = new EstimateStep(solver.estimate.bind(solver), state, rest(), tally);
    const deepened = deepen(step, null, {
      clock: step.clock,
      first: 1,
      last: Math.min(limits.depth, horizon),
      onIteration: limits.onIteration,
      nodes: () => tally.nodes,
      elapsed: () => clock.elapsed(),
    });
    if (deepened.depth > 0 && deepened.answer !== null) return { ...deepened, answer: deepened.answer };
  }
  return search(rest());
}

type Estimate<S> = NonNullable<ExactSolver<S>['estimate']>;

/** The solver's heuristic search `depth` plies deep, as a step of the deepening driver. */
class EstimateStep<S> implements DeepeningStep<RootAnswer> {
  readonly clock: Clock;
  private readonly budget: number;
  private readonly before: number;

  constructor(
    private readonly estimate: Estimate<S>,
    private readonly state: S,
    limits: SearchLimits,
    private readonly tally: WorkTally,
  ) {
    this.clock = new Clock(limits);
    this.budget = limits.nodes;
    this.before = tally.nodes;
  }

  iterate(depth: number): Iterated<RootAnswer> {
    const clock = this.clock;
    const spent = this.tally.nodes - this.before;
    const run = this.estimate(this.state, depth, { nodes: this.budget - spent, expired: () => clock.expired() });
    this.tally.add(run.stats);
    // A finished estimate always has a root move: only a stop before the first leaves none.
    if (!run.finished || run.result === null) return { finished: false, partial: run.result, reason: clock.reason ?? 'nodes' };
    this.tally.average(run.stats);
    return { finished: true, answer: run.result, depth, settled: run.result.proven };
  }
}
