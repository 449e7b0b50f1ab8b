/**
 * Fixed-size transposition table in parallel typed arrays, so probing and storing allocate nothing.
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

export class TranspositionTable {
  private readonly mask: number;
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly moves: Int32Array;
  private readonly scores: Int32Array;
  private readonly depths: Int16Array;
  private readonly bounds: Uint8Array;
  private readonly generations: Uint16Array;
  private generation = 0;

  /** Filled by a successful probe. */
  move = -1;
  score = 0;
  depth = 0;
  bound: Bound = Bound.None;

  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.moves = new Int32Array(size);
    this.scores = new Int32Array(size);
    this.depths = new Int16Array(size);
    this.bounds = new Uint8Array(size);
    this.generations = new Uint16Array(size);
  }

  get entries(): number {
    return this.mask + 1;
  }

  /** Forgets every entry in O(1); a full wipe happens only when the 16-bit stamp wraps. */
  newSearch(): void {
    this.generation++;
    if (this.generation > 0xffff) {
      this.generations.fill(0);
      this.generation = 1;
    }
  }

  probe(lo: number, hi: number): boolean {
    const i = lo & this.mask;
    if (this.generations[i] !== this.generation || this.keyLo[i] !== (lo | 0) || this.keyHi[i] !== (hi | 0)) {
      return false;
    }
    this.move = this.moves[i];
    this.score = this.scores[i];
    this.depth = this.depths[i];
    this.bound = this.bounds[i];
    return true;
  }

  /** Keeps the deeper of two results for the same slot within a search; a newer search always wins. */
  store(lo: number, hi: number, move: number, score: number, depth: number, bound: Bound): void {
    const i = lo & this.mask;
    if (this.generations[i] === this.generation && this.depths[i] > depth && this.keyLo[i] === (lo | 0) && this.keyHi[i] === (hi | 0)) {
      return;
    }
    this.generations[i] = this.generation;
    this.keyLo[i] = lo;
    this.keyHi[i] = hi;
    this.moves[i] = move;
    this.scores[i] = score;
    this.depths[i] = depth;
    this.bounds[i] = bound;
  }
}
