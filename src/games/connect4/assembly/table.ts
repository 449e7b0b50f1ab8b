// The transposition table: a prime number of entries, so that the index and the low 32 bits of the
// 49-bit key (mine + mask, unique per position) identify the position exactly.

const ENTRIES: u64 = 16777259; // the first prime above 2^24
const keys = new StaticArray<u32>(i32(ENTRIES));
/** Bits 0-6 the bound (0: none), 7-9 the best move's column + 1 (0: none), 10-15 the generation. */
const entries = new StaticArray<u16>(i32(ENTRIES));
let generation: u32 = 1;

/** Bounds are stored as OFFSET + score, plus LOWER for a lower bound: never 0, below 128. */
export const LOWER: i32 = 64;
export const OFFSET: i32 = 32;

/** Filled by probe(): the stored bound (0 when none) and best move (-1 when none). */
export let foundBound: i32 = 0;
export let foundMove: i32 = -1;
export let probes: u64 = 0;
export let hits: u64 = 0;

/** Forgets every entry in O(1); the 6-bit generation wraps into a real wipe once in 63 calls. */
export function forgetAll(): void {
  generation++;
  if (generation == 64) {
    memory.fill(changetype<usize>(entries), 0, usize(ENTRIES) << 1);
    generation = 1;
  }
}

export function probe(key: u64): void {
  probes++;
  const i = i32(key % ENTRIES);
  const e = u32(unchecked(entries[i]));
  if (unchecked(keys[i]) == u32(key) && e >> 10 == generation) {
    hits++;
    foundBound = i32(e & 0x7f);
    foundMove = i32((e >> 7) & 7) - 1;
  } else {
    foundBound = 0;
    foundMove = -1;
  }
}

export function store(key: u64, bound: i32, move: i32): void {
  const i = i32(key % ENTRIES);
  unchecked((keys[i] = u32(key)));
  unchecked((entries[i] = u16((generation << 10) | (u32(move + 1) << 7) | u32(bound))));
}

export function resetCounters(): void {
  probes = hits = 0;
}
