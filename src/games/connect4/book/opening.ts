// The tables on the solver's side: the weak value of every position before the database that the
// opening table covers (opening-load.ts fills it), so that a root of at most 7 stones is answered
// by looking up its moves, in the table before ply 8 and in the ply-8 database at it: the first
// Connect 4 moves, the slowest to solve through the database (4-6 s from the empty board, up to
// 3 s at ply 7), become instant. At ply 8 itself the database keeps, beside each win and draw, a
// move that keeps it (load.ts installs them), because finding one takes a probe of up to 17 M
// nodes where the database's value alone leaves the solver to prove it.
import { Outcome } from '../../../core/outcome.js';
import { WIDTH } from '../bitboard.js';
import { BOOK_MISSING, connect4Kernel } from '../kernel.js';
import { canonicalKey, keyWords, mirrorColumn, positionKey, type KeyedPosition } from './keys.js';
import { BOOK_STONES, OPENING_STONES } from './ply.js';

/** Canonical key to the weak value for the side to move (1 win, 0 draw, -1 loss). */
let values: ReadonlyMap<number, number> = new Map();
/** Canonical key of a database win or draw to the column, on that image, of a move that keeps it. */
let bookMoves: ReadonlyMap<number, number> = new Map();
/** The stones of the database the moves are from (BOOK_STONES but in tests); -1 without moves. */
let bookMovesStones = -1;

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
  values = entries;
}

export function installBookMoves(stones: number, moves: ReadonlyMap<number, number>): void {
  bookMovesStones = moves.size > 0 ? stones : -1;
  bookMoves = moves;
}

export function openingSize(): number {
  return values.size;
}

/** The table's value of a position of at most 7 stones, or undefined when it has none. */
export function openingValue(state: KeyedPosition): number | undefined {
  return values.get(canonicalKey(positionKey(state)));
}

/**
 * A child's weak value for its side to move, where the tables know it: a loss when the move won, the
 * opening table's up to 7 stones, the database's at 8 (which leaves out the positions where a win or
 * a block is forced; those are undefined, as is anything without a table).
 */
function childValue(state: OpeningPosition): number | undefined {
  if (state.outcomes[state.stones] !== Outcome.Ongoing) return -1;
  if (state.stones <= OPENING_STONES) return openingValue(state);
  if (state.stones !== BOOK_STONES) return undefined;
  const value = connect4Kernel().bookLookup(...keyWords(positionKey(state)));
  return value === BOOK_MISSING ? undefined : value;
}

/** A database root's value and move, mirrored when the root is the other image of the entry. */
function databaseAnswer(state: OpeningPosition): { column: number; value: number } | null {
  const key = positionKey(state);
  const canonical = canonicalKey(key);
  const column = bookMoves.get(canonical);
  if (column === undefined) return null;
  const value = connect4Kernel().bookLookup(...keyWords(key));
  return { column: key === canonical ? column : mirrorColumn(column), value };
}

/**
 * The root's weak value and a move that keeps it. At 8 stones, the database's move where it keeps
 * one (a win or a draw the move pass reached). Before, the first move, centre first, whose position
 * the tables value as the root's negation. Null past 8 stones, without the root in the tables, or
 * when no such move is known (at 7 stones, when each move that keeps it forces the reply).
 */
export function openingAnswer(state: OpeningPosition): { column: number; value: number } | null {
  if (state.stones === bookMovesStones) return databaseAnswer(state);
  if (state.stones > OPENING_STONES) return null;
  const root = openingValue(state);
  if (root === undefined) return null;
  for (const col of CENTRE_FIRST) {
    if (state.isFull(col)) continue;
    state.play(col);
    const child = childValue(state);
    state.undo(col);
    // 0 - child, not -child: a draw is +0, never -0.
    if (child !== undefined && 0 - child === root) return { column: col, value: root };
  }
  return null;
}
