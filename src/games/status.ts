import { Outcome } from '../core/outcome.js';
import type { Status } from './types.js';

const ONGOING: Status = { over: false, winner: null, reason: null };

/**
 * A game's status from the engine's terminal test: the outcome is from the side to move's view,
 * so a loss names the other colour as the winner. The reasons are the game's own words.
 */
export function statusOf(
  outcome: Outcome,
  toMove: number,
  colours: readonly [string, string],
  reasons: { win: string; draw?: string },
): Status {
  if (outcome === Outcome.Ongoing) return ONGOING;
  if (outcome === Outcome.Draw) return { over: true, winner: null, reason: reasons.draw ?? null };
  const winner = outcome === Outcome.Win ? toMove : toMove ^ 1;
  return { over: true, winner: colours[winner], reason: reasons.win };
}
