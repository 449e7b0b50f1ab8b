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

/** What the strong solve that seeks the distance may spend: nodes, and milliseconds of the clock. */
export interface Allowance {
  nodes: number;
  ms: number;
}

/**
 * A table answer's try for the distance: a strong solve of at most this many nodes, told the
 * tables' outcome, and with no limit of its own on the clock, so that whether a table answer
 * carries `plies` is the position's property and not the machine's load (a 2 ms try answered the
 * same position with and without it, and a loaded machine stretched it past 5 ms). Of the 964 wins
 * and losses among the Begin sets' positions the tables value, 201 are solved within 300,000
 * nodes; told the outcome, 130 within 1,000, 144 within 3,000, 153 within 5,000 and 169 within
 * 10,000 (without it 127, 139, 148 and 163), while the rest take seconds at these plies (2.75 s at ply 7, 0.56 s at ply 8). None of
 * 1-3 stones is solved within 10,000. A failed try of this size costs about 0.8 ms of CPU.
 */
export const TABLE_TRY_NODES = 3_000;

/**
 * A strong solve after a weak one in the same table costs about this many times the weak one's
 * work (at ply 9: 0.4 s strong against 0.15 s weak at the median, 2.4 s against 0.7 s at the 90th
 * percentile, each alone): the weak solve's own nodes and time are the estimate of what the
 * distance costs, measured on this position and this machine.
 */
const STRONG_PER_WEAK = 3;

/**
 * The one place that decides whether an answer whose outcome is known seeks its distance, and
 * hence carries `plies`: after the tables, a short try (TABLE_TRY_NODES); after a weak solve, a strong
 * solve with all that is left when it is predicted to fit in it, and none when it is not, so that
 * no search is started that cannot finish. `weak` is the weak solve's work, null after the tables;
 * `left` what the budget leaves (Infinity for what no limit bounds). Null: do not seek it. A weak
 * solve of a root the tables value (a ply-8 loss, or a ply-7 root whose moves force the reply)
 * counts as the tables': its work, read off the database, says nothing of the distance's cost.
 */
export function distanceAllowance(weak: Allowance | null, left: Allowance): Allowance | null {
  if (weak === null) return { nodes: Math.min(TABLE_TRY_NODES, left.nodes), ms: left.ms };
  const fits = STRONG_PER_WEAK * weak.nodes <= left.nodes && STRONG_PER_WEAK * weak.ms <= left.ms;
  return fits ? left : null;
}

/**
 * The `plies` of a weak result (SolverRun.solved): its sign the outcome, its size the longest the
 * game can still last, which ranks it below every known win and above every known loss.
 */
export function weakPlies(score: number, state: Stones): number {
  return Math.sign(score) * (CELLS - state.stones);
}
