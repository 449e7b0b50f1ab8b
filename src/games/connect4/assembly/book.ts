// The ply-8 database in the kernel's memory (see ../book/): the canonical keys ascending and their
// weak values, binary-searched when the solve reaches a position of the database's ply. A weak
// value bounds Pons' score on every window: a win is at least 1, a loss at most -1, a draw exactly 0.
import { WIDTH, STRIDE } from './bitboard';

/** Tromp's set holds 67,557 positions; a little room for nothing else. */
const CAPACITY: i32 = 68000;
const keys = new StaticArray<u64>(CAPACITY);
const values = new StaticArray<i8>(CAPACITY);
let size: i32 = 0;
/** The stones of every database position; -1 while the database is empty. */
export let bookStones: i32 = -1;
/** Whether the solve consults the database (per search: benchmarks against Pons' solver do not). */
export let bookOn = false;
export let bookHits: u64 = 0;
export const MISSING: i32 = 2;

export function clearBook(stones: i32): void {
  size = 0;
  bookStones = stones;
}

/** Appends an entry; false when the database is full or the key does not ascend. */
export function addEntry(key: u64, value: i32): bool {
  if (size == CAPACITY || (size > 0 && unchecked(keys[size - 1]) >= key)) return false;
  unchecked((keys[size] = key));
  unchecked((values[size] = i8(value)));
  size++;
  return true;
}

export function bookSize(): i32 {
  return size;
}

export function useBook(on: bool): void {
  bookOn = on;
  bookHits = 0;
}

/** The key of the mirror image: each column's 7 bits of mine + mask moved to the opposite column. */
function mirrored(key: u64): u64 {
  let m: u64 = 0;
  for (let col = 0; col < WIDTH; col++) {
    m |= ((key >> u64(col * STRIDE)) & 0x7f) << u64((WIDTH - 1 - col) * STRIDE);
  }
  return m;
}

/** The weak value of the position with Pons' key `key` for the side to move, or MISSING. */
export function bookValue(key: u64): i32 {
  const m = mirrored(key);
  const canonical = m < key ? m : key;
  let low = 0;
  let high = size;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (unchecked(keys[mid]) < canonical) low = mid + 1;
    else high = mid;
  }
  if (low == size || unchecked(keys[low]) != canonical) return MISSING;
  bookHits++;
  return i32(unchecked(values[low]));
}
