import { CELLS } from './bitboard.js';

/** Stones each side has when the board is full. */
const STONES_EACH = 21;

/**
 * A proven score in Pascal Pons' convention, for comparing with his solver and test files: 0 for a
 * draw; when the side to move wins with its n-th stone, 22 - n; when it loses to the opponent's
 * n-th stone, -(22 - n). `plies` counts to the end from this position; `stones` is the number on
 * the board, red having moved first.
 */
export function ponsScore(score: { outcome: 'win' | 'loss' | 'draw'; plies: number }, stones: number): number {
  if (score.outcome === 'draw') return 0;
  if (score.outcome === 'win') {
    const mine = Math.floor(stones / 2) + (score.plies + 1) / 2;
    return STONES_EACH + 1 - mine;
  }
  const theirs = Math.ceil(stones / 2) + score.plies / 2;
  return -(STONES_EACH + 1 - theirs);
}

/**
 * Plies to the end (> 0 a win, < 0 a loss, 0 a draw) from one of Pons' scores. His scale counts
 * the empty cells left at the end, two plies a point, so the parity of the ply says which of the
 * two plies a point covers: a win ends on an odd ply, a loss on an even one.
 */
export function pliesOfPonsScore(score: number, stones: number): number {
  if (score === 0) return 0;
  const latest = CELLS + 2 - stones - 2 * Math.abs(score);
  const plies = latest % 2 === (score > 0 ? 1 : 0) ? latest : latest - 1;
  return score > 0 ? plies : -plies;
}
