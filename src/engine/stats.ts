import { isCutShort, type StopReason } from './limits.js';

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
  /** The level a best move was played at (analysis/level.ts), when the request gave one. */
  level?: number;
  /** The seed of a level's pick: the request's, or the one drawn for it. */
  seed?: number;
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

  /** The counts so far; the averages are the iteration's, which the search keeps itself. */
  work(averages: Averages): SolverStats {
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

/** The averages an answer reports: its deepest finished iteration's. */
export type Averages = Pick<SolverStats, 'averageDepth' | 'averageRecursionDepth'>;

const NO_WORK: SolverStats = {
  nodes: 0,
  ttProbes: 0,
  ttHits: 0,
  cutoffs: 0,
  nodesPerDepth: [],
  evaluations: 0,
  evaluationsPerDepth: [],
  averageDepth: 0,
  averageRecursionDepth: 0,
};

/**
 * The one place a request's statistics are added up and reported: the work of every search it
 * runs (a solve, each deepening iteration, each root move's search) goes in, the answer's
 * SearchStats come out.
 */
export class WorkTally {
  private total = NO_WORK;
  private evalTimeMs = 0;

  get nodes(): number {
    return this.total.nodes;
  }

  /**
   * Adds a search's counts (not its averages) and its evaluation time; `plies` deeper when the
   * search started below the root (a root move's search: its index 0 is the root's ply 1).
   */
  add(more: SolverStats, evalTimeMs = 0, plies = 0): void {
    const t = this.total;
    const shift = (counts: number[]) => [...new Array<number>(plies).fill(0), ...counts];
    this.total = {
      nodes: t.nodes + more.nodes,
      ttProbes: t.ttProbes + more.ttProbes,
      ttHits: t.ttHits + more.ttHits,
      cutoffs: t.cutoffs + more.cutoffs,
      nodesPerDepth: sumPerDepth(t.nodesPerDepth, shift(more.nodesPerDepth)),
      evaluations: t.evaluations + more.evaluations,
      evaluationsPerDepth: sumPerDepth(t.evaluationsPerDepth, shift(more.evaluationsPerDepth)),
      averageDepth: t.averageDepth,
      averageRecursionDepth: t.averageRecursionDepth,
    };
    this.evalTimeMs += evalTimeMs;
  }

  /** Adds a search's whole tally, `plies` deeper (a root move's search seen from the root). */
  merge(child: WorkTally, plies: number): void {
    this.add(child.total, child.evalTimeMs, plies);
  }

  /** The counts so far, with the averages of the last finished iteration, as a solver reports them. */
  get counts(): SolverStats {
    return this.total;
  }

  /** The averages of the last finished iteration: every figure but the counts. */
  get averages(): Averages {
    return { averageDepth: this.total.averageDepth, averageRecursionDepth: this.total.averageRecursionDepth };
  }

  average({ averageDepth, averageRecursionDepth }: Averages): void {
    this.total = { ...this.total, averageDepth, averageRecursionDepth };
  }

  report(depth: number, timeMs: number, stopReason: StopReason): SearchStats {
    const t = this.total;
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
      evalTimeMs: round3(this.evalTimeMs),
      evaluationsPerDepth: t.evaluationsPerDepth,
      averageDepth: round3(t.averageDepth),
      averageRecursionDepth: round3(t.averageRecursionDepth),
      complete: !isCutShort(stopReason),
      stopReason,
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
