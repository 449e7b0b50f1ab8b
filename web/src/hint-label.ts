import type { Score } from './answers.js';

/**
 * What a game's evaluation counts, in a player's words. The service names each evaluation's unit in
 * a sentence (`GET /v1/games/{game}`); a board says it short. `per` values make one unit (100 where
 * the evaluation counts hundredths); a lead of `span` units is a clear one (the bar three quarters
 * of the way to that side).
 */
export interface ScoreUnit {
  per: number;
  unit: string;
  span: number;
}

/** A hint's label on a board cell, in two short lines: `win` `in 5`, `+1.7`, `draw`. */
export interface ScoreLabel {
  value: string;
  unit: string;
}

/**
 * A proven result from the answer's own fields (`mate`, the signed distance in plies counting this
 * move, else `outcome` alone when only the result is proven); otherwise the evaluation's number,
 * whose unit the hint list says once (a word under every cell would not fit a phone's cells at a
 * size that can be read).
 */
export function scoreLabel(score: Score, unit: ScoreUnit): ScoreLabel {
  if (score.mate !== undefined) return { value: score.mate > 0 ? 'win' : 'loss', unit: `in ${Math.abs(score.mate)}` };
  if (score.outcome !== undefined) return { value: score.outcome, unit: '' };
  const shown = (score.value / unit.per).toFixed(unit.per === 1 ? 0 : 1);
  // An even score carries no sign, and one that only rounds to zero is not "-0.0".
  const value = Number(shown) === 0 ? shown.replace('-', '') : Number(shown) > 0 ? `+${shown}` : shown;
  return { value, unit: '' };
}
