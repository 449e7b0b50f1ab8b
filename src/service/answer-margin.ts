import { RESPONSE_MARGIN_MS } from '../engine/limits.js';
import type { StopReason } from '../engine/limits.js';

/** The answers the margin is learnt from: the latest few, so a burst of load is forgotten once over. */
const REMEMBERED = 32;

/**
 * How long before its `timeMs` a search must stop for its answer to be out in time, learnt from
 * the latest answers. After the search stops come the unwinding, the answer's moves, the worker's
 * message and the HTTP answer: a millisecond or two on an idle machine, but on one short of CPU
 * (other processes, threads descheduled for tens of milliseconds) 50 to 150 ms, and answers at
 * 1,000 ms a move came at 1.1 to 1.9 s. The margin is the largest any of the latest answers
 * stopped by the clock would have needed, never under the engine's default (the clock takes at
 * most a tenth of the budget, engine/limits.ts).
 */
export class AnswerMargin {
  private readonly needed: number[] = [];
  private next = 0;

  /** The margin to give the next search, in milliseconds. */
  get ms(): number {
    return Math.max(RESPONSE_MARGIN_MS, ...this.needed);
  }

  /**
   * Learns from an answer: `elapsedMs` from the request to its answer (the queue's wait left out),
   * for a search of `timeMs` that stopped for `stopReason` with `marginMs` of margin.
   */
  observe(elapsedMs: number, timeMs: number, marginMs: number, stopReason: StopReason): void {
    // Only a search the clock stopped says what stopping it costs; one that ended earlier was early.
    if (stopReason !== 'time') return;
    this.needed[this.next] = marginMs + elapsedMs - timeMs;
    this.next = (this.next + 1) % REMEMBERED;
  }
}
