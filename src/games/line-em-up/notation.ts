import { field, readWholeNumber } from '../parameters.js';
import { seededRandom } from '../random.js';
import { gridText } from '../text-grid.js';
import { fault, type MoveObject, type Result, type Setup } from '../types.js';
import { Geometry, MAX_N, MIN_N, MIN_S } from './geometry.js';
import { BLACK, BLOC, EMPTY, LineState, WHITE } from './rules.js';
import type { LineMove, LinePosition } from './schema.js';

export const COLOURS = ['white', 'black'] as const;
const COLUMNS = 'ABCDEFGHIJ';
const CELL_CHARS = ['.', 'W', 'B', '#'];
const PIECE_NAMES = ['empty', 'white', 'black', 'a bloc'];
/** The seed's tic-tac-toe default grows to five in a row, the classic gomoku length, on larger boards. */
const DEFAULT_S_MAX = 5;

/** 'B 3' for column B, row 3: the seed's notation. */
export function cellName(n: number, cell: number): string {
  return `${COLUMNS[cell % n]} ${Math.floor(cell / n)}`;
}

/** The seed's bloc positions, (row,column) as in its figure 1's [(0,D), (1,B), ...]. */
const SEED_CELL = /^\s*\(\s*(\d+)\s*,\s*([A-Za-z])\s*\)\s*$/;

/** Reads 'B 3' or 'B3' (any case), or the seed's '(3,B)', on an n x n board. */
export function parseCell(text: string, n: number): Result<number> {
  const seed = SEED_CELL.exec(text);
  const m = seed ? [text, seed[2], seed[1]] : /^\s*([A-Za-z])\s*(\d+)\s*$/.exec(text);
  if (!m) return fault([], 'bad-format', `'${text}' is not a cell: a column letter then a row, like B 3 (or the seed's (3,B))`);
  const col = COLUMNS.indexOf(m[1].toUpperCase());
  const row = Number(m[2]);
  if (col < 0 || col >= n || row >= n) {
    return fault([], 'out-of-range', `'${text}' is off the ${n}x${n} board: columns A-${COLUMNS[n - 1]}, rows 0-${n - 1}`);
  }
  return { ok: true, value: row * n + col };
}

export function colourName(player: number): (typeof COLOURS)[number] {
  return COLOURS[player];
}

/** The board as rows of . W B #, row 0 first. */
export function boardRows(state: LineState): string[] {
  const n = state.geometry.n;
  const rows: string[] = [];
  for (let r = 0; r < n; r++) {
    let row = '';
    for (let c = 0; c < n; c++) row += CELL_CHARS[state.cells[r * n + c]];
    rows.push(row);
  }
  return rows;
}

/** The board as the seed draws it (figure 1): column letters on top, row 0 the top row. */
export function drawBoard(state: LineState): string {
  return gridText(boardRows(state), { columns: COLUMNS, rowZero: 'top', columnsAt: 'top' });
}

export function blocNames(geometry: Geometry): string[] {
  return geometry.blocs.map((b) => cellName(geometry.n, b));
}

/** b distinct cells of an n x n board drawn from the seed (a partial Fisher-Yates shuffle), ascending. */
export function randomBlocs(n: number, b: number, seed: number): number[] {
  const next = seededRandom(seed);
  const cells = Array.from({ length: n * n }, (_, i) => i);
  for (let i = 0; i < b; i++) {
    const j = i + Math.floor(next() * (cells.length - i));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return cells.slice(0, b).sort((x, y) => x - y);
}

function inRange(value: number, min: number, max: number): boolean {
  return value >= min && value <= max;
}

/**
 * Reads a position: n, s and the blocs, then either a board (rows of . W B #, row 0 the top) with
 * the side to move, or the empty board; plus the moves to play on it.
 */
export function setupPosition(position: LinePosition): Result<Setup<LineState, LinePosition>> {
  const board = position.board;
  if (position.n !== undefined && !inRange(position.n, MIN_N, MAX_N)) {
    return fault(['n'], 'out-of-range', `n is ${position.n}; it must be from ${MIN_N} to ${MAX_N}`);
  }
  if (board !== undefined && position.n === undefined && !inRange(board.length, MIN_N, MAX_N)) {
    return fault(['board'], 'out-of-range', `the board has ${board.length} rows; n must be from ${MIN_N} to ${MAX_N}`);
  }
  const n = position.n ?? board?.length ?? MIN_N;
  const s = position.s ?? Math.min(n, DEFAULT_S_MAX);
  if (!inRange(s, MIN_S, n)) return fault(['s'], 'out-of-range', `s is ${s}; it must be from ${MIN_S} to n = ${n}`);

  let blocs: number[] | undefined;
  if (position.blocs !== undefined) {
    const listed = readBlocs(position.blocs, n);
    if (!listed.ok) return listed;
    blocs = listed.value;
  }
  let rows: string[] | undefined;
  if (board !== undefined) {
    const read = readRows(board, n, blocs);
    if (!read.ok) return read;
    rows = board;
    blocs = read.value;
  }
  const state = new LineState(new Geometry(n, s, blocs ?? []));
  if (rows === undefined) {
    if (position.toMove !== undefined && position.toMove !== 'white') {
      return fault(['toMove'], 'inconsistent', 'without a board the game starts from the empty board with white to move');
    }
  } else {
    if (position.toMove === undefined) return fault(['toMove'], 'required', 'toMove is required with a board');
    const placed = placePieces(state, rows, position.toMove);
    if (!placed.ok) return placed;
  }
  return { ok: true, value: { state, moves: position.moves ?? [] } };
}

/** The bloc cells, ascending, from a list of cells or a random draw. */
function readBlocs(blocs: NonNullable<LinePosition['blocs']>, n: number): Result<number[]> {
  const max = 2 * n;
  if (!Array.isArray(blocs)) {
    if (!inRange(blocs.random, 0, max)) {
      return fault(['blocs', 'random'], 'out-of-range', `b is ${blocs.random}; it must be from 0 to 2n = ${max}`);
    }
    return { ok: true, value: randomBlocs(n, blocs.random, blocs.seed) };
  }
  if (blocs.length > max) return fault(['blocs'], 'out-of-range', `b is ${blocs.length}; it must be from 0 to 2n = ${max}`);
  const cells: number[] = [];
  for (let i = 0; i < blocs.length; i++) {
    const parsed = parseCell(blocs[i], n);
    if (!parsed.ok) return fault(['blocs', i], parsed.fault.code, `bloc ${parsed.fault.reason}`);
    if (cells.includes(parsed.value)) return fault(['blocs', i], 'inconsistent', `bloc ${cellName(n, parsed.value)} is listed twice`);
    cells.push(parsed.value);
  }
  return { ok: true, value: cells.sort((x, y) => x - y) };
}

/** Checks the rows' shape and characters, and that their # cells are the blocs; returns the blocs. */
function readRows(rows: string[], n: number, blocs: number[] | undefined): Result<number[]> {
  if (rows.length !== n) return fault(['board'], 'inconsistent', `the board has ${rows.length} rows but n is ${n}`);
  const marked: number[] = [];
  for (let r = 0; r < n; r++) {
    if (rows[r].length !== n) return fault(['board', r], 'inconsistent', `row ${r} has ${rows[r].length} cells but n is ${n}`);
    for (let c = 0; c < n; c++) {
      const ch = rows[r][c];
      if (!CELL_CHARS.includes(ch)) return fault(['board', r], 'bad-format', `row ${r} has the character '${ch}'; cells are . W B or #`);
      if (ch === '#') marked.push(r * n + c);
    }
  }
  if (blocs === undefined) {
    if (marked.length > 2 * n) return fault(['board'], 'out-of-range', `the board has ${marked.length} blocs; b must be from 0 to 2n = ${2 * n}`);
    return { ok: true, value: marked };
  }
  for (const b of blocs) {
    const ch = rows[Math.floor(b / n)][b % n];
    if (ch === 'W' || ch === 'B') {
      return fault(['board', Math.floor(b / n)], 'inconsistent', `a piece on a bloc: ${cellName(n, b)} is a bloc but the board has ${ch} there`);
    }
    if (ch === '.') return fault(['board', Math.floor(b / n)], 'inconsistent', `${cellName(n, b)} is a bloc but the board does not mark it #`);
  }
  const stray = marked.find((c) => !blocs.includes(c));
  if (stray !== undefined) {
    return fault(['board', Math.floor(stray / n)], 'inconsistent', `${cellName(n, stray)} is marked # but is not one of the blocs`);
  }
  return { ok: true, value: blocs };
}

/**
 * Puts the board's pieces on the state and checks that a game can reach it: white moves first
 * and the players alternate, and the game stops at the first line, so at most the last mover
 * has lines, and they all go through the piece it played last.
 */
function placePieces(state: LineState, rows: string[], toMove: 'white' | 'black'): Result<null> {
  const n = state.geometry.n;
  const counted = [0, 0];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const ch = rows[r][c];
      if (ch === 'W' || ch === 'B') counted[ch === 'W' ? WHITE : BLACK]++;
    }
  }
  const [whites, blacks] = counted;
  if (whites !== blacks && whites !== blacks + 1) {
    return fault(['board'], 'impossible-position', `impossible piece counts: white has ${whites} and black ${blacks}; white moves first, so white has as many pieces as black or one more`);
  }
  const expected = colourName(whites === blacks ? WHITE : BLACK);
  if (toMove !== expected) {
    return fault(['toMove'], 'impossible-position', `with ${whites} white and ${blacks} black pieces it is ${expected}'s turn, not ${toMove}'s`);
  }
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const ch = rows[r][c];
      if (ch === 'W' || ch === 'B') state.put(r * n + c, ch === 'W' ? WHITE : BLACK);
    }
  }
  const mover = state.toMove ^ 1;
  if (state.lines(state.toMove).length > 0) {
    const who = colourName(state.toMove);
    return fault(['board'], 'impossible-position', `${who} has ${state.geometry.s} in a row but it is ${who}'s turn: the game would have ended on ${who}'s move`);
  }
  const lines = state.lines(mover);
  if (lines.length > 1 && !shareACell(state.geometry, lines)) {
    return fault(['board'], 'impossible-position', `${colourName(mover)} has separate lines of ${state.geometry.s}: the game ends at the first one`);
  }
  state.settle();
  return { ok: true, value: null };
}

function shareACell(g: Geometry, windows: number[]): boolean {
  const cellsOf = (w: number) => Array.from(g.windowCells.subarray(w * g.s, w * g.s + g.s));
  return cellsOf(windows[0]).some((c) => windows.every((w) => cellsOf(w).includes(c)));
}

/** A move: a cell like 'B 3', or an object with that cell (and, if given, the same notation). */
export function parseMove(state: LineState, input: LineMove): Result<number> {
  const n = state.geometry.n;
  const text = typeof input === 'string' ? input : input.cell;
  const parsed = parseCell(text, n);
  if (!parsed.ok) return typeof input === 'string' ? parsed : fault(['cell'], parsed.fault.code, parsed.fault.reason);
  const cell = parsed.value;
  if (typeof input !== 'string' && input.notation !== undefined) {
    const named = parseCell(input.notation, n);
    if (!named.ok || named.value !== cell) return fault([], 'inconsistent', `cell '${text}' and notation '${input.notation}' disagree`);
  }
  const content = state.cells[cell];
  if (content === BLOC) return fault([], 'illegal-move', `${cellName(n, cell)} is a bloc`);
  if (content !== EMPTY) return fault([], 'illegal-move', `${cellName(n, cell)} is taken by ${PIECE_NAMES[content]}`);
  return { ok: true, value: cell };
}

export function formatMove(state: LineState, cell: number): MoveObject {
  const name = cellName(state.geometry.n, cell);
  return { notation: name, cell: name };
}

/**
 * A list of cells as a command line gives it: 'A0,D3' (commas between cells), or the seed's
 * '[(0,A), (3,D)]', whose cells hold commas of their own.
 */
export function readCellList(text: string): string[] {
  // Each token is a whole `(0,D)` or a name between commas, so the two forms may be mixed.
  return text.match(/\([^)]*\)|[^,\s()[\]]+/g) ?? [];
}

/** The seed of `random:B` without one: seed 0, as the referee has always drawn them. */
const DEFAULT_BLOC_SEED = 0;

/** The parameters as the command lines give them: `--n 5`, `--s 4`, `--blocs A0,D3`, `(0,A),(3,D)` or `random:B[:SEED]`. */
export const parameterReaders = {
  n: (text: string) => field(readWholeNumber('n', text), (n) => ({ n })),
  s: (text: string) => field(readWholeNumber('s', text), (s) => ({ s })),
  blocs(text: string): Result<Partial<LinePosition>> {
    const random = /^random:(\d+)(?::(\d+))?$/.exec(text);
    if (random) {
      return { ok: true, value: { blocs: { random: Number(random[1]), seed: random[2] === undefined ? DEFAULT_BLOC_SEED : Number(random[2]) } } };
    }
    return { ok: true, value: { blocs: readCellList(text) } };
  },
};
