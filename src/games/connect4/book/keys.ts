// Pons' position keys, apart from the enumeration (positions.ts) so that the solver's side of the
// opening table reads them without importing the rules, which import the solver.
import { STRIDE, WIDTH } from '../bitboard.js';

/** A column's 7 bits of a key. */
export const COLUMN = 2 ** STRIDE;

/** What a key reads of a position: the stones by side, and whose move it is. */
export interface KeyedPosition {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  readonly toMove: number;
}

/**
 * Pons' key of the side to move's stones and all stones, mine + mask (< 2^49, exact in a double):
 * the sum fills each column's stones from the bottom plus one bit above, so it never carries from
 * one column into the next and names the position exactly.
 */
export function positionKey(state: KeyedPosition): number {
  const { lo, hi, toMove } = state;
  const mine = (lo[toMove] >>> 0) + (hi[toMove] >>> 0) * 2 ** 32;
  const mask = ((lo[0] | lo[1]) >>> 0) + ((hi[0] | hi[1]) >>> 0) * 2 ** 32;
  return mine + mask;
}

/** A key's low and high 32 bits, as the kernel takes a 64-bit word across its boundary. */
export function keyWords(key: number): [number, number] {
  return [key % 2 ** 32, Math.floor(key / 2 ** 32)];
}

/** The column a move takes on the mirror image. */
export function mirrorColumn(column: number): number {
  return WIDTH - 1 - column;
}

/** The key of the mirror image: the same column groups of 7 bits in the opposite order. */
export function mirrorKey(key: number): number {
  let mirrored = 0;
  let rest = key;
  for (let col = 0; col < WIDTH; col++) {
    mirrored = mirrored * COLUMN + (rest % COLUMN);
    rest = Math.floor(rest / COLUMN);
  }
  return mirrored;
}

/** The smaller of a key and its mirror's: the one the database stores. */
export function canonicalKey(key: number): number {
  return Math.min(key, mirrorKey(key));
}
