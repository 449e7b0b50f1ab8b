/**
 * Connect 4 bitboards in the layout of Pons' solver: bit col*7 + row, row 0 at the bottom and a
 * seventh, always-empty sentinel row per column so that shifts never wrap from one column into the
 * next. The 49 bits are held as two 32-bit halves (lo: bits 0-31, hi: bits 32-48), the chessops
 * idiom, since JavaScript's bit operators work on 32 bits.
 */
export const WIDTH = 7;
export const HEIGHT = 6;
export const STRIDE = HEIGHT + 1;
export const CELLS = WIDTH * HEIGHT;

export function bitIndex(col: number, row: number): number {
  return col * STRIDE + row;
}

/** Results of the two-word helpers, returned through module variables to avoid allocation. */
export let outLo = 0;
export let outHi = 0;

function shr(lo: number, hi: number, k: number): void {
  outLo = (lo >>> k) | (hi << (32 - k));
  outHi = hi >>> k;
}

function shl(lo: number, hi: number, k: number): void {
  outHi = (hi << k) | (lo >>> (32 - k));
  outLo = lo << k;
}

/** The four line directions as bit distances: vertical, horizontal and the two diagonals. */
const DIRECTIONS = [1, STRIDE, STRIDE - 1, STRIDE + 1];

/** True when the stones (lo, hi) contain four in a line. */
export function hasFour(lo: number, hi: number): boolean {
  for (let i = 0; i < 4; i++) {
    const d = DIRECTIONS[i];
    shr(lo, hi, d);
    const mLo = lo & outLo;
    const mHi = hi & outHi;
    shr(mLo, mHi, 2 * d);
    if ((mLo & outLo) !== 0 || (mHi & outHi) !== 0) return true;
  }
  return false;
}

/** Bits of the 42 playing cells (sentinel rows excluded). */
let boardLo = 0;
let boardHi = 0;
for (let col = 0; col < WIDTH; col++) {
  for (let row = 0; row < HEIGHT; row++) {
    const b = bitIndex(col, row);
    if (b < 32) boardLo |= 1 << b;
    else boardHi |= 1 << (b - 32);
  }
}
export const BOARD_LO = boardLo;
export const BOARD_HI = boardHi;

/**
 * Empty cells where the stones (lo, hi) would complete four (Pons' compute_winning_position):
 * for each direction, a cell flanked by three stones in any of the four arrangements. Occupied
 * cells are removed by the caller's mask. Result in outLo/outHi.
 */
export function winningCells(lo: number, hi: number, occupiedLo: number, occupiedHi: number): void {
  // Vertical: three stones directly below.
  shl(lo, hi, 1);
  let rLo = outLo;
  let rHi = outHi;
  shl(lo, hi, 2);
  rLo &= outLo;
  rHi &= outHi;
  shl(lo, hi, 3);
  rLo &= outLo;
  rHi &= outHi;
  for (let i = 1; i < 4; i++) {
    const d = DIRECTIONS[i];
    // Two stones on one side, then the third on the far side or next to the cell on the other.
    shl(lo, hi, d);
    let pLo = outLo;
    let pHi = outHi;
    shl(lo, hi, 2 * d);
    pLo &= outLo;
    pHi &= outHi;
    shl(lo, hi, 3 * d);
    rLo |= pLo & outLo;
    rHi |= pHi & outHi;
    shr(lo, hi, d);
    rLo |= pLo & outLo;
    rHi |= pHi & outHi;
    shr(lo, hi, d);
    pLo = outLo;
    pHi = outHi;
    shr(lo, hi, 2 * d);
    pLo &= outLo;
    pHi &= outHi;
    shl(lo, hi, d);
    rLo |= pLo & outLo;
    rHi |= pHi & outHi;
    shr(lo, hi, 3 * d);
    rLo |= pLo & outLo;
    rHi |= pHi & outHi;
  }
  outLo = rLo & BOARD_LO & ~occupiedLo;
  outHi = rHi & BOARD_HI & ~occupiedHi;
}

/** Mask of the given cells as two halves, for evaluation tables. */
export function maskOf(bits: number[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const b of bits) {
    if (b < 32) lo |= 1 << b;
    else hi |= 1 << (b - 32);
  }
  return [lo, hi];
}
