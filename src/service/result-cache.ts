import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { isReproducible, type ResolvedSearch } from '../analysis/search-options.js';
import type { GameRules } from '../games/types.js';
import type { SearchAnswer } from '../workers/search-task.js';
import { API_VERSION } from './api-version.js';
import { readSharedEntry, sharedEntry } from './cached-answer.js';
import { heapSize } from './heap-size.js';
import type { SharedStore } from './shared-cache.js';

/** The LRU's own bookkeeping for an entry (its map slot, list links, size) and the 32-character key. */
const ENTRY_OVERHEAD = 160;

/** A cached result and the tier it came from: this replica's memory, or the store the replicas share. */
export interface CacheHit {
  result: SearchAnswer;
  tier: 'memory' | 'shared';
}

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
    /** The contract's version the answers are in; only tests give another. */
    private readonly apiVersion: string = API_VERSION,
  ) {
    this.lru = new LRUCache({
      maxSize: maxBytes,
      // Checked against the heap by `npm run bench cache-memory`.
      sizeCalculation: (result) => ENTRY_OVERHEAD + heapSize(result),
    });
  }

  /**
   * A 128-bit hash (SHA-256, truncated) of the canonical position, with whatever of its history the
   * rules read, and of the search as it will run, with analyse's number of lines (none for
   * best-move). Never the position itself: a Pylos key holding a long history once took 54 KB.
   */
  key<S>(game: GameRules<S>, state: S, r: ResolvedSearch, lines?: number): string {
    // The contract's version: an answer cached in an older shape is never found by a newer instance.
    const canonical = JSON.stringify([this.apiVersion, game.info.id, game.key(state), r.algorithm, r.depth, r.timeMs, r.nodes, r.evaluation, r.book, r.level ?? null, r.seed ?? null, lines ?? null]);
    return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
  }

  /**
   * The result from memory, else from the shared store (then kept in memory too), and where it was.
   * A shared entry is used only when it has the `shape` of the answer asked for and names `key` as
   * the one it answers; any other is a miss, discarded (and logged) by the store.
   */
  async get(key: string, shape: z.ZodType<SearchAnswer>): Promise<CacheHit | undefined> {
    const local = this.lru.get(key);
    if (local) return { result: local, tier: 'memory' };
    if (!this.shared) return undefined;
    const text = await this.shared.get(key);
    if (text === undefined) return undefined;
    const read = readSharedEntry(text, key, shape);
    if ('problem' in read) {
      this.shared.discard(key, read.problem);
      return undefined;
    }
    this.lru.set(key, read.answer);
    return { result: read.answer, tier: 'shared' };
  }

  /** The shared store's state: none configured, or whether it takes commands now. */
  get sharedState(): 'none' | 'up' | 'down' {
    if (!this.shared) return 'none';
    return this.shared.reachable ? 'up' : 'down';
  }

  /** What caches the service, for the start-up log. */
  get description(): string {
    const memory = `memory (${Math.round(this.lru.maxSize / 1024 / 1024)} MB, CACHE_BYTES)`;
    return this.shared ? `${memory} and ${this.shared.description} (CACHE_URL)` : `${memory} alone (no CACHE_URL)`;
  }

  /** Keeps the result when it is reproducible; says whether it did. */
  offer(key: string, result: SearchAnswer): boolean {
    if (!isReproducible(result.stats.stopReason)) return false;
    this.lru.set(key, result);
    this.shared?.set(key, sharedEntry(key, result));
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
