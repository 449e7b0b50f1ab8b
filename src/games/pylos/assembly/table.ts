// The transposition table of src/engine/transposition-table.ts, slot for slot: the same slot of
// a key, the same replacement, the same lifetime of an entry (one request), so the kernel's search
// keeps and finds what the engine's would. Its entries are packed into 16 aligned bytes, where the
// engine's take 20: a probe then reads one cache line, never two, and the table is 16 MB.

export const MAX_BITS: i32 = 20;
const words = memory.data(16 << MAX_BITS, 64);
let mask: i32 = (1 << MAX_BITS) - 1;
/**
 * Entries of older requests read as empty. The stamp has 10 bits, where the engine's has 16: the
 * table is wiped when it wraps, once in 1,023 requests.
 */
const GENERATIONS: i32 = 1 << 10;
let generation: i32 = 0;

export const NONE: i32 = 0;
export const EXACT: i32 = 1;
export const LOWER: i32 = 2;
export const UPPER: i32 = 3;

/** Filled by a successful probe. */
export let ttMove: i32 = -1;
export let ttScore: i32 = 0;
export let ttDepth: i32 = 0;
export let ttBound: i32 = NONE;

/** Forgets every entry (a new generation), using 2^bits slots from now on. */
export function newTable(bits: i32): void {
  mask = (1 << bits) - 1;
  generation++;
  if (generation == GENERATIONS) {
    memory.fill(words, 0, 16 << MAX_BITS);
    generation = 1;
  }
}

// An entry: key low, key high, then the move (20 bits), depth (8) and bound (2) in one word, and
// the score (22 bits, signed: proven scores reach ±1,000,128) under the generation in the last.

// @ts-ignore: decorator
@inline function slot(lo: i32): usize {
  return words + (usize(lo & mask) << 4);
}

export function probeTable(lo: i32, hi: i32): bool {
  const e = v128.load(slot(lo));
  const last = i32x4.extract_lane(e, 3);
  if (u32(last) >>> 22 != u32(generation) || i32x4.extract_lane(e, 0) != lo || i32x4.extract_lane(e, 1) != hi) return false;
  const packed = i32x4.extract_lane(e, 2);
  ttMove = packed & 0xfffff;
  ttDepth = (packed >>> 20) & 0xff;
  ttBound = (packed >>> 28) & 3;
  ttScore = (last << 10) >> 10;
  return true;
}

export function storeEntry(lo: i32, hi: i32, move: i32, score: i32, depth: i32, bound: i32): void {
  const at = slot(lo);
  const e = v128.load(at);
  const last = i32x4.extract_lane(e, 3);
  if (
    u32(last) >>> 22 == u32(generation) &&
    ((i32x4.extract_lane(e, 2) >>> 20) & 0xff) > depth &&
    i32x4.extract_lane(e, 0) == lo &&
    i32x4.extract_lane(e, 1) == hi
  ) {
    return;
  }
  v128.store(at, i32x4(lo, hi, move | (depth << 20) | (bound << 28), (score & 0x3fffff) | (generation << 22)));
}
