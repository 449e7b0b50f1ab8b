// Which shapes a shape's moves reach: placements and raises, each with any one or two free spheres
// removed after it. Every free sphere counts as the mover's, so the graph holds every real
// successor's shape and some more. A pass of the generator skips a shape none of whose successor
// shapes settled anything since it was last looked at (endgame.ts): its entries would come out
// the same.
import { ABOVE, HIGHER, freeSpheres, openSpots } from './board';
import { CANONICAL_SHAPES, shapeMask, shapeNumber } from './endgame-index';

export let edgeStart = new StaticArray<i32>(0);
export let edges = new StaticArray<i32>(0);
const seenAt = new StaticArray<i32>(CANONICAL_SHAPES);
let stamp = 0;
let counting = true;
let cursor = 0;

function reach(occupied: i32): void {
  const shape = shapeNumber(occupied);
  if (unchecked(seenAt[shape]) == stamp) return;
  unchecked((seenAt[shape] = stamp));
  if (!counting) unchecked((edges[cursor] = shape));
  cursor++;
}

function withRemovals(occupied: i32): void {
  reach(occupied);
  for (let a = freeSpheres(occupied); a != 0; a &= a - 1) {
    const once = occupied & ~(a & -a);
    reach(once);
    for (let b = freeSpheres(once); b != 0; b &= b - 1) reach(once & ~(b & -b));
  }
}

function successorsOf(occupied: i32): void {
  const open = openSpots(occupied);
  for (let m = open; m != 0; m &= m - 1) withRemovals(occupied | (m & -m));
  for (let f = freeSpheres(occupied); f != 0; f &= f - 1) {
    const from = ctz(f);
    const rest = occupied & ~(1 << from);
    for (let m = open & unchecked(HIGHER[from]) & ~unchecked(ABOVE[from]); m != 0; m &= m - 1) withRemovals(rest | (m & -m));
  }
}

/** Builds the graph once, after the index. */
export function buildShapeGraph(): void {
  if (edgeStart.length > 0) return;
  const starts = new StaticArray<i32>(CANONICAL_SHAPES + 1);
  counting = true;
  cursor = 0;
  for (let shape = 0; shape < CANONICAL_SHAPES; shape++) {
    stamp++;
    starts[shape] = cursor;
    successorsOf(shapeMask[shape]);
  }
  starts[CANONICAL_SHAPES] = cursor;
  edges = new StaticArray<i32>(cursor);
  counting = false;
  cursor = 0;
  for (let shape = 0; shape < CANONICAL_SHAPES; shape++) {
    stamp++;
    successorsOf(shapeMask[shape]);
  }
  edgeStart = starts;
}
