// The transposition table: a prime number of entries, so that the index (the key modulo the prime)
// and the quotient (under 2^25, as keys are under 2^49) identify the 49-bit key (mine + mask) exactly.

const ENTRIES: u64 = 16777259; // the first prime above 2^24
/** Bits 0-24 the key's quotient, 25-31 the high 7 bits of the generation. */
const keys = new StaticArray<u32>(i32(ENTRIES));
/** Bits 0-6 the bound (0: none), 7-9 the best move's column + 1 (0: none), 10-15 the generation's low 6 bits. */
const entries = new StaticArray<u16>(i32(ENTRIES));
/**
 * Entries of other generations read as empty, so that a new search forgets the table in O(1). 13
 * bits split over both arrays: the real wipe, 100 MB of writes, comes once in 8,191 searches, not
 * once in 63 (which cost tiny solves tens of microseconds each).
 */
const GENERATIONS: u32 = 1 << 13;
let generation: u32 = 1;

// @ts-ignore: decorator
@inline function keyWord(quotient: u64): u32 {
  return u32(quotient) | ((generation >> 6) << 25);
}

/** Bounds are stored as OFFSET + score, plus LOWER for a lower bound: never 0, below 128. */
export const LOWER: i32 = 64;
export const OFFSET: i32 = 32;

/** Filled by probe(): the stored bound (0 when none) and best move (-1 when none). */
export let foundBound: i32 = 0;
export let foundMove: i32 = -1;
export let probes: u64 = 0;
export let hits: u64 = 0;

/** Forgets every entry in O(1); the generation wraps into a real wipe once in GENERATIONS - 1 calls. */
export function forgetAll(): void {
  generation++;
  if (generation == GENERATIONS) {
    memory.fill(changetype<usize>(entries), 0, usize(ENTRIES) << 1);
    generation = 1;
  }
}

export function probe(key: u64): void {
  probes++;
  const quotient = key / ENTRIES;
  const i = i32(key - quotient * ENTRIES);
  const e = u32(unchecked(entries[i]));
  if (unchecked(keys[i]) == keyWord(quotient) && e >> 10 == (generation & 63)) {
    hits++;
    foundBound = i32(e & 0x7f);
    foundMove = i32((e >> 7) & 7) - 1;
  } else {
    foundBound = 0;
    foundMove = -1;
  }
}

export function store(key: u64, bound: i32, move: i32): void {
  const quotient = key / ENTRIES;
  const i = i32(key - quotient * ENTRIES);
  unchecked((keys[i] = keyWord(quotient)));
  unchecked((entries[i] = u16(((generation & 63) << 10) | (u32(move + 1) << 7) | u32(bound))));
}

export function resetCounters(): void {
  probes = hits = 0;
}
