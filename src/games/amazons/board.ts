/**
 * The Amazons board is a 12x12 grid of cells whose outer ring (and, on boards smaller than 10x10,
 * every cell past the last row and column) is OFF: a queen's or an arrow's ray stops at the first
 * cell that is not EMPTY, so ray scans need no bounds checks. One stride for every size keeps the
 * direction offsets constant and a square fits in 8 bits.
 */
export const STRIDE = 12;
export const CELLS = STRIDE * STRIDE;
export const MIN_SIZE = 5;
export const MAX_SIZE = 10;

export const EMPTY = 0;
/** A queen of side s (0 red, 1 blue) is QUEEN + s. */
export const QUEEN = 1;
export const ARROW = 3;
export const OFF = 4;

export const RED = 0;
export const BLUE = 1;
export const QUEENS_PER_SIDE = 4;

/** The eight queen directions as cell offsets: the king's neighbourhood, too. */
export const DIRECTIONS = Int32Array.of(1, -1, STRIDE, -STRIDE, STRIDE + 1, -STRIDE - 1, STRIDE - 1, -STRIDE + 1);

export function square(col: number, row: number): number {
  return (row + 1) * STRIDE + col + 1;
}

export function colOf(sq: number): number {
  return (sq % STRIDE) - 1;
}

export function rowOf(sq: number): number {
  return ((sq / STRIDE) | 0) - 1;
}

/**
 * What the distance and ordering scans read of a position: the state of rules.ts, seen narrowly so
 * that rules.ts can use them without the files importing each other.
 */
export interface QueensView {
  readonly board: Uint8Array;
  readonly queens: Int32Array;
  readonly toMove: number;
  readonly size: number;
  readonly hashLo: number;
  readonly hashHi: number;
}
