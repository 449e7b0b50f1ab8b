// A transposition table for a sparring opponent (bench/pylos-sparring.ts), apart from the engine's
// own: the outside Pylos bot searches a fixed 12 plies, which without a table takes the sparring
// code 5-11 CPU seconds a move (issue 24) where the bot takes 150-360 ms. Always-replace, one entry
// a slot, keyed by the position's two 32-bit Zobrist halves.
import { DECIDED } from './sparring-search.js';

export const enum Bound {
  Exact = 0,
  /** The value is at least the stored one (the search failed high). */
  Lower = 1,
  /** At most (it failed low). */
  Upper = 2,
}

export interface Hashed {
  hashLo: number;
  hashHi: number;
}

/** What a probe found: the stored move always (for ordering), the value only when it decides the window. */
export interface Probe {
  move: number;
  /** The stored value where it settles this search's window at this depth; NaN otherwise. */
  value: number;
}

export class SparringTable {
  private readonly mask: number;
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly moves: Int32Array;
  private readonly values: Int32Array;
  private readonly depths: Int8Array;
  private readonly bounds: Int8Array;
  private readonly used: Uint8Array;

  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.moves = new Int32Array(size);
    this.values = new Int32Array(size);
    this.depths = new Int8Array(size);
    this.bounds = new Int8Array(size);
    this.used = new Uint8Array(size);
  }

  /** Forgets every entry: each move's search starts afresh, so a game's answers do not depend on the games before. */
  clear(): void {
    this.used.fill(0);
  }

  probe(state: Hashed, depth: number, ply: number, alpha: number, beta: number): Probe {
    const i = state.hashLo & this.mask;
    if (this.used[i] === 0 || this.keyLo[i] !== state.hashLo || this.keyHi[i] !== state.hashHi) return { move: -1, value: NaN };
    const move = this.moves[i];
    if (this.depths[i] < depth) return { move, value: NaN };
    const value = fromTable(this.values[i], ply);
    const bound = this.bounds[i];
    const settles = bound === Bound.Exact || (bound === Bound.Lower && value >= beta) || (bound === Bound.Upper && value <= alpha);
    return { move, value: settles ? value : NaN };
  }

  store(state: Hashed, depth: number, ply: number, value: number, bound: Bound, move: number): void {
    const i = state.hashLo & this.mask;
    this.used[i] = 1;
    this.keyLo[i] = state.hashLo;
    this.keyHi[i] = state.hashHi;
    this.moves[i] = move;
    this.values[i] = toTable(value, ply);
    this.depths[i] = depth;
    this.bounds[i] = bound;
  }
}

// A decided value counts plies from the root; the table keeps it counted from the node, so that the
// same position reached at another ply reads the same distance to the end.
function toTable(value: number, ply: number): number {
  if (value >= DECIDED) return value + ply;
  if (value <= -DECIDED) return value - ply;
  return value;
}

function fromTable(value: number, ply: number): number {
  if (value >= DECIDED) return value - ply;
  if (value <= -DECIDED) return value + ply;
  return value;
}
