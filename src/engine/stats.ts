import type { Averages, WorkCounts, WorkTally } from '../core/tally.js';
import { isCutShort, type StopReason } from './limits.js';

/** The statistics every search reports (see the API contract's "Statistics"). */
export interface SearchStats extends WorkCounts {
  depth: number;
  nps: number;
  timeMs: number;
  evalTimeMs: number;
  complete: boolean;
  stopReason: StopReason;
  /** The level a best move was played at (analysis/level.ts), when the request gave one. */
  level?: number;
  /** The seed of a level's pick: the request's, or the one drawn for it. */
  seed?: number;
}

/**
 * Counters filled by the searches' inner loops. Per-depth counts live in typed arrays indexed by
 * ply so that counting allocates nothing.
 */
export class StatsCounters {
  nodes = 0;
  ttProbes = 0;
  ttHits = 0;
  cutoffs = 0;
  evaluations = 0;
  evalTimeMs = 0;
  readonly nodesPerDepth: Float64Array;
  readonly evaluationsPerDepth: Float64Array;

  constructor(maxPly: number) {
    this.nodesPerDepth = new Float64Array(maxPly + 1);
    this.evaluationsPerDepth = new Float64Array(maxPly + 1);
  }

  reset(): void {
    this.nodes = this.ttProbes = this.ttHits = this.cutoffs = 0;
    this.evaluations = this.evalTimeMs = 0;
    this.nodesPerDepth.fill(0);
    this.evaluationsPerDepth.fill(0);
  }

  /** Evaluations made away from the leaves (re-ranking moves): `count` of positions at `ply`. */
  countEvaluations(ply: number, count: number, ms: number): void {
    this.evaluations += count;
    this.evaluationsPerDepth[ply] += count;
    this.evalTimeMs += ms;
  }

  /** The counts so far; the averages are the iteration's, which the search keeps itself. */
  work(averages: Averages): WorkCounts {
    return {
      nodes: this.nodes,
      ttProbes: this.ttProbes,
      ttHits: this.ttHits,
      cutoffs: this.cutoffs,
      nodesPerDepth: trimmed(this.nodesPerDepth),
      evaluations: this.evaluations,
      evaluationsPerDepth: trimmed(this.evaluationsPerDepth),
      ...averages,
    };
  }
}

/** A request's statistics as its answer reports them: the tally of every search it ran, with its depth, time and stop reason. */
export function searchStats(tally: WorkTally, depth: number, timeMs: number, stopReason: StopReason): SearchStats {
  const t = tally.counts;
  return {
    depth,
    nodes: t.nodes,
    nps: nodesPerSecond(t.nodes, timeMs),
    timeMs: round3(timeMs),
    ttProbes: t.ttProbes,
    ttHits: t.ttHits,
    cutoffs: t.cutoffs,
    nodesPerDepth: t.nodesPerDepth,
    evaluations: t.evaluations,
    evalTimeMs: round3(tally.evalTimeMs),
    evaluationsPerDepth: t.evaluationsPerDepth,
    averageDepth: round3(t.averageDepth),
    averageRecursionDepth: round3(t.averageRecursionDepth),
    complete: !isCutShort(stopReason),
    stopReason,
  };
}

export function nodesPerSecond(nodes: number, timeMs: number): number {
  return timeMs > 0 ? Math.round((nodes * 1000) / timeMs) : nodes * 1000;
}

export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Per-depth counts without the trailing zeros past the deepest ply reached. */
function trimmed(counts: Float64Array): number[] {
  let end = counts.length;
  while (end > 0 && counts[end - 1] === 0) end--;
  return Array.from(counts.subarray(0, end));
}
