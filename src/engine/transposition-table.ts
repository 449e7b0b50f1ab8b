/**
 * Fixed-size transposition table in one typed array, so probing and storing allocate nothing.
 * Each search starts a new generation: entries from older generations read as empty, which makes
 * every search start from a logically empty table (results are reproducible) without clearing
 * megabytes of memory per request.
 */
export const enum Bound {
  None = 0,
  Exact = 1,
  Lower = 2,
  Upper = 3,
}

/**
 * Four words, 16 bytes, an entry: no entry straddles a cache line. The slot is the key's low bits,
 * so the entry keeps only the rest of the key, and the generation stamp takes the bits the slot
 * implies: the whole 64-bit key is still compared.
 */
const STRIDE = 4;
const KEY_HI = 0;
/** The key's low word with its slot bits replaced by the generation stamp. */
const CHECK = 1;
const MOVE = 2;
/** Depth in bits 0-7, bound in bits 8-9, WRITTEN, and the score in bits 11-31. */
const DATA = 3;
/** Set on every entry stored since the last wipe: a table of one slot has no bits for a stamp. */
const WRITTEN = 1 << 10;
/** Scores fit 21 signed bits: proven scores stay within WIN + MAX_PLY (core/score.ts), below 2^20. */
const SCORE_SHIFT = 11;

export class TranspositionTable {
  private readonly mask: number;
  /** One array with each entry's words side by side: a probe reads one cache line. */
  private readonly words: Int32Array;
  private generation = 0;
  /** The generation as kept in an entry's slot bits. */
  private stamp = 0;

  /** Filled by a successful probe. */
  move = -1;
  score = 0;
  depth = 0;
  bound: Bound = Bound.None;

  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.words = new Int32Array(size * STRIDE);
  }

  get entries(): number {
    return this.mask + 1;
  }

  /** Forgets every entry in O(1); a full wipe happens only when the stamp has used every value the slot bits hold. */
  newSearch(): void {
    this.generation++;
    if (this.generation > this.mask) {
      this.words.fill(0);
      this.generation = 1;
    }
    this.stamp = this.generation & this.mask;
  }

  private check(lo: number): number {
    return (lo & ~this.mask) | this.stamp;
  }

  probe(lo: number, hi: number): boolean {
    const w = this.words;
    const i = (lo & this.mask) * STRIDE;
    const data = w[i + DATA];
    if ((data & WRITTEN) === 0 || w[i + CHECK] !== this.check(lo) || w[i + KEY_HI] !== (hi | 0)) return false;
    this.move = w[i + MOVE];
    this.score = data >> SCORE_SHIFT;
    this.depth = data & 0xff;
    this.bound = (data >>> 8) & 3;
    return true;
  }

  /** Keeps the deeper of two results for the same slot within a search; a newer search always wins. */
  store(lo: number, hi: number, move: number, score: number, depth: number, bound: Bound): void {
    const w = this.words;
    const i = (lo & this.mask) * STRIDE;
    const check = this.check(lo);
    const data = w[i + DATA];
    if ((data & WRITTEN) !== 0 && (data & 0xff) > depth && w[i + CHECK] === check && w[i + KEY_HI] === (hi | 0)) return;
    w[i + KEY_HI] = hi;
    w[i + CHECK] = check;
    w[i + MOVE] = move;
    w[i + DATA] = (score << SCORE_SHIFT) | WRITTEN | (bound << 8) | depth;
  }
}
