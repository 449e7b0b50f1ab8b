import { Outcome, sideOf } from '../../core/outcome.js';
import type { SearchGame } from '../../engine/game.js';
import { zobristKeys } from '../random.js';
import { ARROW, BLUE, CELLS, DIRECTIONS, EMPTY, OFF, QUEEN, QUEENS_PER_SIDE, RED, square } from './board.js';
import { orderHint } from './order.js';

/** A move is from | to << 8 | arrow << 16: three squares, non-negative, below 2^24. */
export function packMove(from: number, to: number, arrow: number): number {
  return from | (to << 8) | (arrow << 16);
}

export const moveFrom = (move: number): number => move & 0xff;
export const moveTo = (move: number): number => (move >> 8) & 0xff;
export const moveArrow = (move: number): number => move >> 16;

/**
 * Upper bound on the legal moves of any position, for sizes 5 to 10. A queen on a 10x10 board
 * reaches at most 35 squares (9 along its row, 9 along its column and at most 17 on its two
 * diagonals), and the arrow from its new square at most 35 more, so four queens have at most
 * 4 x 35 x 35 = 4,900 moves; smaller boards have fewer. (The start position has 2,176.)
 */
export const MAX_MOVES = 4 * 35 * 35;

/** Zobrist keys: one per (red queen, blue queen, arrow) and cell, plus the side to move. */
const ZOBRIST = zobristKeys(3 * CELLS + 1, 0xa3a205);
const SIDE_KEY = 3 * CELLS;

function keyIndex(piece: number, sq: number): number {
  return 2 * ((piece - QUEEN) * CELLS + sq);
}

/**
 * A position: the padded board, each side's four queen squares (red in 0-3, blue in 4-7), the side
 * to move, the count of empty squares (every turn fills one, so it bounds the plies left) and the
 * Zobrist key. The evaluation's and the move ordering's scratch tables live in their own modules.
 */
export class AmazonsState {
  readonly board = new Uint8Array(CELLS).fill(OFF);
  readonly queens = new Int32Array(2 * QUEENS_PER_SIDE);
  toMove = RED;
  empty = 0;
  hashLo = 0;
  hashHi = 0;

  constructor(readonly size: number) {
    for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) this.board[square(col, row)] = EMPTY;
    this.empty = size * size;
  }

  /**
   * The start position on any size: on 10x10 red has A3, D0, G0, J3 and blue A6, D9, G9, J6 (the
   * seed's figure). On n x n with k = floor((n - 1) / 3) (3 on 10x10), red stands on the edge
   * squares (0, k), (k, 0), (n-1-k, 0), (n-1, k) as (column, row), and blue on their mirror images
   * across the middle row.
   */
  static start(size: number): AmazonsState {
    const s = new AmazonsState(size);
    const k = Math.floor((size - 1) / 3);
    const red: [number, number][] = [
      [0, k],
      [k, 0],
      [size - 1 - k, 0],
      [size - 1, k],
    ];
    for (const [col, row] of red) s.put(square(col, row), QUEEN + RED);
    for (const [col, row] of red) s.put(square(col, size - 1 - row), QUEEN + BLUE);
    return s;
  }

  /** Places a piece on an empty square while setting up a position. */
  put(sq: number, piece: number): void {
    if (piece !== ARROW) {
      const side = piece - QUEEN;
      const slot = this.queenCount(side);
      this.queens[side * QUEENS_PER_SIDE + slot] = sq;
    }
    this.board[sq] = piece;
    this.empty--;
    this.toggle(piece, sq);
  }

  /** Number of queens of a side placed so far (a full side has four). */
  queenCount(side: number): number {
    let n = 0;
    for (let i = 0; i < QUEENS_PER_SIDE; i++) if (this.board[this.queens[side * QUEENS_PER_SIDE + i]] === QUEEN + side) n++;
    return n;
  }

  setToMove(side: number): void {
    if (side !== this.toMove) {
      this.toMove = side;
      this.hashLo ^= ZOBRIST[2 * SIDE_KEY];
      this.hashHi ^= ZOBRIST[2 * SIDE_KEY + 1];
    }
  }

  play(move: number): void {
    const from = move & 0xff;
    const to = (move >> 8) & 0xff;
    const arrow = move >> 16;
    const side = this.toMove;
    const piece = QUEEN + side;
    this.moveQueen(side, from, to);
    this.board[from] = EMPTY;
    this.board[to] = piece;
    this.board[arrow] = ARROW;
    this.empty--;
    this.toggle(piece, from);
    this.toggle(piece, to);
    this.toggle(ARROW, arrow);
    this.setToMove(side ^ 1);
  }

  undo(move: number): void {
    const from = move & 0xff;
    const to = (move >> 8) & 0xff;
    const arrow = move >> 16;
    const side = this.toMove ^ 1;
    const piece = QUEEN + side;
    this.setToMove(side);
    // The arrow comes off first: it may stand on the queen's old square.
    this.board[arrow] = EMPTY;
    this.board[to] = EMPTY;
    this.board[from] = piece;
    this.moveQueen(side, to, from);
    this.empty++;
    this.toggle(piece, from);
    this.toggle(piece, to);
    this.toggle(ARROW, arrow);
  }

  clone(): AmazonsState {
    const s = new AmazonsState(this.size);
    s.board.set(this.board);
    s.queens.set(this.queens);
    s.toMove = this.toMove;
    s.empty = this.empty;
    s.hashLo = this.hashLo;
    s.hashHi = this.hashHi;
    return s;
  }

  private moveQueen(side: number, from: number, to: number): void {
    const q = this.queens;
    const base = side * QUEENS_PER_SIDE;
    for (let i = base; i < base + QUEENS_PER_SIDE; i++) {
      if (q[i] === from) {
        q[i] = to;
        return;
      }
    }
  }

  private toggle(piece: number, sq: number): void {
    const k = keyIndex(piece, sq);
    this.hashLo ^= ZOBRIST[k];
    this.hashHi ^= ZOBRIST[k + 1];
  }
}

/** Writes every legal move of `side` into buf from index 0; returns the count. */
export function generateMovesFor(state: AmazonsState, side: number, buf: Int32Array): number {
  let n = 0;
  for (let i = side * QUEENS_PER_SIDE; i < (side + 1) * QUEENS_PER_SIDE; i++) n = queenMoves(state, i, buf, n);
  return n;
}

/**
 * Appends the moves of the queen in slot i to buf at n and returns the new count: each square
 * along each of the eight rays, then each arrow square along the eight rays from there. The
 * queen's own square is emptied during the scan, since the arrow may fly through or land on it.
 */
export function queenMoves(state: AmazonsState, i: number, buf: Int32Array, n: number): number {
  const b = state.board;
  const from = state.queens[i];
  const piece = b[from];
  b[from] = EMPTY;
  for (let d = 0; d < 8; d++) {
    const dq = DIRECTIONS[d];
    for (let to = from + dq; b[to] === EMPTY; to += dq) {
      const fromTo = from | (to << 8);
      for (let e = 0; e < 8; e++) {
        const da = DIRECTIONS[e];
        for (let a = to + da; b[a] === EMPTY; a += da) buf[n++] = fromTo | (a << 16);
      }
    }
  }
  b[from] = piece;
  return n;
}

/**
 * Whether `side` has a move at all: a queen with an empty neighbour can step there and shoot back
 * at the square it left, and a queen with none cannot move.
 */
export function canMove(state: AmazonsState, side: number): boolean {
  const b = state.board;
  const q = state.queens;
  for (let i = side * QUEENS_PER_SIDE; i < (side + 1) * QUEENS_PER_SIDE; i++) {
    const sq = q[i];
    for (let d = 0; d < 8; d++) if (b[sq + DIRECTIONS[d]] === EMPTY) return true;
  }
  return false;
}

/** The rules as the engine sees them, with the move ordering. */
export const amazonsSearch: SearchGame<AmazonsState> = {
  maxMoves: MAX_MOVES,
  cyclic: false,
  ttBits: 20,
  generateMoves: (state, buf) => generateMovesFor(state, state.toMove, buf),
  makeMove: (state, move) => state.play(move),
  unmakeMove: (state, move) => state.undo(move),
  // The player who cannot move loses; nothing else ends the game, and it cannot be drawn.
  outcome: (state) => (canMove(state, state.toMove) ? Outcome.Ongoing : Outcome.Loss),
  sideToMove: (state) => sideOf(state.toMove),
  hashLo: (state) => state.hashLo,
  hashHi: (state) => state.hashHi,
  pliesLeftBound: (state) => state.empty,
  orderHint,
  // While the fronts are open the move in hand is worth a tempo (evaluate.ts), so a side that
  // still holds beta after passing holds it with a move.
  nullMove: { reduction: 2, pass: (state) => state.setToMove(state.toMove ^ 1) },
};
