import type { Outcome } from '../core/outcome.js';
import type { WorkCounts } from '../core/tally.js';
import type { StatsCounters } from './stats.js';

/**
 * What the search needs from a game. Modelled on OpenSpiel's split between games and algorithms:
 * moves are plain integers, the state is mutable and owned by one search, and the node's methods
 * (moves, make and unmake, outcome, hash, evaluation) are cheap enough for the inner loop. A game
 * may add an exact solver and a WebAssembly kernel that runs whole iterations, each called once a
 * search or an iteration.
 */

export interface Evaluation<S> {
  /** Heuristic value from the side to move's view; must stay strictly inside ±EVAL_LIMIT. */
  evaluate(state: S): number;
  /**
   * Value of a won terminal position in the textbook searches, when the evaluation defines one
   * (the course's UTILITY of ±10000, which ignores the distance to the win). Without it the
   * textbook searches score wins as WIN - ply, like the iterative search.
   */
  readonly utility?: number;
  /**
   * Optional: reads a value this evaluation gives a decided position (Amazons once separated),
   * ranked above any judgement by an offset: undefined for a judgement.
   */
  decided?(value: number): Decided | undefined;
}

/** A decided position's result, as the answer gives it. */
export interface Decided {
  outcome: 'win' | 'loss';
  /** The side to move's lead in the game's terms (Amazons: moves left, its own less the opponent's). */
  margin: number;
  /** The lead on the evaluation's scale, without the offset. */
  value: number;
}

/** What an exact solver may spend, read every few thousand nodes. */
export interface SolverLimits {
  nodes: number;
  /** As SearchLimits.book. */
  book?: boolean;
  /** The clock and the cancel flag: true once the solver must stop. */
  expired(): boolean;
  /** Milliseconds left before expired() turns true on time; absent when no clock limits the solve. */
  remainingMs?(): number;
}

export interface SolverRun {
  stats: WorkCounts;
  /**
   * Null when the limits stopped it. `plies` as decidedIn: > 0 a win, < 0 a loss, 0 a draw. With
   * `weak`, only the outcome is proven and `plies` is the longest the game can last, which ranks it.
   */
  solved: { move: number; plies: number; pv: number[]; weak?: boolean } | null;
}

export interface EstimateRun {
  stats: WorkCounts;
  /** False when the limits stopped it. */
  finished: boolean;
  /**
   * The best root move searched to the end, with its score on the engine's scale (score.ts): the
   * answer when finished, the best so far when stopped, null when stopped before any.
   */
  result: { move: number; score: number; proven: boolean; pv: number[] } | null;
}

/** A game's own exact solver, faster than the generic search can be (Connect 4's WebAssembly kernel). */
export interface ExactSolver<S> {
  /** Starts its table empty: once per request (session.ts), so that answers are reproducible. */
  newSearch(): void;
  /**
   * Share of a request's time and node budgets the solve may take; the rest goes to a heuristic
   * search when it does not finish, since many positions are out of the solver's reach and their
   * move still needs a search of its own. The game's to tune: it weighs its solve against its
   * heuristic.
   */
  readonly share: number;
  /** Solves with whatever the table holds from the request's earlier solves and estimates. */
  solve(state: S, limits: SolverLimits): SolverRun;
  /**
   * Optional: a position's outcome that the solver knows at once but without a move that keeps it
   * (`plies` and `weak` as SolverRun's), where finding the move would take a solve: listing every
   * root move's value needs only the outcome. Undefined where it knows none, or knows the move too.
   * Only asked with the book on (SearchLimits.book): it is what the solver's tables know.
   */
  knownOutcome?(state: S): { plies: number; weak?: boolean } | undefined;
  /**
   * Optional: the solver's own search `depth` plies deep with a heuristic at the leaves, which the
   * engine deepens in place of its own search when the solve does not finish: the solver's speed
   * then serves the positions it cannot prove as well.
   */
  estimate?(state: S, depth: number, limits: SolverLimits): EstimateRun;
}

/** Positions reached before the root, for games that can repeat (Pylos): their keys' two halves. */
export interface History {
  lo: Int32Array;
  hi: Int32Array;
}

/** What the iterative search gives a game's kernel search for one run (a request's search of one position). */
export interface KernelRun {
  /** The run's node limit (Infinity for none). */
  nodes: number;
  /** Nodes before the clock is first read. */
  firstReading: number;
  /** Read when due: 0 once the search must stop, otherwise the nodes until the next reading. */
  readClock(): number;
}

/** One iteration of a kernel search, with what the engine reports of it. */
export interface KernelIteration {
  /** The root's value; meaningless when stopped. */
  value: number;
  /** Null when the iteration finished; otherwise the limit that stopped it. */
  stopped: 'nodes' | 'clock' | null;
  /** The root's line; when stopped, the line of the best root move searched to the end, or empty. */
  pv: number[];
  /** The value of that best root move. */
  rootBest: number;
  /** Of the iteration: moves searched shallower first, evaluations and the sum of their plies, the root's mean recursion depth. */
  reductions: number;
  evaluations: number;
  depthSum: number;
  recursionDepth: number;
  /** Of the run: repetition draws scored. */
  repetitions: number;
}

/**
 * A game's own copy of the iterative search's node function, in a kernel (Pylos' WebAssembly):
 * every node searched as the engine's node searches it (the same moves in the same order, the
 * same table, killers, history, reductions and repetition draws), so that an iteration visits the
 * same nodes and answers the same, faster. The engine keeps the deepening, the clock, the answer
 * and the statistics; the exact solve, which such a game never reaches, stays the engine's.
 */
export interface KernelSearch<S> {
  /** Empties its table, as the engine empties its own of `entries` entries (once per request). */
  newTable(entries: number): void;
  /**
   * Takes the position, the earlier positions and the run's limits, with empty killers and
   * history; false when it cannot mirror this search (another evaluation, a table it cannot hold),
   * and the engine searches itself.
   */
  begin(state: S, evaluation: Evaluation<S>, past: History | undefined, run: KernelRun): boolean;
  /** One iteration from the root, `depth` plies deep on a full window; the run's counts so far go to `counters`. */
  iterate(depth: number, counters: StatsCounters): KernelIteration;
}

/** The engine fills in the optional methods once per game (complete-game.ts), not at every node. */
export interface SearchGame<S> {
  /** Upper bound on the number of legal moves in any position; sizes the per-ply move buffers. */
  readonly maxMoves: number;
  /** True when positions can repeat (Pylos), so the search must watch its path for cycles. */
  readonly cyclic: boolean;
  /** log2 of the transposition table's entry count this game wants per worker. */
  readonly ttBits: number;
  /** Writes the legal moves into buf from index 0, in the game's natural order; returns the count. */
  generateMoves(state: S, buf: Int32Array): number;
  /**
   * Optional: the moves the iterative search tries, for a game that can leave out moves never
   * better than one it keeps (moves reaching the same position as another in Pylos; moves that
   * hand the opponent a win in Connect 4). Must return at least one move of a position that is not
   * over. Listings and the textbook searches keep using generateMoves.
   */
  generateSearchMoves?(state: S, buf: Int32Array): number;
  makeMove(state: S, move: number): void;
  unmakeMove(state: S, move: number): void;
  /** Terminal test. A position with no legal move must not be Ongoing. */
  outcome(state: S): Outcome;
  /**
   * Optional: the exact result of a position that is not over but already decided (Pylos once no
   * sphere can be saved any more): n > 0 when the side to move wins in n plies, -n when it loses
   * in n plies, 0 when not known. The iterative search scores such positions as proven.
   */
  decidedIn?(state: S): number;
  /**
   * Optional, with decidedIn: the fewest plies to a win and to a loss from a position decidedIn
   * left undecided (Connect 4: a win takes at least 3, a loss at least 4, since wins in one and
   * losses in two are all decided). The search narrows its window to that, as Pons' solver does.
   */
  readonly undecidedDistance?: { win: number; loss: number };
  /**
   * Optional: a solver the iterative search runs first, with part of the time, whenever the
   * caller's depth reaches the end of the game; the search takes over if it does not finish.
   */
  readonly solver?: ExactSolver<S>;
  /** Optional: the iterative search's iterations run in the game's kernel, node for node as the engine would. */
  readonly kernelSearch?: KernelSearch<S>;
  /** 0 when the first player (red, white) is to move, 1 otherwise. */
  sideToMove(state: S): 0 | 1;
  /** Zobrist-style key as two 32-bit halves; equal positions with the same side to move agree. */
  hashLo(state: S): number;
  hashHi(state: S): number;
  /** Upper bound on the plies left before the game must end; Infinity when it can cycle. */
  pliesLeftBound(state: S): number;
  /**
   * Cheap ordering hint for the iterative search (higher is searched earlier), in 0..1023.
   * Called on the position before the move.
   */
  orderHint(state: S, move: number): number;
  /**
   * Optional late-move reductions: how many plies shallower the iterative search first looks at
   * the `index`-th move of a node (in search order, 0 the first) with `depth` plies left, whose
   * ordering hint is `hint`; 0 searches it at full depth. The first move, the table's move and the
   * killers are never reduced. A reduced move that beats alpha is searched again at full depth, so
   * reductions change the effort a move gets, not what a score proves. Absent means none.
   */
  reduction?(depth: number, index: number, hint: number): number;
  /**
   * Optional null-move pruning, for a game where having the move is worth something while the
   * search is heuristic: `pass` hands the move to the opponent without touching the board (calling
   * it again gives it back), and a node outside the principal variation with 2 or more plies
   * left that, after a pass, still scores at or above beta `reduction` + 1 plies shallower (a leaf
   * at the least) is cut there. Never in the exact solve, twice in a row or against a proven
   * bound; the kernel searches (`kernelSearch`) do not pass.
   */
  readonly nullMove?: { readonly reduction: number; pass(state: S): void };
}
