// Distance maps by bitboard flood fill: every square a side reaches in d queen (or king) moves is
// one set, found from the set of d - 1 in a few dozen shifts for the whole board at once, where a
// breadth-first search walks each ray of each square.
import { FIRST_CELL, STRIDE, isEmpty, kingStep, queenReach, single } from './bits128';

export const CELLS: i32 = STRIDE * STRIDE;
/** Distance of a square a side never reaches (../kernel.ts has the same). */
export const FAR: u8 = 99;
export const EMPTY: u8 = 0;
const OFF: u8 = 4;
/** The 10x10 board's last square, off the board on smaller ones. */
const LAST_SQUARE: i32 = 10 * STRIDE + 10;
export const QUEENS_PER_SIDE: i32 = 4;

/** The position, written by JavaScript: the 12x12 mailbox board, then the eight queen squares. */
export const board: usize = memory.data(CELLS, 16);
export const queens: usize = memory.data(2 * QUEENS_PER_SIDE * 4, 4);

/** The empty squares: a byte comparison sixteen squares at a time. */
// @ts-ignore: decorator
@inline export function emptySquares(): v128 {
  const zero = i64x2(0, 0);
  let lo: u64 = 0;
  let hi: u64 = 0;
  for (let i = 0; i < 4; i++) {
    lo |= u64(i8x16.bitmask(i8x16.eq(v128.load(board + FIRST_CELL + 16 * i), zero))) << u64(16 * i);
    hi |= u64(i8x16.bitmask(i8x16.eq(v128.load(board + FIRST_CELL + 64 + 16 * i), zero))) << u64(16 * i);
  }
  // Bits 120 to 127 are the border row past the last one, never empty; the mask keeps that explicit.
  return i64x2(lo, hi & 0x00ffffffffffffff);
}

export function queenSquare(slot: i32): i32 {
  return load<i32>(queens + 4 * slot);
}

// @ts-ignore: decorator
@inline export function queensOf(side: i32): v128 {
  let set = i64x2(0, 0);
  for (let i = side * QUEENS_PER_SIDE; i < (side + 1) * QUEENS_PER_SIDE; i++) set = v128.or(set, single(queenSquare(i)));
  return set;
}

function writeSquares(out: usize, lane: u64, first: i32, d: u8): void {
  for (let w = lane; w != 0; w &= w - 1) store<u8>(out + first + i32(ctz<u64>(w)), d);
}

function startMap(side: i32, out: usize): void {
  memory.fill(out, FAR, CELLS);
  for (let i = side * QUEENS_PER_SIDE; i < (side + 1) * QUEENS_PER_SIDE; i++) store<u8>(out + queenSquare(i), 0);
}

// @ts-ignore: decorator
@inline function writeLayer(out: usize, layer: v128, d: u8): void {
  writeSquares(out, i64x2.extract_lane(layer, 0), FIRST_CELL, d);
  writeSquares(out, i64x2.extract_lane(layer, 1), FIRST_CELL + 64, d);
}

/**
 * Queen distance (Lieberum's D1) of `side` into out, indexed by mailbox square: FAR where
 * unreached, 0 on its queens. Returns the squares it reached, its queens' included.
 */
// @ts-ignore: decorator
@inline export function queenMap(side: i32, free: v128, out: usize): v128 {
  startMap(side, out);
  const long = load<u8>(board + LAST_SQUARE) != OFF;
  let seen = queensOf(side);
  let frontier = seen;
  for (let d: u8 = 1; !isEmpty(frontier); d++) {
    frontier = v128.andnot(queenReach(frontier, free, long), seen);
    writeLayer(out, frontier, d);
    seen = v128.or(seen, frontier);
  }
  return seen;
}

/** King distance (Lieberum's D2): the same with one-square steps. The squares reached are the same. */
// @ts-ignore: decorator
@inline export function kingMap(side: i32, free: v128, out: usize): void {
  startMap(side, out);
  let seen = queensOf(side);
  let frontier = seen;
  for (let d: u8 = 1; !isEmpty(frontier); d++) {
    frontier = v128.andnot(v128.and(kingStep(frontier), free), seen);
    writeLayer(out, frontier, d);
    seen = v128.or(seen, frontier);
  }
}

/**
 * Whether some king-connected region of empty and queen squares holds queens of both sides: the
 * queens still interact (../regions.ts counts the moves left only when they do not).
 */
// @ts-ignore: decorator
@inline export function sidesMeet(free: v128): bool {
  const red = queensOf(0);
  const blue = queensOf(1);
  const through = v128.or(free, v128.or(red, blue));
  let reach = red;
  let grown = true;
  while (grown && !v128.any_true(v128.and(reach, blue))) {
    const next = v128.and(kingStep(reach), through);
    grown = v128.any_true(v128.xor(next, reach));
    reach = next;
  }
  return v128.any_true(v128.and(reach, blue));
}

export const STEPS: StaticArray<i32> = [1, -1, STRIDE, -STRIDE, STRIDE + 1, -STRIDE - 1, STRIDE - 1, -STRIDE + 1];

/** Squares the queen on sq reaches in one move: a walk along its rays, cheaper than a fill for one queen. */
export function mobilityOf(sq: i32): i32 {
  let n = 0;
  for (let d = 0; d < 8; d++) {
    const step = unchecked(STEPS[d]);
    for (let t = sq + step; load<u8>(board + t) == EMPTY; t += step) n++;
  }
  return n;
}
