import { registry } from '../../src/games/index.js';
import type { SearchableGames } from '../../src/workers/search-pool.js';

/**
 * The registered games with the compiled search worker (dist/, built by the e2e project's
 * globalSetup from the same sources): a worker started on the TypeScript sources spends most of a
 * CPU second loading them through tsx, and the e2e tests start more than a hundred.
 */
export const compiledGames: SearchableGames = {
  registry,
  worker: new URL('../../dist/workers/search-worker.js', import.meta.url).href,
};
