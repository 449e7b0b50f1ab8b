// The tables on the solver's side: the opening table (every position of 7 stones) and the ply-8
// database, read in their files' bytes (BookView), so that a root of at most 7 stones is answered
// by looking up its moves: the first Connect 4 moves, the slowest to solve through the database
// (4-6 s from the empty board, up to 3 s at ply 7), become instant. A position before ply 7 is
// valued by negamax over its moves down to the opening table, on first asking, and remembered:
// the one line a root needs costs a few hundred lookups, where valuing every position before
// ply 7 at start-up cost 100 ms of every process. At ply 8 itself the database keeps, beside each
// win and draw, a move that keeps it, because finding one takes a probe of up to 17 M nodes where
// the database's value alone leaves the solver to prove it; the opening table keeps one beside
// each of its positions, because where every keeping move forces the reply (5% of them) the
// database does not hold the positions they lead to, and a weak solve took up to 0.7 M nodes.
import { Outcome } from '../../../core/outcome.js';
import { WIDTH } from '../bitboard.js';
import type { BookView } from './file.js';
import { canonicalKey, mirrorColumn, positionKey, type KeyedPosition } from './keys.js';
import { OPENING_STONES } from './ply.js';

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

/** A table's value of a canonical key, undefined when it does not hold it. */
function valueIn(table: BookView | null, key: number): number | undefined {
  const i = table === null ? -1 : table.find(key);
  return i < 0 ? undefined : table!.value(i);
}

/** The answers of one opening table and one database (either may be absent). */
export class TableAnswers {
  /** Values of positions before the opening table's, by canonical key, as they were derived. */
  private readonly derived = new Map<number, number>();

  constructor(
    readonly opening: BookView | null,
    readonly database: BookView | null,
  ) {}

  /**
   * The weak value for the side to move (1 win, 0 draw, -1 loss) of a position of at most 7
   * stones where nobody has won, or undefined when the table does not reach it (no table, or a
   * position no game reaches, such as unbalanced stones).
   */
  value(state: OpeningPosition): number | undefined {
    if (this.opening === null || state.stones > OPENING_STONES) return undefined;
    const key = canonicalKey(positionKey(state));
    if (state.stones === OPENING_STONES) return valueIn(this.opening, key);
    const known = this.derived.get(key);
    if (known !== undefined) return known;
    let best = -1;
    for (const col of CENTRE_FIRST) {
      if (state.isFull(col)) continue;
      state.play(col);
      const child = state.outcomes[state.stones] !== Outcome.Ongoing ? -1 : this.value(state);
      state.undo(col);
      if (child === undefined) return undefined;
      // 0 - child, not -child: a draw is +0, never -0, wherever the value is compared or printed.
      best = Math.max(best, 0 - child);
      // Nothing beats a win: the rest of the moves need not be valued.
      if (best === 1) break;
    }
    this.derived.set(key, best);
    return best;
  }

  /**
   * A child's weak value for its side to move, where the tables know it: a loss when the move won,
   * the opening table's up to 7 stones, the database's at its stones (which leaves out the
   * positions where a win or a block is forced; those are undefined, as is anything without a table).
   */
  childValue(state: OpeningPosition): number | undefined {
    if (state.outcomes[state.stones] !== Outcome.Ongoing) return -1;
    if (state.stones <= OPENING_STONES) return this.value(state);
    if (state.stones !== this.database?.stones) return undefined;
    return valueIn(this.database, canonicalKey(positionKey(state)));
  }

  /** A root's value and move as a table of its stones keeps them, mirrored when the root is the other image of the entry. */
  private storedAnswer(table: BookView, state: OpeningPosition): { column: number; value: number } | null {
    const key = positionKey(state);
    const canonical = canonicalKey(key);
    const i = table.find(canonical);
    const column = i < 0 ? -1 : table.move(i);
    if (column < 0) return null;
    return { column: key === canonical ? column : mirrorColumn(column), value: table.value(i) };
  }

  /** The tables' weak value of a root: the opening table's up to 7 stones, the database's at its stones. */
  rootValue(state: OpeningPosition): number | undefined {
    if (state.stones !== this.database?.stones) return this.value(state);
    return state.outcomes[state.stones] !== Outcome.Ongoing ? undefined : valueIn(this.database, canonicalKey(positionKey(state)));
  }

  /**
   * The root's weak value and a move that keeps it: the move its table keeps, where the root has
   * a table's stones and the file keeps moves (the move pass, `c4-book generate --moves`: beside
   * the database's wins and draws, and beside every position of the opening table), else
   * `derivedAnswer`. Null past the tables, without the root in them, or when no such move is known.
   */
  answer(state: OpeningPosition): { column: number; value: number } | null {
    const table = state.stones === this.database?.stones ? this.database : state.stones === OPENING_STONES ? this.opening : null;
    if (table?.withMoves === true) return this.storedAnswer(table, state);
    return this.derivedAnswer(state);
  }

  /**
   * The root's weak value and the first move, centre first, whose position the tables value as the
   * root's negation: for a root of at most 7 stones, null otherwise, and null when every move that
   * keeps the value forces the reply (its position, of 8 stones, is not in the database).
   */
  derivedAnswer(state: OpeningPosition): { column: number; value: number } | null {
    const root = this.value(state);
    if (root === undefined) return null;
    for (const col of CENTRE_FIRST) {
      if (state.isFull(col)) continue;
      state.play(col);
      const child = this.childValue(state);
      state.undo(col);
      // 0 - child, not -child: a draw is +0, never -0.
      if (child !== undefined && 0 - child === root) return { column: col, value: root };
    }
    return null;
  }
}

/** The tables the solver reads in this thread (opening-load.ts and load.ts install them). */
let installed = new TableAnswers(null, null);

export function installOpening(table: BookView | null): void {
  installed = new TableAnswers(table, installed.database);
}

export function installDatabase(database: BookView | null): void {
  installed = new TableAnswers(installed.opening, database);
}

/** The installed table's value of a position of at most 7 stones, or undefined when it has none. */
export function openingValue(state: OpeningPosition): number | undefined {
  return installed.value(state);
}

/** The installed tables' value of a root (TableAnswers.rootValue). */
export function tablesRootValue(state: OpeningPosition): number | undefined {
  return installed.rootValue(state);
}

/** The installed tables' answer (TableAnswers.answer). */
export function openingAnswer(state: OpeningPosition): { column: number; value: number } | null {
  return installed.answer(state);
}

/** The installed tables' answer from their values alone (TableAnswers.derivedAnswer), for the move pass. */
export function derivedAnswer(state: OpeningPosition): { column: number; value: number } | null {
  return installed.derivedAnswer(state);
}
