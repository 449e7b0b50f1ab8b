import { fault, type MoveObject, type Result, type Setup } from '../types.js';
import { HEIGHT, WIDTH, bitIndex, hasFour } from './bitboard.js';
import { Connect4State, RED, YELLOW } from './rules.js';
import type { Connect4Move, Connect4Position } from './schema.js';

export const COLOURS = ['red', 'yellow'] as const;
const CELL_PLAYER: Record<string, number> = { r: RED, y: YELLOW };

/**
 * Reads a position: a board (the course's comma-separated string or an array of rows, row 0 the
 * bottom) with the side to move, or the empty board; plus moves, given as a digit string like
 * "4453" or as an array of notations or move objects.
 */
export function setupPosition(position: Connect4Position): Result<Setup<Connect4State, Connect4Position>> {
  const state = Connect4State.empty();
  if (position.board !== undefined) {
    if (position.toMove === undefined) return fault(['toMove'], 'required', 'toMove is required with a board');
    const rows = typeof position.board === 'string' ? position.board.split(',') : position.board;
    const placed = placeRows(state, rows);
    if (!placed.ok) return placed;
    if (hasFour(state.lo[RED], state.hi[RED]) && hasFour(state.lo[YELLOW], state.hi[YELLOW])) {
      return fault(['board'], 'impossible-position', 'both red and yellow have four in a row: no game reaches that');
    }
    state.setToMove(position.toMove === 'red' ? RED : YELLOW);
    state.settle();
  } else if (position.toMove !== undefined && position.toMove !== 'red') {
    return fault(['toMove'], 'inconsistent', 'without a board the game starts from the empty board with red to move');
  }
  const moves = typeof position.moves === 'string' ? [...position.moves] : (position.moves ?? []);
  return { ok: true, value: { state, moves } };
}

function placeRows(state: Connect4State, rows: string[]): Result<null> {
  if (rows.length !== HEIGHT) return fault(['board'], 'bad-format', `expected ${HEIGHT} rows, got ${rows.length}`);
  for (let r = 0; r < HEIGHT; r++) {
    if (rows[r].length !== WIDTH) return fault(['board', r], 'bad-format', `row ${r} has ${rows[r].length} cells, expected ${WIDTH}`);
    const bad = [...rows[r]].find((c) => c !== '.' && CELL_PLAYER[c] === undefined);
    if (bad !== undefined) return fault(['board', r], 'bad-format', `row ${r} has the character '${bad}'; cells are r, y or .`);
  }
  const floating = floatingToken(rows);
  if (floating !== null) {
    const { row, col } = floating;
    // Boards drawn top row first are the usual mistake: say so when the board reads right that way.
    const hint = floatingToken([...rows].reverse()) === null ? '; the board is valid upside down: row 0 is the bottom' : '';
    return fault(['board', row], 'impossible-position', `the token in row ${row}, column ${col} is floating: the cell below it is empty${hint}`);
  }
  for (let col = 0; col < WIDTH; col++) {
    for (let r = 0; r < HEIGHT && rows[r][col] !== '.'; r++) state.put(col, CELL_PLAYER[rows[r][col]]);
  }
  return { ok: true, value: null };
}

/** The first token, column by column from the bottom, with an empty cell below it; null when none. */
function floatingToken(rows: string[]): { row: number; col: number } | null {
  for (let col = 0; col < WIDTH; col++) {
    for (let r = 1; r < HEIGHT; r++) {
      if (rows[r][col] !== '.' && rows[r - 1][col] === '.') return { row: r, col };
    }
  }
  return null;
}

/**
 * A move: a column digit 1-7 ("4"), the same as a number (4), or an object with a 0-based column,
 * its notation, or both (then they must agree).
 */
export function parseMove(state: Connect4State, input: Connect4Move): Result<number> {
  let col: number;
  if (typeof input === 'number') return parseMove(state, String(input));
  if (typeof input === 'string') {
    if (!/^[1-7]$/.test(input)) return fault([], 'bad-format', `'${input}' is not a column digit 1-7`);
    col = Number(input) - 1;
  } else if (!('column' in input)) {
    return parseMove(state, input.notation);
  } else {
    if (input.column < 0 || input.column >= WIDTH) return fault(['column'], 'out-of-range', 'column must be an integer 0-6');
    col = input.column;
    if (input.notation !== undefined) {
      const named = parseMove(state, input.notation);
      if (!named.ok) return named;
      if (named.value !== col) return fault([], 'inconsistent', `column ${col} and notation '${input.notation}' disagree`);
    }
  }
  if (state.isFull(col)) return fault([], 'illegal-move', `column ${col + 1} is full`);
  return { ok: true, value: col };
}

export function formatMove(col: number): MoveObject {
  return { notation: String(col + 1), column: col };
}

/** Rows bottom first, as the resolved position and the cache key give them. */
export function boardRows(state: Connect4State): string[] {
  const rows: string[] = [];
  for (let r = 0; r < HEIGHT; r++) {
    let row = '';
    for (let col = 0; col < WIDTH; col++) row += '.ry'[state.cells[bitIndex(col, r)]];
    rows.push(row);
  }
  return rows;
}

export function colourName(player: number): (typeof COLOURS)[number] {
  return COLOURS[player];
}
