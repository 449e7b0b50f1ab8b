// Bitboards of the 7x6 board in 64-bit words, bit col * 7 + row with row 6 of every column an
// always-empty sentinel (Pons' layout). `mine` is the side to move's stones, `mask` every stone.

export const WIDTH: i32 = 7;
export const HEIGHT: i32 = 6;
export const CELLS: i32 = WIDTH * HEIGHT;
export const STRIDE: i32 = HEIGHT + 1;
export const BOTTOM: u64 = 0x0040810204081; // bit col * 7 for every column
export const BOARD: u64 = BOTTOM * 0x3f; // the 42 playing cells

// @ts-ignore: decorator
@inline export function column(move: u64): i32 {
  return i32(ctz<u64>(move)) / STRIDE;
}

// @ts-ignore: decorator
@inline export function columnCells(col: i32): u64 {
  return u64(0x3f) << u64(col * STRIDE);
}

/** Empty cells (playable or not) where the stones `mine` would complete four in a line. */
export function winningCells(mine: u64, mask: u64): u64 {
  let r = (mine << 1) & (mine << 2) & (mine << 3);
  for (let i = 0; i < 3; i++) {
    const d: u64 = i == 0 ? STRIDE : i == 1 ? STRIDE - 1 : STRIDE + 1;
    let p = (mine << d) & (mine << (2 * d));
    r |= p & (mine << (3 * d));
    r |= p & (mine >> d);
    p = (mine >> d) & (mine >> (2 * d));
    r |= p & (mine << d);
    r |= p & (mine >> (3 * d));
  }
  return r & (BOARD ^ mask);
}

// @ts-ignore: decorator
@inline export function playable(mask: u64): u64 {
  return (mask + BOTTOM) & BOARD;
}

/**
 * The moves that do not let the opponent win next: a forced block when the opponent has one
 * playable winning cell, none when it has two, and never the cell under an opponent's winning cell.
 */
export function nonLosingMoves(mine: u64, mask: u64): u64 {
  let moves = playable(mask);
  const theirs = winningCells(mine ^ mask, mask);
  const forced = moves & theirs;
  if (forced != 0) {
    if ((forced & (forced - 1)) != 0) return 0;
    moves = forced;
  }
  return moves & ~(theirs >> 1);
}
