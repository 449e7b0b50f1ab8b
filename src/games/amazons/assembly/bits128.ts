// The Amazons board as one 128-bit set in a v128: bit sq - STRIDE for mailbox square sq (board.ts's
// 12-wide layout without its first row), so that a step in any direction is one constant shift
// and the two border columns, never empty, stop every ray without masks.

export const STRIDE: i32 = 12;
/** The mailbox cells the set covers: rows 1 to 10 of the 12x12 grid, bits 0 to 119. */
export const FIRST_CELL: i32 = STRIDE;

const ZERO: v128 = i64x2(0, 0);

// @ts-ignore: decorator
@inline export function shiftUp(x: v128, k: i32): v128 {
  // The low lane's top bits carry into the high lane.
  const carry = i8x16.shuffle(ZERO, i64x2.shr_u(x, 64 - k), 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
  return v128.or(i64x2.shl(x, k), carry);
}

// @ts-ignore: decorator
@inline export function shiftDown(x: v128, k: i32): v128 {
  const carry = i8x16.shuffle(i64x2.shl(x, 64 - k), ZERO, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23);
  return v128.or(i64x2.shr_u(x, k), carry);
}

// @ts-ignore: decorator
@inline export function isEmpty(x: v128): bool {
  return !v128.any_true(x);
}

/** The set with one square. */
// @ts-ignore: decorator
@inline export function single(sq: i32): v128 {
  const bit = sq - FIRST_CELL;
  return bit < 64 ? i64x2(i64(1) << i64(bit), 0) : i64x2(0, i64(1) << i64(bit - 64));
}

/** Squares one king step from some square of x (x itself included). */
// @ts-ignore: decorator
@inline export function kingStep(x: v128): v128 {
  const row = v128.or(x, v128.or(shiftUp(x, 1), shiftDown(x, 1)));
  return v128.or(row, v128.or(shiftUp(row, STRIDE), shiftDown(row, STRIDE)));
}

// A queen ray is at most 9 squares long on a 10x10 board, 8 on smaller ones. The fill doubles its
// reach each step (Kogge-Stone: `open` holds the squares whose next 1, 2, then 4 squares along the
// ray are free), so three steps cover 7 squares past the start, one plain step the 8th (needed on
// 10x10 only: `long`) and the last shift the 9th: a fixed sequence without a test per square.
// `up` and `k` are constants at every call, so each ray compiles to one direction's shifts.
// @ts-ignore: decorator
@inline function shift(x: v128, k: i32, up: bool): v128 {
  return up ? shiftUp(x, k) : shiftDown(x, k);
}

// @ts-ignore: decorator
@inline function ray(from: v128, free: v128, k: i32, up: bool, long: bool): v128 {
  let g = v128.or(from, v128.and(free, shift(from, k, up)));
  let open = v128.and(free, shift(free, k, up));
  g = v128.or(g, v128.and(open, shift(g, 2 * k, up)));
  open = v128.and(open, shift(open, 2 * k, up));
  g = v128.or(g, v128.and(open, shift(g, 4 * k, up)));
  if (long) g = v128.or(g, v128.and(free, shift(g, k, up)));
  return v128.and(shift(g, k, up), free);
}

/** Squares a queen on some square of `from` reaches in one move through the `free` squares; `long` on 10x10. */
// @ts-ignore: decorator
@inline export function queenReach(from: v128, free: v128, long: bool): v128 {
  let r = v128.or(ray(from, free, 1, true, long), ray(from, free, 1, false, long));
  r = v128.or(r, v128.or(ray(from, free, STRIDE - 1, true, long), ray(from, free, STRIDE - 1, false, long)));
  r = v128.or(r, v128.or(ray(from, free, STRIDE, true, long), ray(from, free, STRIDE, false, long)));
  return v128.or(r, v128.or(ray(from, free, STRIDE + 1, true, long), ray(from, free, STRIDE + 1, false, long)));
}
