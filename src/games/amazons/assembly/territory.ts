// The per-square sums of the territory evaluation (../evaluate.ts weighs them), over the maps
// distance.ts wrote. Square by square in board order, as the TypeScript loop summed them, so that
// every floating-point sum comes out bit for bit the same and searches visit the same nodes; but
// only over the empty squares some queen reaches, which the others add nothing to.
import { FIRST_CELL } from './bits128';
import { CELLS, FAR } from './distance';

/** 2^-d for every distance, exact (a power of two's bits), and 0 for FAR. */
const HALF_POWER = new StaticArray<f64>(i32(FAR) + 1);
for (let d = 0; d < i32(FAR); d++) unchecked((HALF_POWER[d] = reinterpret<f64>(u64(1023 - d) << 52)));

/** c2's term for each king-distance lead k2 - k1 (at index lead + FAR): lead / 6 within [-1, 1], a table for the division. */
const LEAD_TERM = new StaticArray<f64>(2 * i32(FAR) + 1);
for (let i = 0; i <= 2 * i32(FAR); i++) {
  const lead = f64(i - i32(FAR)) / 6.0;
  unchecked((LEAD_TERM[i] = lead > 1.0 ? 1.0 : lead < -1.0 ? -1.0 : lead));
}

let t1 = 0.0;
let t2 = 0.0;
let c1 = 0.0;
let c2 = 0.0;
let w = 0.0;

/**
 * Fills sums with t1, t2, c1 (not yet doubled), c2 and w as evaluate.ts defines them, from the
 * maps at `maps` (queen distances of the side to move, of the opponent, then king distances) over
 * the `reached` empty squares.
 */
// @ts-ignore: decorator
@inline export function sumTerritory(maps: usize, sums: usize, kappa: f64, reached: v128): void {
  t1 = t2 = c1 = c2 = w = 0.0;
  // The low lane's squares come before the high lane's, each lane's in bit order: board order.
  for (let m = u64(i64x2.extract_lane(reached, 0)); m != 0; m &= m - 1) addSquare(maps, FIRST_CELL + i32(ctz<u64>(m)), kappa);
  for (let m = u64(i64x2.extract_lane(reached, 1)); m != 0; m &= m - 1) addSquare(maps, FIRST_CELL + 64 + i32(ctz<u64>(m)), kappa);
  store<f64>(sums, t1);
  store<f64>(sums + 8, t2);
  store<f64>(sums + 16, c1);
  store<f64>(sums + 24, c2);
  store<f64>(sums + 32, w);
}

// @ts-ignore: decorator
@inline function addSquare(maps: usize, s: i32, kappa: f64): void {
  const q1 = i32(load<u8>(maps + s));
  const q2 = i32(load<u8>(maps + CELLS + s));
  t1 += q1 < q2 ? 1.0 : q1 > q2 ? -1.0 : kappa;
  const k1 = i32(load<u8>(maps + 2 * CELLS + s));
  const k2 = i32(load<u8>(maps + 3 * CELLS + s));
  t2 += k1 < k2 ? 1.0 : k1 > k2 ? -1.0 : kappa;
  c1 += unchecked(HALF_POWER[q1]) - unchecked(HALF_POWER[q2]);
  c2 += unchecked(LEAD_TERM[k2 - k1 + i32(FAR)]);
  if (q1 != i32(FAR) && q2 != i32(FAR)) w += unchecked(HALF_POWER[q1 > q2 ? q1 - q2 : q2 - q1]);
}
