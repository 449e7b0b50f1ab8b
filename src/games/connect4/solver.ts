import { Outcome } from '../../core/outcome.js';
import type { ExactSolver, SolverLimits, SolverRun } from '../../engine/game.js';
import { provenScore } from '../../core/score.js';
import { WorkTally, type WorkCounts } from '../../core/tally.js';
import { openingAnswer, tablesRootValue } from './book/opening.js';
import { distanceAllowance, weakPlies, type Allowance } from './book/weak-first.js';
import { bitIndex, CELLS, hasFour, WIDTH } from './bitboard.js';
import { BOOK_STONES } from './book/ply.js';
import { BOOK_MISSING, connect4Kernel, type Kernel } from './kernel.js';
import { pliesOfPonsScore } from './pons-score.js';

export interface PonsSolveOptions {
  /** Only win, draw or loss (-1, 0, 1), as Pons' `-w`: fewer probes. */
  weak?: boolean;
  nodes: number;
  expired?: () => boolean;
  /**
   * Keeps what the table holds from the solves before (its bounds hold whatever the root), which
   * pays when the positions solved one after another share much of their trees.
   */
  keepTable?: boolean;
  /** Consults the ply-8 database the kernel holds (book/load.ts), if any. */
  book?: boolean;
  /** The root's weak value where the tables give it (1 or -1), so that the solve need not prove it. */
  known?: number;
}

export interface PonsSolve {
  /** Pons' score, or null when the limits stopped the solve. */
  score: number | null;
  /** The best column, when solved. */
  column: number;
  stats: WorkCounts;
}

/** The kernel's estimates count an exact result as this many times Pons' score (assembly/estimate.ts). */
const EXACT = 10000;

/**
 * What the solver reads of a position and plays on it: the state of rules.ts, which hands this
 * solver to the engine, seen narrowly so that the two files do not import each other.
 */
export interface SolverPosition {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  readonly toMove: number;
  readonly stones: number;
  readonly outcomes: Int8Array;
  readonly playable: Int32Array;
  readonly openColumns: number;
  readonly heights: Int8Array;
  /** Cell (col, row) at bitIndex(col, row): 0 empty, else the player's number plus one. */
  readonly cells: Int8Array;
  computeThreats(): void;
  isFull(col: number): boolean;
  play(col: number): void;
  undo(col: number): void;
}

const NEVER = (): boolean => false;

/** The kernel takes the side to move's stones and all stones as bitboards in 32-bit halves. */
function bitboards(state: SolverPosition): [number, number, number, number] {
  const { lo, hi, toMove } = state;
  return [lo[toMove], hi[toMove], lo[0] | lo[1], hi[0] | hi[1]];
}

/** The kernel converts the node limit to a 64-bit integer, which has no Infinity. */
const nodeLimit = (nodes: number): number => Math.min(nodes, 2 ** 53);

/** Runs one kernel search with the caller's clock, then reads its statistics. */
function withClock<T>(expired: (() => boolean) | undefined, search: (kernel: Kernel) => T): T {
  const kernel = connect4Kernel();
  kernel.expired = expired ?? NEVER;
  try {
    return search(kernel);
  } finally {
    kernel.expired = NEVER;
  }
}

/** Solves a position that is not over with the WebAssembly kernel, from an empty table unless told. */
export function solvePons(state: SolverPosition, options: PonsSolveOptions): PonsSolve {
  if (options.keepTable !== true) connect4Kernel().newSearch();
  return solveInTable(state, options);
}

/** Solves with the kernel's table as the request's earlier searches left it. */
function solveInTable(state: SolverPosition, options: PonsSolveOptions): PonsSolve {
  return withClock(options.expired, (kernel) => {
    kernel.bookUse(options.book === true);
    const score = kernel.solve(...bitboards(state), options.weak === true, options.known ?? BOOK_MISSING, nodeLimit(options.nodes));
    return { score: kernel.wasStopped() ? null : score, column: kernel.bestColumn(), stats: statsOf(kernel, state) };
  });
}

/** The kernel's counts by ply from the root, to the last that is not zero. */
function perPly(counts: Uint32Array, state: SolverPosition): number[] {
  let end = CELLS - state.stones + 1;
  while (end > 0 && counts[end - 1] === 0) end--;
  const list = new Array<number>(end);
  for (let ply = 0; ply < end; ply++) list[ply] = counts[ply];
  return list;
}

function statsOf(kernel: Kernel, state: SolverPosition): WorkCounts {
  const evaluationsPerDepth = perPly(kernel.evaluationsAtPly, state);
  const evaluations = kernel.evaluationCount();
  const depthSum = evaluationsPerDepth.reduce((sum, n, ply) => sum + n * ply, 0);
  return {
    nodes: kernel.nodeCount(),
    ttProbes: kernel.tableProbes(),
    ttHits: kernel.tableHits(),
    cutoffs: kernel.cutoffCount(),
    nodesPerDepth: perPly(kernel.nodesAtPly, state),
    evaluations,
    evaluationsPerDepth,
    averageDepth: evaluations > 0 ? depthSum / evaluations : 0,
    averageRecursionDepth: kernel.recursionDepth(),
  };
}

/**
 * The move that ends a proven line the fastest way, where the search left it: the win at once,
 * else the block of the opponent's; two plies from the end, the loser has no move that saves it,
 * so any move. -1 when none of these applies.
 */
function forcedMove(state: SolverPosition, pliesLeft: number): number {
  state.computeThreats();
  const { playable, toMove } = state;
  const columns = playable[toMove] || playable[toMove ^ 1] || (pliesLeft === 2 ? state.openColumns : 0);
  return columns === 0 ? -1 : 31 - Math.clz32(columns & -columns);
}

/** `line` extended while the game goes on and `next` names a move; the state is left as it was. */
function extended(state: SolverPosition, line: number[], next: (pliesPlayed: number) => number): number[] {
  for (const col of line) state.play(col);
  while (state.outcomes[state.stones] === Outcome.Ongoing) {
    const col = next(line.length);
    if (col < 0 || state.isFull(col)) break;
    line.push(col);
    state.play(col);
  }
  for (let i = line.length - 1; i >= 0; i--) state.undo(line[i]);
  return line;
}

/**
 * The solve's principal variation as the table holds it: each position's best move as stored, or
 * where the table has none (the kernel settles the last plies without storing them, and an entry
 * may have been overwritten) the forced move.
 */
function tableLine(kernel: Kernel, state: SolverPosition, first: number, plies: number): number[] {
  return extended(state, [first], (played) => {
    const col = kernel.tableMove(...bitboards(state));
    return col >= 0 && !state.isFull(col) ? col : forcedMove(state, Math.abs(plies) - played);
  });
}

/**
 * The outcome before the distance: the opening table's answer when it holds the root's moves (its
 * work null: no search ran), else a weak solve, through the database when it lies below the root,
 * with its nodes and time, from which the distance's cost is estimated (null again where the
 * tables value the root: distanceAllowance says why).
 */
function weakStep(state: SolverPosition, limits: SolverLimits): { solve: PonsSolve; work: Allowance | null } {
  const opening = openingAnswer(state);
  if (opening !== null) return { solve: { score: opening.value, column: opening.column, stats: new WorkTally().counts }, work: null };
  const started = performance.now();
  const solve = solveInTable(state, { weak: true, book: true, nodes: limits.nodes, expired: () => limits.expired() });
  return { solve, work: tablesRootValue(state) !== undefined ? null : { nodes: solve.stats.nodes, ms: performance.now() - started } };
}

/** The work of a weak solve and the strong one after it, with the strong one's averages. */
function bothSolves(weak: WorkCounts, strong: WorkCounts): WorkCounts {
  const tally = new WorkTally();
  tally.add(weak);
  tally.add(strong);
  tally.average(strong);
  return tally.counts;
}

/**
 * The weak value of a position one stone past the tables, read off the positions one stone before
 * it that they value: each column whose top stone the last mover played, taken back. Whichever
 * move led here, a parent lost for the side that moved from it leaves this position won for the
 * side to move, and the tables' own move from a parent leaves it that parent's value, negated.
 * Undefined when no parent says. (`analyse` of a ply-8 root: the child its tables' move reaches
 * took the weak solve of seconds that kept a column without its outcome, docs/connect4.md.)
 */
function valueFromParents(state: SolverPosition): number | undefined {
  const mover = state.toMove ^ 1;
  // A position where the side to move has four in a line was never reached by play.
  if (hasFour(state.lo[state.toMove], state.hi[state.toMove])) return undefined;
  let value: number | undefined;
  for (let col = 0; col < WIDTH && value === undefined; col++) {
    const top = state.heights[col] - 1;
    if (top < 0 || state.cells[bitIndex(col, top)] !== mover + 1) continue;
    state.undo(col);
    const parent = tablesRootValue(state);
    if (parent === -1) value = 1;
    else if (parent !== undefined && openingAnswer(state)?.column === col) value = -parent;
    state.play(col);
  }
  return value;
}

/**
 * The weak value the tables give a position without a move to go with it: one they value but keep
 * no move for (a ply-8 loss: its move needs a weak solve, its outcome does not), or one stone past
 * them, by its parents. Undefined for a position whose move the tables keep (the opening answer
 * gives both) and for one they do not reach.
 */
function tablesOutcome(state: SolverPosition): number | undefined {
  if (state.stones === BOOK_STONES + 1) return valueFromParents(state);
  return openingAnswer(state) === null ? tablesRootValue(state) : undefined;
}

/** Connect 4's solver for the engine: Pons' design in WebAssembly (assembly/), and its estimate. */
export const connect4Solver: ExactSolver<SolverPosition> = {
  // Seven tenths rather than half: the estimate loses about a ply with the time it gives up, while
  // a solve that fits keeps the result (plies 8-9, where weak solves take 0.1-2 s: docs/connect4.md).
  share: 0.7,

  newSearch() {
    connect4Kernel().newSearch();
  },

  solve(state, limits) {
    // With the book off, Pons' strong solve alone, so that node counts compare with his solver.
    if (limits.book === false) {
      const run = solveInTable(state, { nodes: limits.nodes, book: false, expired: () => limits.expired() });
      if (run.score === null) return { stats: run.stats, solved: null };
      const plies = pliesOfPonsScore(run.score, state.stones);
      return { stats: run.stats, solved: { move: run.column, plies, pv: tableLine(connect4Kernel(), state, run.column, plies) } };
    }
    // With the book on, weak before strong (book/weak-first.ts says why); the kernel consults the
    // database only where it applies.
    const { solve: weak, work } = weakStep(state, limits);
    if (weak.score === null) return { stats: weak.stats, solved: null };
    // A draw has no distance to refine: the weak solve's move is the strong solve's answer.
    if (weak.score === 0) return { stats: weak.stats, solved: { move: weak.column, plies: 0, pv: tableLine(connect4Kernel(), state, weak.column, 0) } };
    const outcomeOnly = (stats: WorkCounts): SolverRun => ({ stats, solved: { move: weak.column, plies: weakPlies(weak.score!, state), pv: [weak.column], weak: true } });
    const allowance = distanceAllowance(work, { nodes: limits.nodes - weak.stats.nodes, ms: limits.remainingMs?.() ?? Infinity });
    if (allowance === null) return outcomeOnly(weak.stats);
    const deadline = performance.now() + allowance.ms;
    // The weak step's table stays for the strong solve: its bounds hold there too; and its outcome
    // starts the strong solve's probes on its side of zero (5 more of the Begin sets' table
    // positions' distances within 3,000 nodes, 144 of 964 against 139).
    const run = solveInTable(state, { nodes: allowance.nodes, book: true, known: Math.sign(weak.score), expired: () => limits.expired() || performance.now() >= deadline });
    const stats = bothSolves(weak.stats, run.stats);
    if (run.score === null) return outcomeOnly(stats);
    const plies = pliesOfPonsScore(run.score, state.stones);
    return { stats, solved: { move: run.column, plies, pv: tableLine(connect4Kernel(), state, run.column, plies) } };
  },

  knownOutcome(state) {
    if (state.outcomes[state.stones] !== Outcome.Ongoing) return undefined;
    const value = tablesOutcome(state);
    if (value === undefined) return undefined;
    return value === 0 ? { plies: 0 } : { plies: weakPlies(value, state), weak: true };
  },

  estimate(state, depth, limits) {
    return withClock(
      () => limits.expired(),
      (kernel) => {
        // The table is kept from the solve before and from one depth to the next: the bounds the
        // solve proved hold the estimate to them, and the best moves order the next iteration.
        kernel.estimate(...bitboards(state), depth, nodeLimit(limits.nodes));
        const stats = statsOf(kernel, state);
        const finished = !kernel.wasStopped();
        const move = kernel.bestColumn();
        if (move < 0) return { stats, finished, result: null };
        const value = kernel.estimateValue();
        const line: number[] = [];
        for (let col = kernel.estimateLine(0); col >= 0; col = kernel.estimateLine(line.length)) line.push(col);
        if (line.length === 0) line.push(move);
        if (Math.abs(value) < EXACT) return { stats, finished, result: { move, score: value, proven: false, pv: line } };
        // The search stops a ply or two before a proven end; the line is played out to it.
        const plies = pliesOfPonsScore(value / EXACT, state.stones);
        const pv = extended(state, line, (played) => forcedMove(state, Math.abs(plies) - played));
        return { stats, finished, result: { move, score: provenScore(plies), proven: true, pv } };
      },
    );
  },
};
