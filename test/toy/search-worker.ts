import { searchTaskRunner } from '../../src/service/search-runner.js';
import { registry } from './registry.js';

/** The search worker of the toy registry, as src/service/search-worker.ts is the four games'. */
export default searchTaskRunner(registry);
