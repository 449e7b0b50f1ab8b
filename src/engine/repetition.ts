import type { History } from './game.js';
import { MAX_PLY } from '../core/score.js';


const NO_HISTORY: History = { lo: new Int32Array(0), hi: new Int32Array(0) };

/** Bits of a key's low half that index the filter of the game's earlier positions. */
const FILTER_BITS = 10;
const FILTER_MASK = (1 << FILTER_BITS) - 1;

/**
 * The search path and the game's earlier positions, for games that can cycle. A position met again
 * with the same side to move scores as a draw: that covers the rules' third occurrence (its two
 * earlier occurrences are on the path or in the past) and keeps the search from going round a
 * cycle. This is the only scan of the history per node; the game's terminal test leaves it out.
 */
export class Repetitions {
  private readonly pathLo = new Int32Array(MAX_PLY);
  private readonly pathHi = new Int32Array(MAX_PLY);
  private past = NO_HISTORY;
  /**
   * One bit per value of a key's low FILTER_BITS bits among the earlier positions: most nodes' bit
   * is clear, and they skip the scan of a history of tens of positions that every node made.
   */
  private readonly pastFilter = new Int32Array((1 << FILTER_BITS) >> 5);
  /** Repetition draws scored so far; a subtree that saw one has a path-dependent value. */
  count = 0;

  start(past: History | undefined): void {
    this.past = past ?? NO_HISTORY;
    this.count = 0;
    this.pastFilter.fill(0);
    for (const lo of this.past.lo) this.pastFilter[(lo & FILTER_MASK) >> 5] |= 1 << (lo & 31);
  }

  /** Records the position at ply on the path, before its children are searched. */
  visit(ply: number, lo: number, hi: number): void {
    this.pathLo[ply] = lo;
    this.pathHi[ply] = hi;
  }

  /** Same position earlier on this path or earlier in the game; counted when it is. */
  repeats(lo: number, hi: number, ply: number): boolean {
    for (let p = ply - 2; p >= 0; p -= 2) {
      if (this.pathLo[p] === lo && this.pathHi[p] === hi) return this.found();
    }
    if ((this.pastFilter[(lo & FILTER_MASK) >> 5] & (1 << (lo & 31))) === 0) return false;
    const past = this.past;
    for (let i = 0; i < past.lo.length; i++) {
      if (past.lo[i] === lo && past.hi[i] === hi) return this.found();
    }
    return false;
  }

  private found(): true {
    this.count++;
    return true;
  }
}
