import { Outcome, type ExactSolver, type SolverStats } from '../../engine/game.js';
import { CELLS, WIDTH } from './bitboard.js';
import { connect4Kernel, STOPPED, type Kernel } from './kernel.js';
import { pliesOfPonsScore } from './pons-score.js';
import type { Connect4State } from './rules.js';

export interface PonsSolveOptions {
  /** Only win, draw or loss (-1, 0, 1), as Pons' `-w`: fewer probes. */
  weak?: boolean;
  nodes: number;
  expired?: () => boolean;
}

export interface PonsSolve {
  /** Pons' score, or null when the limits stopped the solve. */
  score: number | null;
  /** The best column, when solved. */
  column: number;
  stats: SolverStats;
}

const NEVER = (): boolean => false;

/** The kernel takes the side to move's stones and all stones as bitboards in 32-bit halves. */
function solveArgs(state: Connect4State): [number, number, number, number] {
  const { lo, hi, toMove } = state;
  return [lo[toMove], hi[toMove], lo[0] | lo[1], hi[0] | hi[1]];
}

/** Solves a position that is not over with the WebAssembly kernel, from an empty table. */
export function solvePons(state: Connect4State, options: PonsSolveOptions): PonsSolve {
  const kernel = connect4Kernel();
  kernel.expired = options.expired ?? NEVER;
  kernel.newSearch();
  // The kernel converts the limit to a 64-bit integer, which has no Infinity.
  const score = kernel.solve(...solveArgs(state), options.weak === true, Math.min(options.nodes, 2 ** 53));
  kernel.expired = NEVER;
  return { score: score === STOPPED ? null : score, column: kernel.bestColumn(), stats: statsOf(kernel, state) };
}

function statsOf(kernel: Kernel, state: Connect4State): SolverStats {
  const nodesPerDepth: number[] = [];
  for (let ply = 0; ply <= CELLS - state.stones; ply++) nodesPerDepth.push(kernel.nodesAtPly(ply));
  while (nodesPerDepth.length > 1 && nodesPerDepth[nodesPerDepth.length - 1] === 0) nodesPerDepth.pop();
  return {
    nodes: kernel.nodeCount(),
    ttProbes: kernel.tableProbes(),
    ttHits: kernel.tableHits(),
    cutoffs: kernel.cutoffCount(),
    nodesPerDepth,
  };
}

/** A column where the side to move, or its opponent if it were to move, would win at once; or -1. */
function winningColumn(state: Connect4State, side: number): number {
  const toMove = state.toMove;
  if (side !== toMove) state.setToMove(side);
  let found = -1;
  for (let col = 0; col < WIDTH && found < 0; col++) {
    if (state.isFull(col)) continue;
    state.play(col);
    if (state.outcomes[state.stones] === Outcome.Loss) found = col;
    state.undo(col);
  }
  if (side !== toMove) state.setToMove(toMove);
  return found;
}

function firstOpenColumn(state: Connect4State): number {
  for (let col = 0; col < WIDTH; col++) if (!state.isFull(col)) return col;
  return -1;
}

/**
 * The principal variation as the table holds it after the solve: each position's best move as
 * stored; where the table has none (the solver settles the last plies without storing them), the
 * win at once, else the block of the opponent's.
 */
function tableLine(kernel: Kernel, state: Connect4State, first: number, plies: number): number[] {
  const line = [first];
  state.play(first);
  while (state.outcomes[state.stones] === Outcome.Ongoing) {
    let col = kernel.tableMove(...solveArgs(state));
    if (col < 0 || state.isFull(col)) col = winningColumn(state, state.toMove);
    if (col < 0) col = winningColumn(state, state.toMove ^ 1);
    // Two plies from a proven end, the loser has no move that saves it: any move is best play.
    if (col < 0 && Math.abs(plies) - line.length === 2) col = firstOpenColumn(state);
    if (col < 0) break;
    line.push(col);
    state.play(col);
  }
  for (let i = line.length - 1; i >= 0; i--) state.undo(line[i]);
  return line;
}

/** Connect 4's exact solver for the engine: Pons' design in WebAssembly (assembly/solver.ts). */
export const connect4Solver: ExactSolver<Connect4State> = {
  solve(state, limits) {
    const run = solvePons(state, { nodes: limits.nodes, expired: () => limits.expired() });
    if (run.score === null) return { stats: run.stats, solved: null };
    const plies = pliesOfPonsScore(run.score, state.stones);
    return { stats: run.stats, solved: { move: run.column, plies, pv: tableLine(connect4Kernel(), state, run.column, plies) } };
  },
};
