import { registry } from '../games/index.js';
import { searchTaskRunner } from './search-runner.js';

/**
 * Piscina worker for the four games: runs one search at a time. Each worker keeps its own search
 * objects and tables (see engine/engine.ts), so they are allocated once per worker, not per request.
 */
export default searchTaskRunner(registry);
