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

/** Words per entry: key low, key high, move, score, then depth, bound and generation packed. */
const STRIDE = 5;
const KEY_LO = 0;
const KEY_HI = 1;
const MOVE = 2;
const SCORE = 3;
const META = 4;

/** META: depth in bits 0-7 (plies, below 128), bound in bits 8-9, generation in bits 16-31. */
function meta(depth: number, bound: Bound, generation: number): number {
  return (generation << 16) | (bound << 8) | depth;
}

export class TranspositionTable {
  private readonly mask: number;
  /** One array with each entry's words side by side: a probe reads one or two cache lines. */
  private readonly words: Int32Array;
  private generation = 0;

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

  /** Forgets every entry in O(1); a full wipe happens only when the 16-bit stamp wraps. */
  newSearch(): void {
    this.generation++;
    if (this.generation > 0xffff) {
      this.words.fill(0);
      this.generation = 1;
    }
  }

  probe(lo: number, hi: number): boolean {
    const w = this.words;
    const i = (lo & this.mask) * STRIDE;
    const m = w[i + META];
    if (m >>> 16 !== this.generation || w[i + KEY_LO] !== (lo | 0) || w[i + KEY_HI] !== (hi | 0)) return false;
    this.move = w[i + MOVE];
    this.score = w[i + SCORE];
    this.depth = m & 0xff;
    this.bound = (m >>> 8) & 3;
    return true;
  }

  /** Keeps the deeper of two results for the same slot within a search; a newer search always wins. */
  store(lo: number, hi: number, move: number, score: number, depth: number, bound: Bound): void {
    const w = this.words;
    const i = (lo & this.mask) * STRIDE;
    const m = w[i + META];
    if (m >>> 16 === this.generation && (m & 0xff) > depth && w[i + KEY_LO] === (lo | 0) && w[i + KEY_HI] === (hi | 0)) return;
    w[i + KEY_LO] = lo;
    w[i + KEY_HI] = hi;
    w[i + MOVE] = move;
    w[i + SCORE] = score;
    w[i + META] = meta(depth, bound, this.generation);
  }
}
