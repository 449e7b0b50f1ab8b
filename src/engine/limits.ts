/** What the caller asks of one search. The first limit reached stops it. */
export type Algorithm = 'iterative' | 'alphabeta' | 'minimax';
export type StopReason = 'depth' | 'time' | 'nodes' | 'proven' | 'cancelled';

/** Stopped by the clock or the client: another run of the same request may stop elsewhere. */
export function stoppedByClock(reason: StopReason): boolean {
  return reason === 'time' || reason === 'cancelled';
}

/** Stopped by a limit before the search's own end (its depth, or a proof): the answer is a partial one. */
export function isCutShort(reason: StopReason): boolean {
  return reason === 'nodes' || stoppedByClock(reason);
}

export interface SearchLimits {
  algorithm: Algorithm;
  /** Deepest iteration (iterative) or the depth cut-off (textbook). */
  depth: number;
  timeMs: number;
  nodes: number;
  /** Whether a game's exact solver may consult a precomputed database of results; absent means yes. */
  book?: boolean;
  /** Milliseconds, monotonic; injected by tests to drive the time limit deterministically. */
  now?: () => number;
  /**
   * When the request's time began, on `now`'s scale (by default, when its first clock is made).
   * Every clock of one request counts from it, so that work before a clock is made (a table or a
   * kernel set up, a solve, the worker's hand-over) is spent from `timeMs`, not added to it.
   */
  startedAt?: number;
  /**
   * Milliseconds before `timeMs` the search stops, to leave room for its answer: RESPONSE_MARGIN_MS
   * unless the caller has seen answers need more (a loaded machine); at most a tenth of `timeMs`.
   */
  marginMs?: number;
  /** A shared flag the caller sets to 1 to stop the search (client gone). */
  cancel?: Int32Array;
  /** Told of each finished iteration, for clients that watch a long search (server-sent events). */
  onIteration?: (iteration: Iteration) => void;
}

/** A finished iteration: the answer so far, as the search would give it if it stopped now. */
export interface Iteration {
  /** Multi-PV: which line this is, 1 the best; a single-line search leaves it out. */
  multipv?: number;
  depth: number;
  /** From the side to move's view, on the scale of score.ts. */
  score: number;
  proven: boolean;
  /** As SearchResult.weak: a proven outcome whose distance is unknown. */
  weak?: boolean;
  pv: number[];
  /** Nodes searched so far, by every iteration. */
  nodes: number;
  /** Milliseconds since the search started. */
  timeMs: number;
}

/**
 * The search stops this long before `timeMs` (at most a tenth of a short budget), so that what
 * follows it (unwinding, the answer's moves, the worker's message, the HTTP response) is done by
 * about `timeMs`: the service's answer is due within `timeMs` + 50 ms. The service asks for more
 * (`marginMs`) when its recent answers needed it.
 */
export const RESPONSE_MARGIN_MS = 15;
/** The largest share of the budget the margin takes, however late answers have been. */
export const MARGIN_SHARE = 0.1;

/**
 * The clock is read about every READ_GAP_MS of search, whatever a node costs: a fixed count of
 * nodes is microseconds in Connect 4 and tens of milliseconds in Amazons (a node that re-ranks 64
 * moves by the evaluation costs a millisecond), and a worker descheduled in between reads late.
 * The count of nodes between readings doubles while readings come faster than half the gap, and
 * shrinks at once in proportion when a reading comes later than twice it: a run of expensive
 * nodes after cheap ones (Line 'em Up's leaves after table hits) cost 10 to 40 ms between two
 * readings when it only halved. It never exceeds 256 (a few tens of microseconds of
 * Connect 4, where a reading's 50 ns is then under 0.2%), since a run of cheap nodes (table hits)
 * can come just before expensive ones.
 */
const READ_GAP_MS = 0.5;
const FIRST_INTERVAL = 16;
const MAX_INTERVAL = 256;

export class Clock {
  readonly start: number;
  private readonly deadline: number;
  private readonly now: () => number;
  private readonly cancel: Int32Array | undefined;
  private lastReading: number;
  /** Nodes to search between two readings. */
  interval = FIRST_INTERVAL;
  reason: StopReason | null = null;

  constructor(limits: SearchLimits) {
    this.now = limits.now ?? (() => performance.now());
    this.lastReading = this.now();
    this.start = limits.startedAt ?? this.lastReading;
    this.deadline = this.start + limits.timeMs - Math.min(limits.marginMs ?? RESPONSE_MARGIN_MS, limits.timeMs * MARGIN_SHARE);
    this.cancel = limits.cancel;
  }

  elapsed(): number {
    return this.now() - this.start;
  }

  /**
   * Limits for a part of the search given `share` of the time left now (a solve before the
   * deepening), on a clock of its own that starts now.
   */
  share(limits: SearchLimits, share: number): SearchLimits {
    return { ...limits, startedAt: undefined, timeMs: Math.max(0, limits.timeMs - this.elapsed()) * share };
  }

  /** Milliseconds until the deadline (below 0 once it has passed). */
  remaining(): number {
    return this.deadline - this.now();
  }

  /** Reads the clock and the cancel flag; true (and remembers why) once the search must stop. */
  expired(): boolean {
    if (this.reason !== null) return true;
    const now = this.now();
    const gap = now - this.lastReading;
    this.lastReading = now;
    if (gap < READ_GAP_MS / 2 && this.interval < MAX_INTERVAL) this.interval *= 2;
    else if (gap > 2 * READ_GAP_MS) this.interval = Math.max(1, Math.floor((this.interval * READ_GAP_MS) / gap));
    if (this.cancel !== undefined && Atomics.load(this.cancel, 0) !== 0) this.reason = 'cancelled';
    else if (now >= this.deadline) this.reason = 'time';
    return this.reason !== null;
  }
}
