import type { Progress, Score, Status } from './types.js';

/**
 * A score as a person reads it: a proven result in plies (only the result when the service proved
 * no distance, as Connect 4's database answers), else the evaluation's value.
 */
export function scoreText(score: Score): string {
  if (score.outcome === 'draw') return 'draw';
  if (score.outcome !== undefined) return score.plies === undefined ? score.outcome : `${score.outcome} in ${score.plies}`;
  return score.value > 0 ? `+${score.value}` : String(score.value);
}

export function progressText(progress: Progress): string {
  const nodes = progress.nodes === undefined ? '' : `, ${progress.nodes.toLocaleString('en')} nodes`;
  return `depth ${progress.depth}, score ${scoreText(progress.score)}${nodes}`;
}

/** The end of the game and why, or undefined while it goes on. */
export function endText(status: Status): string | undefined {
  if (!status.over) return undefined;
  return status.winner === null ? `Draw (${status.reason})` : `${status.winner} wins (${status.reason})`;
}
