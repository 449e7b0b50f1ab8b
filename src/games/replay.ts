import type { GameDefinition, Result } from './types.js';

/** Outcome of reading a position: the state it ends in, or the first thing wrong with it. */
export type Replay<S> =
  | { valid: true; state: S }
  | {
      valid: false;
      /** 0-based index into `moves`, or null when the given start is itself illegal. */
      index: number | null;
      move: unknown;
      reason: string;
      path: (string | number)[];
      /** The last legal position, or null when there is none. */
      state: S | null;
    };

/**
 * Sets up a position and applies its moves one at a time, stopping at the first one that breaks a
 * rule. Shared by validate, legal-moves, best-move and the match loop, so every entry point judges
 * a position the same way.
 */
export function replay<S>(game: GameDefinition<S>, position: unknown): Replay<S> {
  const setup = game.setup(position);
  if (!setup.ok) {
    return { valid: false, index: null, move: null, reason: setup.fault.reason, path: setup.fault.path, state: null };
  }
  const { state, moves } = setup.value;
  for (let index = 0; index < moves.length; index++) {
    const applied = applyMove(game, state, moves[index]);
    if (!applied.ok) {
      return { valid: false, index, move: moves[index], reason: applied.fault.reason, path: ['moves', index], state };
    }
  }
  return { valid: true, state };
}

/** Checks one move (notation or object) against the rules and plays it on state. */
export function applyMove<S>(game: GameDefinition<S>, state: S, input: unknown): Result<number> {
  const status = game.status(state);
  if (status.over) {
    return { ok: false, fault: { path: [], reason: `the game is already over (${status.reason})` } };
  }
  const parsed = game.parseMove(state, input);
  if (parsed.ok) game.search.makeMove(state, parsed.value);
  return parsed;
}

/** Every legal move of the state, in the game's natural order; none once the game is over. */
export function legalMoves<S>(game: GameDefinition<S>, state: S): number[] {
  if (game.status(state).over) return [];
  const buf = new Int32Array(game.search.maxMoves);
  const n = game.search.generateMoves(state, buf);
  return Array.from(buf.subarray(0, n));
}
