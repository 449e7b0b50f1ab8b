import { pylos } from '../../../src/games/pylos/index.js';
import type { PylosState } from '../../../src/games/pylos/rules.js';
import { replay } from '../../../src/games/replay.js';

export { pylosLostGames as lostGames } from '../../../bench/lost-games.js';

/** The position after the game's first `plies` moves, then `then`, under the standard rules the games were played by. */
export function position(moves: string[], plies: number, then: string[] = []): PylosState {
  const read = replay(pylos, { rules: 'standard', moves: [...moves.slice(0, plies), ...then] });
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

/**
 * Node limits without a clock, so that a loaded machine gives the same answers: our engine at
 * about a 1 s move on an idle machine, and a deeper search for the opponent or a judge.
 */
export const OURS = { nodes: 1_000_000, timeMs: Infinity };
export const THEIRS = { nodes: 3_000_000, timeMs: Infinity };
