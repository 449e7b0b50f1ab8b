import type { StopReason } from './limits.js';

/** The statistics every search reports (see the API contract's "Statistics"). */
export interface SearchStats {
  depth: number;
  nodes: number;
  nps: number;
  timeMs: number;
  ttProbes: number;
  ttHits: number;
  cutoffs: number;
  nodesPerDepth: number[];
  evaluations: number;
  evalTimeMs: number;
  evaluationsPerDepth: number[];
  averageDepth: number;
  averageRecursionDepth: number;
  complete: boolean;
  stopReason: StopReason;
}

/** A solver's statistics, in the engine's terms (a node is one visit of a position): the counts of a search's. */
export type SolverStats = Pick<
  SearchStats,
  'nodes' | 'ttProbes' | 'ttHits' | 'cutoffs' | 'nodesPerDepth' | 'evaluations' | 'evaluationsPerDepth' | 'averageDepth' | 'averageRecursionDepth'
>;

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

  report(extra: {
    depth: number;
    timeMs: number;
    averageDepth: number;
    averageRecursionDepth: number;
    complete: boolean;
    stopReason: StopReason;
  }): SearchStats {
    return {
      depth: extra.depth,
      nodes: this.nodes,
      nps: nodesPerSecond(this.nodes, extra.timeMs),
      timeMs: round3(extra.timeMs),
      ttProbes: this.ttProbes,
      ttHits: this.ttHits,
      cutoffs: this.cutoffs,
      nodesPerDepth: trimmed(this.nodesPerDepth),
      evaluations: this.evaluations,
      evalTimeMs: round3(this.evalTimeMs),
      evaluationsPerDepth: trimmed(this.evaluationsPerDepth),
      averageDepth: round3(extra.averageDepth),
      averageRecursionDepth: round3(extra.averageRecursionDepth),
      complete: extra.complete,
      stopReason: extra.stopReason,
    };
  }
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

function sumPerDepth(a: number[], b: number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

/** `total` with the counts of `more` added, and the averages of `averages`. */
export function addWork<T extends SolverStats>(total: T, more: SolverStats, averages: SolverStats): T {
  return {
    ...total,
    nodes: total.nodes + more.nodes,
    ttProbes: total.ttProbes + more.ttProbes,
    ttHits: total.ttHits + more.ttHits,
    cutoffs: total.cutoffs + more.cutoffs,
    evaluations: total.evaluations + more.evaluations,
    nodesPerDepth: sumPerDepth(total.nodesPerDepth, more.nodesPerDepth),
    evaluationsPerDepth: sumPerDepth(total.evaluationsPerDepth, more.evaluationsPerDepth),
    averageDepth: averages.averageDepth,
    averageRecursionDepth: averages.averageRecursionDepth,
  };
}
