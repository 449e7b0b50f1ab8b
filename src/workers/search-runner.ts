import { analyseResolved, type Progress } from '../analysis/analyse.js';
import { warmSearch } from '../analysis/warm-up.js';
import { analyseLines } from '../analysis/lines.js';
import type { GameRegistry } from '../games/registry.js';
import { rebuild } from '../games/replay.js';
import { wallClock, type SearchAnswer, type SearchOutcome, type SearchTask, type WarmUpTask } from './search-task.js';

/** A worker that has not reached the warm-up barrier by then has failed to start. */
const WARM_UP_LIMIT_MS = 60_000;

function meetTheOthers({ warmUp, workers }: WarmUpTask): null {
  Atomics.add(warmUp, 0, 1);
  Atomics.notify(warmUp, 0);
  const deadline = Date.now() + WARM_UP_LIMIT_MS;
  for (let arrived = Atomics.load(warmUp, 0); arrived < workers; arrived = Atomics.load(warmUp, 0)) {
    if (Date.now() > deadline) throw new Error(`only ${arrived} of ${workers} search workers started within ${WARM_UP_LIMIT_MS / 1000} s`);
    Atomics.wait(warmUp, 0, arrived, 100);
  }
  return null;
}

/**
 * What a search worker runs for each task, over the games of one registry. A worker module
 * exports it as its default (piscina's convention): the service's own worker for the four games,
 * a test's worker for its games, since functions cannot be sent to a thread.
 */
export function searchTaskRunner(registry: GameRegistry): (task: SearchTask | WarmUpTask) => SearchOutcome {
  // Runs as the worker module loads, before the worker takes any task (SearchPool.warm): each game
  // is warmed from its start, the position a request of no fields gives.
  for (const game of registry.games) game.use((definition) => warmSearch(definition, rebuild(definition, definition.positionSchema.parse({}), [])));
  const run = (task: SearchTask): SearchOutcome => {
    // Up to its dispatch: from then on the search's own clock counts (stats.timeMs), hand-over included.
    const queuedMs = Math.max(0, (task.dispatchedAt ?? wallClock()) - task.submittedAt);
    // The client left while the task waited in the queue: nobody would read the answer.
    if (Atomics.load(task.cancel, 0) !== 0) return null;
    const game = registry.find(task.game);
    if (!game) throw new Error(`unknown game ${task.game}`);
    const { progress } = task;
    // The search's clock starts when the task left the queue: the hand-over to this thread is spent from its time.
    const startedAt = task.dispatchedAt === undefined ? undefined : task.dispatchedAt - performance.timeOrigin;
    const overrides = { cancel: task.cancel, startedAt, marginMs: task.marginMs, onIteration: progress && ((p: Progress) => progress.postMessage(p)) };
    const result = game.use((definition): SearchAnswer => {
      // The start was resolved by this game's own describe(), so its schema holds; reading it types it.
      const state = rebuild(definition, definition.positionSchema.parse(task.start), task.moves);
      if (task.lines === undefined) return analyseResolved(definition, state, task.search, overrides);
      return analyseLines(definition, state, task.search, task.lines, overrides);
    });
    return { result, queuedMs };
  };
  return (task) => {
    if ('warmUp' in task) return meetTheOthers(task);
    try {
      return run(task);
    } finally {
      // The HTTP thread waits for this end mark, so it has every progress event before the result.
      task.progress?.postMessage(null);
      task.progress?.close();
    }
  };
}
