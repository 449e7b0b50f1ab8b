import { analyseResolved } from '../analysis/analyse.js';
import type { GameRegistry } from '../games/registry.js';
import { rebuild } from '../games/replay.js';
import { wallClock, type SearchOutcome, type SearchTask } from './search-task.js';

/**
 * What a search worker runs for each task, over the games of one registry. A worker module
 * exports it as its default (piscina's convention): the service's own worker for the four games,
 * a test's worker for its games, since functions cannot be sent to a thread.
 */
export function searchTaskRunner(registry: GameRegistry): (task: SearchTask) => SearchOutcome {
  return (task) => {
    const queuedMs = Math.max(0, wallClock() - task.submittedAt);
    // The client left while the task waited in the queue: nobody would read the answer.
    if (Atomics.load(task.cancel, 0) !== 0) return null;
    const game = registry.find(task.game);
    if (!game) throw new Error(`unknown game ${task.game}`);
    const result = game.use((definition) => {
      // The start was resolved by this game's own describe(), so its schema holds; reading it types it.
      const start = definition.positionSchema.parse(task.start);
      return analyseResolved(definition, rebuild(definition, start, task.moves), task.search, { cancel: task.cancel });
    });
    return { result, queuedMs };
  };
}
