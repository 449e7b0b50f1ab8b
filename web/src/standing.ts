import type { Score } from './answers.js';
import type { ScoreUnit } from './hint-label.js';

/**
 * The side the page tells every score for, so that the engine line, the hints, the bar and the
 * graph agree: the person's side when one person plays, else the first player's.
 */
export interface Viewer {
  side: number;
  colour: string;
  /** The side is the person at this page: "you win", not "red wins". */
  you: boolean;
}

/**
 * A score turned from the side to move's view (the service's) to `side`'s: the same when `side` is
 * to move, else the value's sign, the distance's sign and the outcome flipped.
 */
export function scoreFor(score: Score, mover: number, side: number): Score {
  if (mover === side) return score;
  const outcome = score.outcome === 'win' ? 'loss' : score.outcome === 'loss' ? 'win' : score.outcome;
  return { ...score, value: -score.value, outcome, mate: score.mate === undefined ? undefined : -score.mate };
}

/** A number a person reads: no sign, hundredths shown as one decimal. */
function amount(value: number, unit: ScoreUnit): string {
  return Math.abs(value / unit.per).toFixed(unit.per === 1 ? 0 : 1);
}

/**
 * A score already turned to the viewer's side, in a player's words: "red wins in 5", "you are 3.0
 * squares ahead", "even". Proven results come from `mate` and `outcome`, never from `value`.
 */
export function standingText(score: Score, viewer: Viewer, unit: ScoreUnit): string {
  const who = viewer.you ? 'you' : viewer.colour;
  const verb = (third: string, second: string) => `${who} ${viewer.you ? second : third}`;
  const result = score.outcome === 'win' ? verb('wins', 'win') : score.outcome === 'loss' ? verb('loses', 'lose') : undefined;
  if (score.mate !== undefined && result !== undefined) return `${result} in ${Math.abs(score.mate)}`;
  if (result !== undefined) return result;
  if (score.outcome === 'draw') return 'a draw';
  const shown = amount(score.value, unit);
  if (Number(shown) === 0) return 'even';
  // "1 point", not "1 points"; "1.0 squares" stays plural, as it is read.
  const unitWord = shown === '1' ? unit.unit.replace(/s$/, '') : unit.unit;
  return `${verb('is', 'are')} ${shown} ${unitWord} ${score.value > 0 ? 'ahead' : 'behind'}`;
}

/**
 * Where a score, turned to the viewer's side, stands between -1 (lost) and 1 (won): proven results
 * at the ends, a draw in the middle, an evaluation squeezed so that `unit.span` reads 0.76.
 */
export function standingLevel(score: Score, unit: ScoreUnit): number {
  if (score.outcome === 'win') return 1;
  if (score.outcome === 'loss') return -1;
  if (score.outcome === 'draw') return 0;
  return Math.tanh(score.value / unit.per / unit.span);
}
