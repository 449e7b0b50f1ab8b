// The endgame table's index: every position with at least one sphere in the mover's reserve, seen
// from the mover's side (the colours swap with the side to move, a symmetry of the rules), and
// one of each class under the pyramid's eight symmetries. A position's entry is its layer (the
// spheres left in the two reserves), its shape (the set of occupied spots, a down-set of the
// pyramid, canonical under the symmetries), the mover's reserve, and the rank of the mover's
// spheres among the occupied spots (the combinatorial number system). docs/pylos.md counts them.
import { SPHERES_EACH, SPOTS, SUPPORTS } from './board';
import { SYMMETRY_COUNT, imageOf } from './symmetry';

/** Every shape there is, and the canonical ones (one in each class of images). */
const ALL_SHAPES: i32 = 141120;
export const CANONICAL_SHAPES: i32 = 18458;
const LAYERS: i32 = SPOTS + 1;

/** The canonical shapes by layer, then by mask; a layer's shapes at [layerShape[r], layerShape[r + 1]). */
export const shapeMask = new StaticArray<i32>(CANONICAL_SHAPES);
export const layerShape = new StaticArray<i32>(LAYERS + 1);
/** The first entry of shape i with the mover holding m spheres: firstEntry[i * 16 + m]. */
const firstEntry = new StaticArray<i64>(CANONICAL_SHAPES * 16 + 1);
export const layerEntry = new StaticArray<i64>(LAYERS + 1);
/** A layer's entries without the padding after them. */
export const layerSize = new StaticArray<i64>(LAYERS);

/** Any shape to its canonical shape's number and the symmetries that take it there (a bit each). */
const HASH_BITS: i32 = 18;
const HASH_MASK: i32 = (1 << HASH_BITS) - 1;
const hashKey = new StaticArray<i32>(1 << HASH_BITS);
const hashValue = new StaticArray<i32>(1 << HASH_BITS);

/** C(n, k) at n * 31 + k. */
const binomials = new StaticArray<i64>(31 * 31);

// @ts-ignore: decorator
@inline export function binomial(n: i32, k: i32): i64 {
  return unchecked(binomials[n * 31 + k]);
}

// @ts-ignore: decorator
@inline function slot(shape: i32): i32 {
  return i32(u32(shape * i32(0x9e3779b1)) >>> (32 - HASH_BITS));
}

/** Keys are stored plus one, so that the empty board (mask 0) is a key like any other. */
function find(shape: i32): i32 {
  let i = slot(shape);
  while (unchecked(hashKey[i]) != shape + 1) {
    if (unchecked(hashKey[i]) == 0) return -1;
    i = (i + 1) & HASH_MASK;
  }
  return i;
}

function insert(shape: i32, value: i32): void {
  let i = slot(shape);
  while (unchecked(hashKey[i]) != 0) i = (i + 1) & HASH_MASK;
  hashKey[i] = shape + 1;
  hashValue[i] = value;
}

const everyShape = new StaticArray<i32>(ALL_SHAPES);
let shapeCount: i32 = 0;

/** Spot by spot, each either empty or filled when its supports are: the down-sets. */
function enumerate(spot: i32, occupied: i32): void {
  if (spot == SPOTS) {
    everyShape[shapeCount++] = occupied;
    return;
  }
  enumerate(spot + 1, occupied);
  const supports = SUPPORTS[spot];
  if ((occupied & supports) == supports) enumerate(spot + 1, occupied | (1 << spot));
}

function canonicalShape(shape: i32): i32 {
  let best = shape;
  for (let g = 1; g < SYMMETRY_COUNT; g++) best = min(best, imageOf(shape, g));
  return best;
}

let built = false;

/** Builds the index once (after the geometry and the symmetries are written). */
export function buildIndex(): void {
  if (built) return;
  built = true;
  for (let n = 0; n <= 30; n++) {
    binomials[n * 31] = 1;
    for (let k = 1; k <= n; k++) binomials[n * 31 + k] = binomials[(n - 1) * 31 + k - 1] + (k <= n - 1 ? binomials[(n - 1) * 31 + k] : 0);
  }
  enumerate(0, 0);
  // Canonical shapes by layer (spheres left, 30 minus the shape's size) and mask.
  let count = 0;
  for (let r = 0; r < LAYERS; r++) {
    layerShape[r] = count;
    const start = count;
    for (let i = 0; i < shapeCount; i++) {
      const shape = everyShape[i];
      if (SPOTS - popcnt(shape) == r && canonicalShape(shape) == shape) shapeMask[count++] = shape;
    }
    sortMasks(start, count);
  }
  layerShape[LAYERS] = count;
  for (let i = 0; i < count; i++) insert(shapeMask[i], i << SYMMETRY_COUNT);
  // Every other shape points at its canonical one, with the symmetries that take it there.
  for (let i = 0; i < shapeCount; i++) {
    const shape = everyShape[i];
    const canonical = canonicalShape(shape);
    const number = hashValue[find(canonical)] >>> SYMMETRY_COUNT;
    let maps = 0;
    for (let g = 0; g < SYMMETRY_COUNT; g++) if (imageOf(shape, g) == canonical) maps |= 1 << g;
    if (shape != canonical) insert(shape, 0);
    hashValue[find(shape)] = (number << SYMMETRY_COUNT) | maps;
  }
  let entry: i64 = 0;
  for (let r = 0; r < LAYERS; r++) {
    layerEntry[r] = entry;
    for (let i = layerShape[r]; i < layerShape[r + 1]; i++) {
      for (let m = 0; m <= 15; m++) {
        firstEntry[i * 16 + m] = entry;
        entry += entriesOf(r, m);
      }
    }
    layerSize[r] = entry - layerEntry[r];
    // Each layer starts on a byte of the table (four entries a byte), so a layer is a slice of it.
    entry = (entry + 3) & ~3;
  }
  layerEntry[LAYERS] = entry;
  firstEntry[CANONICAL_SHAPES * 16] = entry;
}

/** Positions of a shape in layer r with the mover holding m: none without a sphere to play. */
export function entriesOf(r: i32, m: i32): i64 {
  const other = r - m;
  if (m < 1 || m > SPHERES_EACH || other < 0 || other > SPHERES_EACH) return 0;
  return binomial(SPOTS - r, SPHERES_EACH - m);
}

function sortMasks(from: i32, to: i32): void {
  for (let i = from + 1; i < to; i++) {
    const v = shapeMask[i];
    let j = i - 1;
    while (j >= from && shapeMask[j] > v) {
      shapeMask[j + 1] = shapeMask[j];
      j--;
    }
    shapeMask[j + 1] = v;
  }
}

export function firstEntryOf(shape: i32, m: i32): i64 {
  return unchecked(firstEntry[shape * 16 + m]);
}

/** The rank of `mine` among the spots of `occupied`, in the combinatorial number system. */
// @ts-ignore: decorator
@inline function colouringRank(mine: i32, occupied: i32): i64 {
  let rank: i64 = 0;
  let position = 0;
  let chosen = 0;
  for (let m = occupied; m != 0; m &= m - 1) {
    const bit = m & -m;
    if ((mine & bit) != 0) {
      chosen++;
      rank += binomial(position, chosen);
    }
    position++;
  }
  return rank;
}

/** Spreads the low bits of `compact` over the spots of `occupied`, lowest first. */
// @ts-ignore: decorator
@inline export function deposit(compact: i32, occupied: i32): i32 {
  let out = 0;
  for (let m = occupied; m != 0; m &= m - 1) {
    if ((compact & 1) != 0) out |= m & -m;
    compact >>>= 1;
  }
  return out;
}

/** The canonical shape of a set of occupied spots (a down-set). */
export function shapeNumber(occupied: i32): i32 {
  return unchecked(hashValue[find(occupied)]) >>> SYMMETRY_COUNT;
}

/** The entry of the position with `mine` to move against `theirs`, or -1 when the mover has no sphere left. */
export function entryOf(mine: i32, theirs: i32): i64 {
  const occupied = mine | theirs;
  const m = SPHERES_EACH - popcnt(mine);
  if (m < 1) return -1;
  const value = unchecked(hashValue[find(occupied)]);
  const shape = value >>> SYMMETRY_COUNT;
  let maps = value & ((1 << SYMMETRY_COUNT) - 1);
  let g = ctz(maps);
  const canonical = imageOf(occupied, g);
  let best = imageOf(mine, g);
  // A symmetric shape is reached by several symmetries: the least image of the colouring is the class's.
  for (maps &= maps - 1; maps != 0; maps &= maps - 1) best = min(best, imageOf(mine, ctz(maps)));
  return firstEntryOf(shape, m) + colouringRank(best, canonical);
}
