import { registry } from '../../src/games/index.js';
import { searchTaskRunner } from '../../src/workers/search-runner.js';
import type { SearchOutcome, SearchTask, WarmUpTask } from '../../src/workers/search-task.js';

const search = searchTaskRunner(registry);

/** A worker that searches (its progress reaches the client) and then fails, as a fault in a worker would. */
export default function failAfterSearching(task: SearchTask | WarmUpTask): SearchOutcome {
  // The start-up barrier is no search: the service must start for the fault to be seen.
  if ('warmUp' in task) return search(task);
  search(task);
  throw new Error('a fault in the worker after its search');
}
