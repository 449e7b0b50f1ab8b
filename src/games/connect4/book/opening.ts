// The opening table on the solver's side: the weak value of every position before the database
// that the table covers (opening-load.ts fills it), so that a root of fewer than 7 stones is
// answered by looking up its moves: the first Connect 4 moves, the slowest to solve through the
// database (4-6 s from the empty board), become instant.
import { Outcome } from '../../../engine/game.js';
import { WIDTH } from '../bitboard.js';
import { canonicalKey, positionKey, type KeyedPosition } from './keys.js';
import { OPENING_STONES } from './ply.js';

/** Canonical key to the weak value for the side to move (1 win, 0 draw, -1 loss). */
const values = new Map<number, number>();

/** Centre first, as the solver orders its moves: among moves of equal value, the one it would play. */
const CENTRE_FIRST = Array.from({ length: WIDTH }, (_, i) => (WIDTH >> 1) + (i % 2 === 1 ? -(i + 1) / 2 : i / 2));

/** What the answer reads of a position and plays on it (the solver's position, seen narrowly). */
export interface OpeningPosition extends KeyedPosition {
  readonly stones: number;
  readonly outcomes: Int8Array;
  isFull(col: number): boolean;
  play(col: number): void;
  undo(col: number): void;
}

export function installOpening(entries: ReadonlyMap<number, number>): void {
  values.clear();
  for (const [key, value] of entries) values.set(key, value);
}

export function openingSize(): number {
  return values.size;
}

/** The table's value of a position of at most 7 stones, or undefined when it has none. */
export function openingValue(state: KeyedPosition): number | undefined {
  return values.get(canonicalKey(positionKey(state)));
}

/**
 * The root's weak value and a move that keeps it, from its moves' values in the table (a move
 * that wins at once is a win): null from 7 stones on, or when a move's value is missing (no table,
 * or a partial one).
 */
export function openingAnswer(state: OpeningPosition): { column: number; value: number } | null {
  if (state.stones >= OPENING_STONES || values.size === 0) return null;
  let best: { column: number; value: number } | null = null;
  for (const col of CENTRE_FIRST) {
    if (state.isFull(col)) continue;
    state.play(col);
    const child = state.outcomes[state.stones] !== Outcome.Ongoing ? -1 : openingValue(state);
    state.undo(col);
    if (child === undefined) return null;
    if (best === null || -child > best.value) best = { column: col, value: -child };
  }
  return best;
}
