import { registry } from '../../src/games/index.js';
import { searchTaskRunner } from '../../src/workers/search-runner.js';
import type { SearchTask } from '../../src/workers/search-task.js';

const search = searchTaskRunner(registry);

/** A worker that searches (its progress reaches the client) and then fails, as a fault in a worker would. */
export default function failAfterSearching(task: SearchTask): never {
  search(task);
  throw new Error('a fault in the worker after its search');
}
