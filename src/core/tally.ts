/** The counts of a search's work, in the engine's terms (a node is one visit of a position), with its averages: what every search (a game's solver too) adds to a WorkTally. */
export interface WorkCounts {
  nodes: number;
  ttProbes: number;
  ttHits: number;
  cutoffs: number;
  nodesPerDepth: number[];
  evaluations: number;
  evaluationsPerDepth: number[];
  averageDepth: number;
  averageRecursionDepth: number;
}

/** The averages an answer reports: its deepest finished iteration's. */
export type Averages = Pick<WorkCounts, 'averageDepth' | 'averageRecursionDepth'>;

const NO_WORK: WorkCounts = {
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
 * The one place a request's statistics are added up: the work of every search it runs (a solve,
 * each deepening iteration, each root move's search) goes in, and the engine reports the answer's
 * statistics from it (engine/stats.ts). A game's solver fills one too, so it lives below both.
 */
export class WorkTally {
  private total = NO_WORK;
  private evalMs = 0;

  /** Milliseconds spent in evaluations, as the searches measured them. */
  get evalTimeMs(): number {
    return this.evalMs;
  }

  get nodes(): number {
    return this.total.nodes;
  }

  /**
   * Adds a search's counts (not its averages) and its evaluation time; `plies` deeper when the
   * search started below the root (a root move's search: its index 0 is the root's ply 1).
   */
  add(more: WorkCounts, evalTimeMs = 0, plies = 0): void {
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
    this.evalMs += evalTimeMs;
  }

  /** Adds a search's whole tally, `plies` deeper (a root move's search seen from the root). */
  merge(child: WorkTally, plies: number): void {
    this.add(child.total, child.evalMs, plies);
  }

  /** The counts so far, with the averages of the last finished iteration, as a solver reports them. */
  get counts(): WorkCounts {
    return this.total;
  }

  /** The averages of the last finished iteration: every figure but the counts. */
  get averages(): Averages {
    return { averageDepth: this.total.averageDepth, averageRecursionDepth: this.total.averageRecursionDepth };
  }

  average({ averageDepth, averageRecursionDepth }: Averages): void {
    this.total = { ...this.total, averageDepth, averageRecursionDepth };
  }
}

function sumPerDepth(a: number[], b: number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}
