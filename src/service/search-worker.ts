import { analyse } from '../analysis/analyse.js';
import { findGame } from '../games/index.js';
import { replay } from '../games/replay.js';
import { wallClock, type SearchOutcome, type SearchTask } from './search-task.js';

/**
 * Piscina worker: runs one search at a time. Each worker keeps its own search objects and tables
 * (see engine/search.ts), so they are allocated once per worker, not per request.
 */
export default function runSearch(task: SearchTask): SearchOutcome {
  const queuedMs = Math.max(0, wallClock() - task.submittedAt);
  // The client left while the task waited in the queue: nobody would read the answer.
  if (Atomics.load(task.cancel, 0) !== 0) return null;
  const game = findGame(task.game);
  if (!game) throw new Error(`unknown game ${task.game}`);
  const position = replay(game, task.position);
  if (!position.valid) throw new Error(`position rejected in the worker: ${position.reason}`);
  const result = analyse(game, position.state, task.search, { cancel: task.cancel });
  return { result, queuedMs };
}
