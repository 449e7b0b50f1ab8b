import { Outcome } from './outcome.js';

/**
 * Score scale shared by every game. Proven results are WIN - ply (a win) and -(WIN - ply) (a loss),
 * counted from the root, so the search prefers faster wins and slower losses. Heuristic values stay
 * strictly inside ±EVAL_LIMIT so they can never be mistaken for a proof.
 */
export const WIN = 1_000_000;
export const MAX_PLY = 128;
export const EVAL_LIMIT = WIN - 2 * MAX_PLY;
export const INFINITE = WIN + 1;

export function isProvenWin(score: number): boolean {
  return score > EVAL_LIMIT;
}

export function isProvenLoss(score: number): boolean {
  return score < -EVAL_LIMIT;
}

/**
 * A proof from a table that keeps no distance (the Pylos endgame table) counts this many plies
 * past the node it was read at: behind every proof whose distance the search measured, and read
 * back as a result without a distance. A measured proof reaches it only past ply 97 of a search.
 */
export const UNKNOWN_DISTANCE = MAX_PLY;

/** Plies to the end of a proven result, or undefined when a table proved it without a distance. */
export function knownPliesToEnd(score: number): number | undefined {
  const plies = pliesToEnd(score);
  return plies >= UNKNOWN_DISTANCE ? undefined : plies;
}

/** Score of a finished position from the side to move: `win` is what a win is worth here. */
export function terminalScore(outcome: Outcome, win: number): number {
  return outcome === Outcome.Draw ? 0 : outcome === Outcome.Win ? win : -win;
}

/** The score of a proven result given as plies to the end: > 0 a win, < 0 a loss, 0 a draw. */
export function provenScore(plies: number): number {
  return plies > 0 ? WIN - plies : plies < 0 ? -(WIN + plies) : 0;
}

/** Plies to the end of a proven win or loss, counted from the root. */
export function pliesToEnd(score: number): number {
  return WIN - Math.abs(score);
}

/** The transposition table stores proven scores relative to the node, not the root. */
export function toTable(score: number, ply: number): number {
  if (score > EVAL_LIMIT) return score + ply;
  if (score < -EVAL_LIMIT) return score - ply;
  return score;
}

export function fromTable(score: number, ply: number): number {
  if (score > EVAL_LIMIT) return score - ply;
  if (score < -EVAL_LIMIT) return score + ply;
  return score;
}
