import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { isReproducible, type ResolvedSearch } from '../analysis/search-options.js';
import type { GameDefinition, Position, PositionInput } from '../games/types.js';
import type { SearchAnswer } from './search-task.js';
import type { SharedStore } from './shared-cache.js';

/*
 * What an entry holds in the heap, estimated from its JSON: a parsed search result measured about
 * 1.6 bytes of heap per JSON character (Connect 4, node --expose-gc over 5,000 copies), so two per
 * character, plus the LRU's own bookkeeping and the 32-character key.
 */
const HEAP_PER_JSON_CHAR = 2;
const ENTRY_OVERHEAD = 200;

/**
 * Finished searches that any later identical request would repeat node for node (depth- or
 * node-limited, or proven), so the answer can be given again without a worker. Searches cut short
 * by the clock or a departed client are never stored: another run could end elsewhere. Bounded in
 * bytes (CACHE_BYTES), not entries: results differ in size from game to game. With a shared store
 * (Redis, CACHE_URL) results also go there, so one replica's search answers every replica.
 */
export class ResultCache {
  private readonly lru: LRUCache<string, SearchAnswer>;

  constructor(
    maxBytes: number,
    private readonly shared?: SharedStore,
  ) {
    this.lru = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (result) => ENTRY_OVERHEAD + HEAP_PER_JSON_CHAR * JSON.stringify(result).length,
    });
  }

  /**
   * A 128-bit hash (SHA-256, truncated) of the canonical position, with whatever of its history the
   * rules read, and of the search as it will run, with analyse's number of lines (none for
   * best-move). Never the position itself: a Pylos key holding a long history once took 54 KB.
   */
  key<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, state: S, r: ResolvedSearch, lines?: number): string {
    const canonical = JSON.stringify([game.info.id, game.key(state), r.algorithm, r.depth, r.timeMs, r.nodes, r.evaluation, r.book, lines ?? null]);
    return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
  }

  /** The result from memory, else from the shared store (then kept in memory too). */
  async get(key: string): Promise<SearchAnswer | undefined> {
    const local = this.lru.get(key);
    if (local || !this.shared) return local;
    const text = await this.shared.get(key);
    if (text === undefined) return undefined;
    // Written by offer() below under a key that carries the service's version: a SearchAnswer.
    const result = JSON.parse(text) as SearchAnswer;
    this.lru.set(key, result);
    return result;
  }

  /** Keeps the result when it is reproducible; says whether it did. */
  offer(key: string, result: SearchAnswer): boolean {
    if (!isReproducible(result.stats.stopReason)) return false;
    this.lru.set(key, result);
    this.shared?.set(key, JSON.stringify(result));
    return true;
  }

  close(): Promise<void> {
    return this.shared?.close() ?? Promise.resolve();
  }

  /** The estimated bytes held, never over the bound. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get entries(): number {
    return this.lru.size;
  }
}
