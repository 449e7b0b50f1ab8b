import type { MessagePort } from 'node:worker_threads';
import type { BestMove } from '../analysis/analyse.js';
import type { Analysis } from '../analysis/lines.js';
import type { ResolvedSearch } from '../analysis/search-options.js';
import type { Position, PositionInput } from '../games/types.js';

/** A search as the HTTP thread read it: which game, where, and the search exactly as it will run. */
export interface SearchRequest {
  game: string;
  /** The position's start as the game resolved it (its `describe`), before `moves`. */
  start: PositionInput & Position;
  /** The moves from the start, as the engine's integers, already checked against the rules. */
  moves: Int32Array;
  search: ResolvedSearch;
  /** Analyse: how many of the best root moves to list, each with its score and line; absent for best-move. */
  lines?: number;
  /** How long before `timeMs` the search should stop to be answered in time (engine/limits.ts), when not the default. */
  marginMs?: number;
}

/** What the HTTP thread sends a search worker. Plain data: it crosses a thread boundary. */
export interface SearchTask extends SearchRequest {
  /** Word 0 is set to 1 by the HTTP thread when the client has gone; the engine polls it. */
  cancel: Int32Array;
  /** Wall-clock milliseconds (timeOrigin + now) when the task was handed to the pool. */
  submittedAt: number;
  /** Wall-clock milliseconds when it left the queue for a thread: the search's time counts from then. */
  dispatchedAt?: number;
  /** Where the worker posts each finished iteration (a Progress), when the client watches, and null at the end. */
  progress?: MessagePort;
}

/**
 * Sent to every worker once at start (SearchPool.warm): a barrier each task waits at until all
 * have arrived, so that each lands on a different worker, which has then loaded its module and
 * prepared its games. Word 0 counts the arrivals.
 */
export interface WarmUpTask {
  warmUp: Int32Array;
  workers: number;
}

/** What a worker answers: best-move's move, or analyse's lines. */
export type SearchAnswer = BestMove | Analysis;

export function isAnalysis(answer: SearchAnswer): answer is Analysis {
  return 'lines' in answer;
}

/** A search's answer, plus how long it waited; null when the client left before it started. */
export type SearchOutcome = { result: SearchAnswer; queuedMs: number } | null;

/** Milliseconds since the epoch with sub-millisecond precision, comparable across threads. */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}
