import type { BestMove } from '../analysis/analyse.js';
import type { SearchOptions } from '../analysis/search-options.js';

/** What the HTTP thread sends a search worker. Plain data: it crosses a thread boundary. */
export interface SearchTask {
  game: string;
  /** The request's position after its schema passed; the worker replays it (states hold typed arrays). */
  position: unknown;
  search: SearchOptions;
  /** Word 0 is set to 1 by the HTTP thread when the client has gone; the engine polls it. */
  cancel: Int32Array;
  /** Wall-clock milliseconds (timeOrigin + now) when the task was handed to the pool. */
  submittedAt: number;
}

/** A search's answer, plus how long it waited; null when the client left before it started. */
export type SearchOutcome = { result: BestMove; queuedMs: number } | null;

/** Milliseconds since the epoch with sub-millisecond precision, comparable across threads. */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}
