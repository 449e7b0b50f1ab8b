import type { KernelIteration, KernelSearch, SearchGame } from '../../engine/game.js';
import type { StatsCounters } from '../../engine/stats.js';
import { strong } from './evaluate.js';
import { TABLE_BITS, pylosKernel } from './kernel.js';
import { MAX_MOVES, pylosSearch, type PylosState } from './rules.js';

/** The kernel's report (assembly/index.ts, fillReport), by index. */
const NODES = 0;
const TT_PROBES = 1;
const TT_HITS = 2;
const CUTOFFS = 3;
const EVALUATIONS = 4;
const EVAL_TIME_MS = 5;
const REPETITIONS = 6;
const REDUCTIONS = 7;
const ITERATION_EVALUATIONS = 8;
const ITERATION_DEPTH_SUM = 9;
const RECURSION_DEPTH = 10;
const ROOT_BEST = 11;
const STOP_REASON = 12;
const OVERFLOWED = 13;
const STOPPED_BY = [null, 'nodes', 'clock'] as const;

/**
 * The kernel times one evaluation in this many and scales up, where the engine times one in 16:
 * reading the clock is a call out of WebAssembly that costs more than the evaluation itself.
 */
const EVAL_SAMPLE = 256;

/** The size of the engine's table, which the kernel's matches; set when a request starts it. */
let tableEntries = 0;

/**
 * Pylos' iterations in the WebAssembly kernel (docs/speed.md): the default evaluation only (the
 * kernel mirrors `strong`, term for term); any other evaluation, or a table larger than the
 * kernel's, leaves the search to the engine.
 */
export const pylosKernelSearch: KernelSearch<PylosState> = {
  newTable(entries) {
    tableEntries = entries;
    if (entries <= 1 << TABLE_BITS) pylosKernel().newTable(Math.log2(entries));
  },

  begin(state, evaluation, past, run) {
    if (evaluation !== strong || tableEntries > 1 << TABLE_BITS) return false;
    const k = pylosKernel();
    const earlier = past?.lo.length ?? 0;
    if (earlier > k.pastLo.length) return false;
    k.useRules(state.rules);
    k.load(state);
    if (past !== undefined) {
      k.pastLo.set(past.lo);
      k.pastHi.set(past.hi);
    }
    k.readClock = run.readClock;
    k.begin(run.nodes, run.firstReading, EVAL_SAMPLE, earlier);
    return true;
  },

  iterate(depth, counters) {
    const k = pylosKernel();
    const value = k.iterate(depth);
    k.fillReport();
    const r = k.report;
    if (r[OVERFLOWED] !== 0) throw new Error(`a Pylos position with more than ${MAX_MOVES} legal moves`);
    countInto(counters, r, k.nodesPerDepth, k.evaluationsPerDepth);
    const answer: KernelIteration = {
      value,
      stopped: STOPPED_BY[r[STOP_REASON]],
      pv: Array.from(k.pv.subarray(0, k.rootLineLength())),
      rootBest: r[ROOT_BEST],
      reductions: r[REDUCTIONS],
      evaluations: r[ITERATION_EVALUATIONS],
      depthSum: r[ITERATION_DEPTH_SUM],
      recursionDepth: r[RECURSION_DEPTH],
      repetitions: r[REPETITIONS],
    };
    return answer;
  },
};

function countInto(c: StatsCounters, r: Float64Array, nodesPerDepth: Float64Array, evaluationsPerDepth: Float64Array): void {
  c.nodes = r[NODES];
  c.ttProbes = r[TT_PROBES];
  c.ttHits = r[TT_HITS];
  c.cutoffs = r[CUTOFFS];
  c.evaluations = r[EVALUATIONS];
  c.evalTimeMs = r[EVAL_TIME_MS];
  c.nodesPerDepth.set(nodesPerDepth);
  c.evaluationsPerDepth.set(evaluationsPerDepth);
}

/** Pylos' search with its iterations in the kernel: what the service runs; pylosSearch stays the TypeScript reference. */
export const kernelSearching: SearchGame<PylosState> = { ...pylosSearch, kernelSearch: pylosKernelSearch };
