/** What the caller asks of one search. The first limit reached stops it. */
export type Algorithm = 'iterative' | 'alphabeta' | 'minimax';
export type StopReason = 'depth' | 'time' | 'nodes' | 'proven' | 'cancelled';

export interface SearchLimits {
  algorithm: Algorithm;
  /** Deepest iteration (iterative) or the depth cut-off (textbook). */
  depth: number;
  timeMs: number;
  nodes: number;
  /** Milliseconds, monotonic; injected by tests to drive the time limit deterministically. */
  now?: () => number;
  /** A shared flag the caller sets to 1 to stop the search (client gone). */
  cancel?: Int32Array;
}

/**
 * How often (in nodes) the clock and the cancel flag are read: often enough, rarely enough. An
 * Amazons node can cost 100 µs (2,000 moves to order), so 256 nodes is still a few tens of ms.
 */
export const CLOCK_INTERVAL = 256;

export class Clock {
  readonly start: number;
  private readonly deadline: number;
  private readonly now: () => number;
  private readonly cancel: Int32Array | undefined;
  reason: StopReason | null = null;

  constructor(limits: SearchLimits) {
    this.now = limits.now ?? (() => performance.now());
    this.start = this.now();
    this.deadline = this.start + limits.timeMs;
    this.cancel = limits.cancel;
  }

  elapsed(): number {
    return this.now() - this.start;
  }

  /** Reads the clock and the cancel flag; true (and remembers why) once the search must stop. */
  expired(): boolean {
    if (this.reason !== null) return true;
    if (this.cancel !== undefined && Atomics.load(this.cancel, 0) !== 0) this.reason = 'cancelled';
    else if (this.now() >= this.deadline) this.reason = 'time';
    return this.reason !== null;
  }
}
