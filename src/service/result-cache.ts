import { LRUCache } from 'lru-cache';
import type { BestMove } from '../analysis/analyse.js';
import { isReproducible, type ResolvedSearch } from '../analysis/search-options.js';
import type { GameDefinition, Position, PositionInput } from '../games/types.js';

/**
 * Finished searches that any later identical request would repeat node for node (depth- or
 * node-limited, or proven), so the answer can be given again without a worker. Searches cut short
 * by the clock or a departed client are never stored: another run could end elsewhere.
 */
export class ResultCache {
  private readonly lru: LRUCache<string, BestMove>;

  constructor(maxEntries: number) {
    this.lru = new LRUCache({ max: maxEntries });
  }

  /** The canonical position (with the history its rules read) and the search as it will run. */
  key<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, state: S, r: ResolvedSearch): string {
    return JSON.stringify([game.info.id, game.key(state), r.algorithm, r.depth, r.timeMs, r.nodes, r.evaluation]);
  }

  get(key: string): BestMove | undefined {
    return this.lru.get(key);
  }

  /** Keeps the result when it is reproducible; says whether it did. */
  offer(key: string, result: BestMove): boolean {
    if (!isReproducible(result.stats.stopReason)) return false;
    this.lru.set(key, result);
    return true;
  }
}
