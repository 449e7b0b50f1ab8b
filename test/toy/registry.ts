import { GameRegistry } from '../../src/games/registry.js';
import { registered } from '../../src/games/types.js';
import type { SearchableGames } from '../../src/workers/search-pool.js';
import { nim } from './nim.js';

/** A registry of the toy game alone. */
export const registry = new GameRegistry([registered(nim)]);

/** The toy game with the worker module that searches it, for the app and the referee. */
export const toyGames: SearchableGames = { registry, worker: new URL('./search-worker.ts', import.meta.url).href };
