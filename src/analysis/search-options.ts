import { stoppedByClock, type Algorithm, type SearchLimits, type StopReason } from '../engine/limits.js';
import type { GameInfo } from '../games/types.js';

/** The contract's `search` object as a request gives it (all optional). */
export interface SearchOptions {
  algorithm?: Algorithm;
  depth?: number;
  timeMs?: number;
  nodes?: number;
  evaluation?: string;
  book?: boolean;
}

export interface ResolvedSearch extends SearchLimits {
  evaluation: string;
  book: boolean;
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
  };
}

/**
 * Whether a search that stopped so gives the same answer on every call (so may be cached). Not the
 * engine's cut-short predicate: a node limit cuts a search short at the same node every time.
 */
export function isReproducible(stopReason: StopReason): boolean {
  return !stoppedByClock(stopReason);
}

/**
 * A search to the proof, within the game's node cap only, for solvers and their benches: the
 * time cap every request gets would cut the hardest positions short.
 */
export function untimedSolve(info: GameInfo): ResolvedSearch {
  return { ...resolveSearch(info, { nodes: info.limits.nodes.max }), timeMs: Infinity };
}
