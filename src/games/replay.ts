import type { FaultCode } from './fault-codes.js';
import { fault, type GameDefinition, type GamePlay, type GameRules, type MoveInput, type Position, type PositionInput, type Result } from './types.js';

/**
 * Outcome of reading a position: the state it ends in, with its start resolved and its moves as
 * the engine's integers (what a search worker needs to rebuild it) and as they were given, or the
 * first thing wrong.
 */
export type Replay<S, P, M = unknown> =
  | { valid: true; state: S; start: P; moves: Int32Array; given: readonly M[] }
  | {
      valid: false;
      /** 0-based index into `moves`, or null when the given start is itself illegal. */
      index: number | null;
      move: unknown;
      code: FaultCode;
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
export function replay<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, position: Q): Replay<S, P, MoveInput<Q>> {
  const setup = game.setup(position);
  if (!setup.ok) {
    return { valid: false, index: null, move: null, code: setup.fault.code, reason: setup.fault.reason, path: setup.fault.path, state: null };
  }
  const { state, moves } = setup.value;
  const start = game.describe(state);
  const played = new Int32Array(moves.length);
  for (let index = 0; index < moves.length; index++) {
    const applied = applyMove(game, state, moves[index]);
    if (!applied.ok) {
      return { valid: false, index, move: moves[index], code: applied.fault.code, reason: applied.fault.reason, path: ['moves', index], state };
    }
    played[index] = applied.value;
  }
  return { valid: true, state, start, moves: played, given: moves };
}

/**
 * Rebuilds a position that was read before: the start a replay resolved, then its moves as integers.
 * A resolved start is valid by construction, so a failure here is a bug in the game, not bad input.
 */
export function rebuild<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, start: Q, moves: ArrayLike<number>): S {
  const setup = game.setup(start);
  if (!setup.ok) throw new Error(`${game.info.id} cannot read back its own resolved position: ${setup.fault.reason}`);
  const { state } = setup.value;
  for (let i = 0; i < moves.length; i++) game.search.makeMove(state, moves[i]);
  return state;
}

/** Checks one move (notation or object) against the rules and plays it on state. */
export function applyMove<S, M, P extends Position>(game: GamePlay<S, M, P>, state: S, input: string | M): Result<number> {
  const status = game.status(state);
  if (status.over) {
    return fault([], 'game-over', `the game is already over (${status.reason})`);
  }
  const parsed = game.parseMove(state, input);
  if (parsed.ok) game.search.makeMove(state, parsed.value);
  return parsed;
}

/** Every legal move of the state, in the game's natural order; none once the game is over. */
export function legalMoves<S>(game: GameRules<S>, state: S): number[] {
  if (game.status(state).over) return [];
  const buf = new Int32Array(game.search.maxMoves);
  const n = game.search.generateMoves(state, buf);
  return Array.from(buf.subarray(0, n));
}
