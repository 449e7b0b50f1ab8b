import { CELLS } from '../bitboard.js';

// With the book on, a solve runs weak first: before ply 8 the database's win/draw/loss entries
// settle it there, at ply 8 the database holds the root's own value, and past the database a weak
// solve still takes a third to a half of a strong one's time (at ply 9, 0.7 s against 2.4 s at the
// 90th percentile), so the outcome is kept before a strong solve refines its distance in the time
// left (the issue's "weak before strong"). With the book off the solve is Pons' alone, so that
// node counts and times compare with his solver. These are its decisions; solver.ts runs it.

/** All a decision reads of the position (solver.ts imports this file, so it names no state type). */
interface Stones {
  readonly stones: number;
}

/**
 * Nodes the strong solve gets after a weak one under a node budget: as many as the weak solve took
 * (at least REFINE_MIN_NODES, at most what is left); an unlimited budget stays unlimited. Before
 * the database a strong solve of a win must go past it and rarely finishes in the rest of the
 * budget; capped, the answer comes when the outcome is known instead of when the clock runs out
 * (486 ms of the default 1000 ms uncapped).
 */
const REFINE_MIN_NODES = 200_000;

export function refineNodes(weakNodes: number, budget: number): number {
  const left = budget - weakNodes;
  return Number.isFinite(budget) ? Math.min(left, Math.max(REFINE_MIN_NODES, weakNodes)) : left;
}

/**
 * The `plies` of a weak result (SolverRun.solved): its sign the outcome, its size the longest the
 * game can still last, which ranks it below every known win and above every known loss.
 */
export function weakPlies(score: number, state: Stones): number {
  return Math.sign(score) * (CELLS - state.stones);
}
