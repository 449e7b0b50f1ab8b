import { analyseResolved, type Progress } from '../analysis/analyse.js';
import { analyseLines } from '../analysis/lines.js';
import type { GameRegistry } from '../games/registry.js';
import { rebuild } from '../games/replay.js';
import { wallClock, type SearchAnswer, type SearchOutcome, type SearchTask } from './search-task.js';

/**
 * What a search worker runs for each task, over the games of one registry. A worker module
 * exports it as its default (piscina's convention): the service's own worker for the four games,
 * a test's worker for its games, since functions cannot be sent to a thread.
 */
export function searchTaskRunner(registry: GameRegistry): (task: SearchTask) => SearchOutcome {
  const run = (task: SearchTask): SearchOutcome => {
    const queuedMs = Math.max(0, wallClock() - task.submittedAt);
    // The client left while the task waited in the queue: nobody would read the answer.
    if (Atomics.load(task.cancel, 0) !== 0) return null;
    const game = registry.find(task.game);
    if (!game) throw new Error(`unknown game ${task.game}`);
    const { progress } = task;
    const overrides = { cancel: task.cancel, onIteration: progress && ((p: Progress) => progress.postMessage(p)) };
    const result = game.use((definition): SearchAnswer => {
      // The start was resolved by this game's own describe(), so its schema holds; reading it types it.
      const state = rebuild(definition, definition.positionSchema.parse(task.start), task.moves);
      if (task.lines === undefined) return analyseResolved(definition, state, task.search, overrides);
      return analyseLines(definition, state, task.search, task.lines, overrides);
    });
    return { result, queuedMs };
  };
  return (task) => {
    try {
      return run(task);
    } finally {
      // The HTTP thread waits for this end mark, so it has every progress event before the result.
      task.progress?.postMessage(null);
      task.progress?.close();
    }
  };
}
