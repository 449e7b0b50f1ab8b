// The transposition table of src/engine/transposition-table.ts, entry for entry: five words (key
// low, key high, move, score, then depth, bound and generation packed), the same slot and the
// same replacement, so the kernel's search keeps and finds what the engine's would.

export const MAX_BITS: i32 = 20;
const STRIDE: i32 = 5;
const words = new StaticArray<i32>(STRIDE << MAX_BITS);
let mask: i32 = (1 << MAX_BITS) - 1;
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
  if (generation > 0xffff) {
    memory.fill(changetype<usize>(words), 0, usize(STRIDE << MAX_BITS) << 2);
    generation = 1;
  }
}

export function probeTable(lo: i32, hi: i32): bool {
  const i = (lo & mask) * STRIDE;
  const m = unchecked(words[i + 4]);
  if (<u32>m >>> 16 != <u32>generation || unchecked(words[i]) != lo || unchecked(words[i + 1]) != hi) return false;
  ttMove = unchecked(words[i + 2]);
  ttScore = unchecked(words[i + 3]);
  ttDepth = m & 0xff;
  ttBound = (m >>> 8) & 3;
  return true;
}

export function storeEntry(lo: i32, hi: i32, move: i32, score: i32, depth: i32, bound: i32): void {
  const i = (lo & mask) * STRIDE;
  const m = unchecked(words[i + 4]);
  if (<u32>m >>> 16 == <u32>generation && (m & 0xff) > depth && unchecked(words[i]) == lo && unchecked(words[i + 1]) == hi) return;
  unchecked((words[i] = lo));
  unchecked((words[i + 1] = hi));
  unchecked((words[i + 2] = move));
  unchecked((words[i + 3] = score));
  unchecked((words[i + 4] = (generation << 16) | (bound << 8) | depth));
}
