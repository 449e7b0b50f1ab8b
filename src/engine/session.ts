import type { CompleteGame } from './complete-game.js';
import type { Answered } from './deepening.js';
import type { Evaluation, ExactSolver, History } from './game.js';
import type { IterativeSearch } from './iterative.js';
import { Clock, type SearchLimits } from './limits.js';
import type { SearchResult } from './result.js';
import { solveFirst } from './solver-first.js';
import { WorkTally } from '../core/tally.js';
import { searchStats } from './stats.js';
import type { TextbookSearch } from './textbook.js';
import type { TranspositionTable } from './transposition-table.js';

/** What the engine keeps from one request to the next: its searches and their table, each built on first use. */
export interface Searchers<S> {
  game: CompleteGame<S>;
  iterative(): IterativeSearch<S>;
  textbook(): TextbookSearch<S>;
  table(): TranspositionTable;
}

/**
 * One request's search. It owns the tables' generation: the engine's table and the game's
 * solver's (Connect 4's kernel) start empty once per request, when first used, and every search
 * the request runs shares them: the deepening iterations, the solve and its estimate, and each
 * root move of multi-PV, as Stockfish's MultiPV shares its one table. Answers stay reproducible,
 * since a request starts from the same empty tables whatever came before it.
 */
export class SearchSession<S> {
  /** The whole request's clock: progress reports count from it. */
  readonly clock: Clock;
  /** The request's limits, with the start every clock of the request counts from. */
  readonly limits: SearchLimits;
  readonly tally = new WorkTally();
  private tableStarted = false;
  private solverStarted = false;

  constructor(
    private readonly searchers: Searchers<S>,
    readonly evaluation: Evaluation<S>,
    limits: SearchLimits,
  ) {
    this.clock = new Clock(limits);
    this.limits = { ...limits, startedAt: this.clock.start };
  }

  get game(): CompleteGame<S> {
    return this.searchers.game;
  }

  /** The request's best move, with the statistics of everything it searched. */
  bestMove(state: S, history?: History): SearchResult {
    const { answer, depth, stopReason } = this.search(state, this.limits, history, this.tally);
    return { ...answer, stats: searchStats(this.tally, depth, this.clock.elapsed(), stopReason) };
  }

  /**
   * Which searcher answers a request: the one door. The course's algorithms search as the course
   * does. A game with its own exact solver (Connect 4's WebAssembly kernel) answers through it
   * first when the caller's depth reaches the end of the game, and through the solver's
   * depth-limited estimate when the solve runs out (solver-first.ts). A request whose depth stops
   * short of the end goes to the engine's own iterative search, never to the estimate: its node
   * counts and answers are the ones every game's fixed-depth searches are compared by (the
   * course's tests, bench/order-nodes.ts), and the estimate prunes and counts differently.
   */
  search(state: S, limits: SearchLimits, history: History | undefined, tally: WorkTally): Answered {
    const elapsed = () => this.clock.elapsed();
    if (limits.algorithm !== 'iterative') return this.searchers.textbook().run(state, this.evaluation, limits, history, tally, elapsed);
    const iterative = (rest: SearchLimits) => this.iterative().run(state, this.evaluation, rest, history, tally, elapsed);
    const horizon = this.game.pliesLeftBound(state);
    const solver = limits.depth >= horizon ? this.solver() : undefined;
    if (solver === undefined) return iterative(limits);
    return solveFirst(solver, { state, limits, horizon, tally }, iterative);
  }

  private iterative(): IterativeSearch<S> {
    if (!this.tableStarted) {
      const table = this.searchers.table();
      table.newSearch();
      this.game.kernelSearch?.newTable(table.entries);
    }
    this.tableStarted = true;
    return this.searchers.iterative();
  }

  /** The game's exact solver, if it has one, its table started for this request. */
  solver(): ExactSolver<S> | undefined {
    const { solver } = this.game;
    if (solver !== undefined && !this.solverStarted) solver.newSearch();
    this.solverStarted = true;
    return solver;
  }
}
