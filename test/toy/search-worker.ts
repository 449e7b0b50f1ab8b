import { searchTaskRunner } from '../../src/workers/search-runner.js';
import { registry } from './registry.js';

/** The search worker of the toy registry, as src/workers/search-worker.ts is the four games'. */
export default searchTaskRunner(registry);
