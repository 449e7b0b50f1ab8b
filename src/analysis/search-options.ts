import { stoppedByClock, type Algorithm, type SearchLimits, type StopReason } from '../engine/limits.js';
import type { GameInfo } from '../games/types.js';
import { MAX_LEVEL } from '../games/level-table.js';

/** The contract's `search` object as a request gives it (all optional). */
export interface SearchOptions {
  algorithm?: Algorithm;
  depth?: number;
  timeMs?: number;
  nodes?: number;
  evaluation?: string;
  book?: boolean;
  /** Playing strength, MIN_LEVEL to MAX_LEVEL (analysis/level.ts); absent, the engine's full strength as always. */
  level?: number;
  /** Fixes a level's random pick. */
  seed?: number;
}

export interface ResolvedSearch extends SearchLimits {
  evaluation: string;
  book: boolean;
  level?: number;
  seed?: number;
}

/**
 * Fills in what a request left out. The game's default time applies only when no limit is given,
 * so a depth- or node-limited search is reproducible; the maximum time bounds every search.
 */
export function resolveSearch(info: GameInfo, options: SearchOptions = {}): ResolvedSearch {
  const noLimit = options.depth === undefined && options.timeMs === undefined && options.nodes === undefined;
  return {
    algorithm: options.algorithm ?? 'iterative',
    depth: options.depth ?? info.limits.depth.default ?? info.limits.depth.max,
    timeMs: options.timeMs ?? (noLimit ? info.limits.timeMs.default : info.limits.timeMs.max),
    nodes: options.nodes ?? info.limits.nodes.max,
    evaluation: options.evaluation ?? info.defaultEvaluation,
    book: options.book ?? true,
    ...(options.level === undefined ? {} : { level: options.level }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  };
}

/**
 * Whether a search that stopped so gives the same answer on every call (so may be cached). Not the
 * engine's cut-short predicate: a node limit cuts a search short at the same node every time.
 */
export function isReproducible(stopReason: StopReason): boolean {
  return !stoppedByClock(stopReason);
}

/** Whether a search's pick is fixed: a level below the top without a seed draws one, so may differ. */
export function isSeeded(search: ResolvedSearch): boolean {
  return search.level === undefined || search.level >= MAX_LEVEL || search.seed !== undefined;
}

/**
 * A search to the proof, within the game's node cap only, for solvers and their benches: the
 * time cap every request gets would cut the hardest positions short.
 */
export function untimedSolve(info: GameInfo): ResolvedSearch {
  return { ...resolveSearch(info, { nodes: info.limits.nodes.max }), timeMs: Infinity };
}
