import { registry } from '../games/index.js';
import type { SearchableGames } from './search-pool.js';

/** Run from the TypeScript sources (npm run dev, tests), or compiled in dist/. */
const typescript = import.meta.url.endsWith('.ts');

/**
 * The registered games (games/index.ts) and their worker, which the server and the command lines
 * hand to what they start. The worker is this module's sibling: the TypeScript source under tsx,
 * the compiled one in dist/.
 */
export const registeredGames: SearchableGames = {
  registry,
  worker: new URL(`./search-worker.${typescript ? 'ts' : 'js'}`, import.meta.url).href,
};
