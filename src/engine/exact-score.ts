import { EVAL_LIMIT, WIN } from '../core/score.js';

/**
 * The exact values a position can have when the game must end within `horizon` plies: a loss or a
 * win after p plies (p = 1..horizon) or a draw. Ranked from -horizon (lost at once) through 0 (draw)
 * to +horizon (won at once), they form a small ordered scale that a null-window search can
 * bisect, as Pons' Connect 4 solver bisects its score range.
 */
export function rankValue(rank: number, horizon: number): number {
  if (rank > 0) return WIN - (horizon + 1 - rank);
  if (rank < 0) return -(WIN - (horizon + 1 + rank));
  return 0;
}

function clamp(rank: number, horizon: number): number {
  return Math.max(-horizon, Math.min(horizon, rank));
}

/*
 * A bound can name a win or a loss beyond the horizon (the search narrows its window by the game's
 * undecided distance, which knows nothing of the horizon): a win later than any the scale holds
 * lies between the draw and the slowest win, a loss later than any lies between the slowest loss
 * and the draw.
 */

/** The highest rank whose value is at most v (v is an upper bound from a failed-low search). */
export function rankAtMost(v: number, horizon: number): number {
  if (v > EVAL_LIMIT) return clamp(Math.max(0, horizon + 1 - (WIN - v)), horizon);
  if (v < -EVAL_LIMIT) return clamp(Math.min(-1, -(horizon + 1 - (WIN + v))), horizon);
  return v >= 0 ? 0 : -1;
}

/** The lowest rank whose value is at least v (v is a lower bound from a failed-high search). */
export function rankAtLeast(v: number, horizon: number): number {
  if (v > EVAL_LIMIT) return clamp(Math.max(1, horizon + 1 - (WIN - v)), horizon);
  if (v < -EVAL_LIMIT) return clamp(Math.min(0, -(horizon + 1 - (WIN + v))), horizon);
  return v <= 0 ? 0 : 1;
}

/** Pons' choice of the next test: bisect, but halve toward the draw, where most values lie. */
export function nextProbe(low: number, high: number): number {
  let mid = low + Math.floor((high - low) / 2);
  if (mid <= 0 && Math.trunc(low / 2) < mid) mid = Math.trunc(low / 2);
  else if (mid >= 0 && Math.trunc(high / 2) > mid) mid = Math.trunc(high / 2);
  return mid;
}
