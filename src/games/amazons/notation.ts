import { isGenerated } from '../move-lookup.js';
import { fault, type MoveObject, type Result, type Setup } from '../types.js';
import { ARROW, BLUE, EMPTY, MAX_SIZE, MIN_SIZE, OFF, QUEEN, QUEENS_PER_SIDE, RED, STRIDE, colOf, rowOf, square } from './board.js';
import { AmazonsState, amazonsSearch, moveArrow, moveFrom, moveTo, packMove } from './rules.js';
import type { AmazonsMove, AmazonsPosition } from './schema.js';

export const COLOURS = ['red', 'blue'] as const;
const CELL_CHARS = '.RB#';
const CELL_PIECES: Record<string, number> = { '.': EMPTY, R: QUEEN + RED, B: QUEEN + BLUE, '#': ARROW };
const PIECE_NAMES = ['empty', 'a red queen', 'a blue queen', 'an arrow'];
export const FILES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function colourName(side: number): (typeof COLOURS)[number] {
  return COLOURS[side];
}

/**
 * Reads a position: a board (board[r] is row r, 5 to 10 rows) with the side to move, or the start
 * position of the given size (10 by default); plus the moves to apply.
 */
export function setupPosition(position: AmazonsPosition): Result<Setup<AmazonsState, AmazonsPosition>> {
  const { board, size: given } = position;
  if (given !== undefined && (given < MIN_SIZE || given > MAX_SIZE)) {
    return fault(['size'], 'out-of-range', `size must be ${MIN_SIZE} to ${MAX_SIZE}, got ${given}`);
  }
  let state: AmazonsState;
  if (board !== undefined) {
    const size = given ?? board.length;
    if (size !== board.length || size < MIN_SIZE || size > MAX_SIZE) {
      const expected = given === undefined ? `${MIN_SIZE} to ${MAX_SIZE}` : `${given} (the size)`;
      return fault(['board'], 'bad-format', `the board has ${board.length} rows, expected ${expected}`);
    }
    if (position.toMove === undefined) return fault(['toMove'], 'required', 'toMove is required with a board');
    const placed = placeRows(board, size);
    if (!placed.ok) return placed;
    state = placed.value;
    state.setToMove(position.toMove === 'red' ? RED : BLUE);
  } else {
    if (position.toMove !== undefined && position.toMove !== 'red') {
      return fault(['toMove'], 'inconsistent', 'without a board the game starts from the start position with red to move');
    }
    state = AmazonsState.start(given ?? MAX_SIZE);
  }
  return { ok: true, value: { state, moves: position.moves ?? [] } };
}

function placeRows(rows: string[], size: number): Result<AmazonsState> {
  const state = new AmazonsState(size);
  const queens = [0, 0];
  for (let r = 0; r < size; r++) {
    const row = rows[r];
    if (row.length !== size) return fault(['board', r], 'bad-format', `row ${r} has ${row.length} cells, expected ${size}`);
    const bad = [...row].find((c) => CELL_PIECES[c] === undefined);
    if (bad !== undefined) {
      return fault(['board', r], 'bad-format', `row ${r} has the character '${bad}'; cells are . (empty), R and B (queens), # (arrow)`);
    }
    for (const c of row) if (c === 'R' || c === 'B') queens[c === 'R' ? RED : BLUE]++;
  }
  for (const side of [RED, BLUE]) {
    if (queens[side] !== QUEENS_PER_SIDE) {
      return fault(['board'], 'impossible-position', `the board has ${queens[side]} ${colourName(side)} queens; each side has ${QUEENS_PER_SIDE} on every size`);
    }
  }
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const piece = CELL_PIECES[rows[r][c]];
      if (piece !== EMPTY) state.put(square(c, r), piece);
    }
  }
  return { ok: true, value: state };
}

export function boardRows(state: AmazonsState): string[] {
  const rows: string[] = [];
  for (let r = 0; r < state.size; r++) {
    let row = '';
    for (let c = 0; c < state.size; c++) row += CELL_CHARS[state.board[square(c, r)]];
    rows.push(row);
  }
  return rows;
}

/** The seed's square name: column letter A-J, then row digit 0-9. */
export function squareName(sq: number): string {
  return `${FILES[colOf(sq)]}${rowOf(sq)}`;
}

export function formatMove(move: number): MoveObject {
  const from = squareName(moveFrom(move));
  const to = squareName(moveTo(move));
  const arrow = squareName(moveArrow(move));
  return { notation: `${from}${to}${arrow}`, from, to, arrow };
}

/** A square as (column, row), 0-based; the board check comes later. */
export type Coordinates = [number, number];

const SEED_MOVE = /^([a-z])(\d)([a-z])(\d)([a-z])(\d)$/i;
const ALGEBRAIC_MOVE = /^([a-z])(\d{1,2})-([a-z])(\d{1,2})\/([a-z])(\d{1,2})$/i;
const SEED_SQUARE = /^([a-z])(\d)$/i;

function fileIndex(letter: string): number {
  return FILES.indexOf(letter.toUpperCase());
}

/** Reads "D0D4J4" (rows 0-9) or "d1-d5/j5" (ranks 1-10) into three coordinates. */
function readNotation(text: string): Coordinates[] | null {
  const seed = SEED_MOVE.exec(text);
  if (seed) return [1, 3, 5].map((i) => [fileIndex(seed[i]), Number(seed[i + 1])]);
  const algebraic = ALGEBRAIC_MOVE.exec(text);
  if (algebraic) return [1, 3, 5].map((i) => [fileIndex(algebraic[i]), Number(algebraic[i + 1]) - 1]);
  return null;
}

const SQUARE_FIELDS = ['from', 'to', 'arrow'] as const;

const NOTATION_HELP = "write D0D4J4 (from, to, arrow: column A-J, row 0-9) or d1-d5/j5 (file a-j, rank 1-10)";

/**
 * A move: notation in either form, or an object with `notation` and/or `from`, `to`, `arrow` as
 * seed squares ("D0"); then checked against the rules.
 */
export function parseMove(state: AmazonsState, input: AmazonsMove): Result<number> {
  if (typeof input === 'string') {
    const squares = readNotation(input);
    return squares ? checkMove(state, squares) : fault([], 'bad-format', `'${input}' is not a move: ${NOTATION_HELP}`);
  }
  let squares: Coordinates[] | null = null;
  if (input.notation !== undefined) {
    squares = readNotation(input.notation);
    if (!squares) return fault(['notation'], 'bad-format', `'${input.notation}' is not a move: ${NOTATION_HELP}`);
  }
  const named = SQUARE_FIELDS.filter((k) => input[k] !== undefined);
  if (named.length > 0) {
    if (named.length < 3) return fault([], 'required', 'a move object needs from, to and arrow together');
    const parts: Coordinates[] = [];
    for (const k of SQUARE_FIELDS) {
      const m = SEED_SQUARE.exec(input[k] ?? '');
      if (!m) return fault([k], 'bad-format', `'${input[k]}' is not a square: column A-J then row 0-9, e.g. D0`);
      parts.push([fileIndex(m[1]), Number(m[2])]);
    }
    if (squares && squares.some(([c, r], i) => c !== parts[i][0] || r !== parts[i][1])) {
      return fault([], 'inconsistent', `notation '${input.notation}' and from/to/arrow disagree`);
    }
    squares = parts;
  }
  if (!squares) return fault([], 'bad-format', `a move is a notation string or an object with from, to and arrow: ${NOTATION_HELP}`);
  return checkMove(state, squares);
}

function coordinatesName([c, r]: Coordinates): string {
  return `${FILES[c] ?? '?'}${r}`;
}

/**
 * A written move, legal when the move generator lists it; the rules are read one by one only to
 * name the one a refused move breaks.
 */
function checkMove(state: AmazonsState, squares: Coordinates[]): Result<number> {
  const onBoard = squares.every(([c, r]) => c >= 0 && c < state.size && r >= 0 && r < state.size);
  if (onBoard) {
    const [from, to, arrow] = squares.map(([c, r]) => square(c, r));
    const move = packMove(from, to, arrow);
    if (isGenerated(amazonsSearch, state, move)) return { ok: true, value: move };
  }
  const checked = ruleCheck(state, squares);
  // Never seen (test/games/amazons/lookup.test.ts compares the two): the rules below pass a move the generator does not list.
  return checked.ok ? fault([], 'illegal-move', `${formatMove(checked.value).notation} is not a legal move here`) : checked;
}

/**
 * Applies the rules to a written move and encodes it, or names the rule it breaks: the reasons a
 * refusal gives. Exported for the test that shows it judges every move as the lookup does.
 */
export function ruleCheck(state: AmazonsState, squares: Coordinates[]): Result<number> {
  const n = state.size;
  for (const sq of squares) {
    const [c, r] = sq;
    if (c < 0 || c >= n || r < 0 || r >= n) {
      return fault([], 'out-of-range', `${coordinatesName(sq)} is off the ${n}x${n} board (columns A-${FILES[n - 1]}, rows 0-${n - 1})`);
    }
  }
  const [from, to, arrow] = squares.map(([c, r]) => square(c, r));
  const b = state.board;
  const mover = colourName(state.toMove);
  if (b[from] !== QUEEN + state.toMove) {
    const held = b[from] === EMPTY ? 'nothing' : PIECE_NAMES[b[from]];
    return fault([], 'illegal-move', `${squareName(from)} holds ${held}, not a ${mover} queen (${mover} is to move)`);
  }
  const path = obstacle(b, from, to);
  if (path === NOT_A_LINE) {
    return fault([], 'illegal-move', `${squareName(from)} to ${squareName(to)} is not a queen move: along a row, column or diagonal, at least one square`);
  }
  if (path !== CLEAR) {
    return fault([], 'illegal-move', `the queen's path from ${squareName(from)} to ${squareName(to)} is blocked by ${PIECE_NAMES[b[path]]} on ${squareName(path)}`);
  }
  // The arrow flies from the queen's new square; the square it left is empty now.
  b[from] = EMPTY;
  const shot = obstacle(b, to, arrow);
  const blocker = shot > 0 ? b[shot] : OFF;
  b[from] = QUEEN + state.toMove;
  if (shot === NOT_A_LINE) {
    return fault([], 'illegal-move', `the arrow from ${squareName(to)} to ${squareName(arrow)} is not a queen line: along a row, column or diagonal, at least one square`);
  }
  if (shot !== CLEAR) {
    return fault([], 'illegal-move', `the arrow's path from ${squareName(to)} to ${squareName(arrow)} is blocked by ${PIECE_NAMES[blocker]} on ${squareName(shot)}`);
  }
  return { ok: true, value: packMove(from, to, arrow) };
}

const NOT_A_LINE = -1;
const CLEAR = 0;

/** The first occupied square on the straight line from `a` (excluded) to `b` (included). */
function obstacle(board: Uint8Array, a: number, b: number): number {
  const dc = colOf(b) - colOf(a);
  const dr = rowOf(b) - rowOf(a);
  if ((dc === 0 && dr === 0) || (dc !== 0 && dr !== 0 && Math.abs(dc) !== Math.abs(dr))) return NOT_A_LINE;
  const step = Math.sign(dr) * STRIDE + Math.sign(dc);
  for (let s = a + step; ; s += step) {
    if (board[s] !== EMPTY) return s;
    if (s === b) return CLEAR;
  }
}
