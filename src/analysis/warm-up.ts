import { analyseResolved } from './analyse.js';
import { resolveSearch } from './search-options.js';
import type { GameSearch } from '../games/types.js';

/** The warm-up search's budget: long enough for the compilers to have seen the game's hot paths. */
const WARM_UP_MS = 50;

/**
 * Readies a game's searches in this thread before its first request: its kernels made (and what
 * the game loads into them), its engine built and one short search run from `start`, so that no
 * request's clock pays for set-up or for code not yet compiled. Each request starts its tables
 * empty (engine/session.ts), so the warm-up changes no answer.
 */
export function warmSearch<S>(game: GameSearch<S>, start: S): void {
  for (const kernel of game.kernels) kernel.warm();
  if (!game.status(start).over) analyseResolved(game, start, resolveSearch(game.info, { timeMs: WARM_UP_MS }));
}
