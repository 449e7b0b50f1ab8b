import type { GameRegistry } from '../games/registry.js';

/** The longest search any of these games allows (its `timeMs` maximum): every search stops by then. */
export function longestSearchMs(registry: GameRegistry): number {
  return Math.max(...registry.games.map((game) => game.info.limits.timeMs.max));
}

/** Over a search's own time limit: the clock's slack, the worker's hand-over and the answer's delivery. */
const DELIVERY_MS = 1_000;

/** How long an admitted search may take, waiting and running, before its answer or its 503. */
export interface SearchBound {
  /** The longest a search waits to start (MAX_WAIT_MS); then it is refused 503 with Retry-After. */
  maxWaitMs: number;
  /** The longest from admission to the answer or the 503: the wait, the longest search, the delivery. */
  answerMs: number;
}

export function searchBound(registry: GameRegistry, config: { maxWaitMs: number | undefined; maxQueue: number; workers: number }): SearchBound {
  const longest = longestSearchMs(registry);
  // A full queue of the longest searches, taken in turn, starts its last one within this.
  const maxWaitMs = config.maxWaitMs ?? Math.ceil(config.maxQueue / config.workers) * longest;
  return { maxWaitMs, answerMs: maxWaitMs + longest + DELIVERY_MS };
}
