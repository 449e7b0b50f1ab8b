import type { SolverLimits } from '../../../engine/game.js';
import { CELLS } from '../bitboard.js';
import { connect4Kernel } from '../kernel.js';
import type { Connect4State } from '../rules.js';

// A solve that reaches the ply-8 database runs weak first: the database's win/draw/loss entries
// settle that at ply 8, so the outcome is kept before a strong solve refines its distance in the
// time left (the "weak before strong"). These are its two decisions; solver.ts runs it.

/** Whether a solve of this position reaches the database: one is loaded and lies below the root. */
export function bookReaches(state: Connect4State, limits: SolverLimits): boolean {
  return limits.book !== false && state.stones < connect4Kernel().bookPly();
}

/**
 * The `plies` of a weak result (SolverRun.solved): its sign the outcome, its size the longest the
 * game can still last, which ranks it below every known win and above every known loss.
 */
export function weakPlies(score: number, state: Connect4State): number {
  return Math.sign(score) * (CELLS - state.stones);
}
