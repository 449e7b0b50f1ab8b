import type { Evaluation, SearchGame, History } from './game.js';
import { Clock, type SearchLimits, type StopReason } from './limits.js';
import { Repetitions } from './repetition.js';
import { MAX_PLY } from '../core/score.js';
import { StatsCounters } from './stats.js';

/**
 * Eval time is measured on one call in EVAL_SAMPLE and scaled up: reading the clock around every
 * call would cost as much as a cheap evaluation. Textbook searches time every call (sample 1).
 */
export const EVAL_SAMPLE_ITERATIVE = 16;

/**
 * What both searches share: per-ply move buffers, the triangular principal-variation table, the
 * counters, the limits, the repetitions and the leaf evaluation. Everything is allocated once per
 * worker and game.
 */
export abstract class SearchCore<S, G extends SearchGame<S> = SearchGame<S>> {
  protected readonly moveBuffers: Int32Array[] = [];
  protected readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  protected readonly pvLength = new Int32Array(MAX_PLY + 1);
  readonly counters = new StatsCounters(MAX_PLY);
  protected readonly repetitions = new Repetitions();

  protected state!: S;
  protected evaluation!: Evaluation<S>;
  protected clock!: Clock;
  protected nodeLimit = Infinity;
  protected stopped = false;
  protected stopReason: StopReason | null = null;
  /** The node count at which the clock is next read. */
  private nextReading = 0;
  /**
   * Average recursion depth of the subtree just searched, handed from child to parent. Every node
   * enters as a leaf (its own ply); one that searches children replaces it by their mean.
   */
  protected subtreeRecursionDepth = 0;
  /** Evaluations and the sum of their depths in the current iteration, for the average depth. */
  protected iterationEvaluations = 0;
  protected iterationDepthSum = 0;
  private evalSampleMask = 0;

  constructor(protected readonly game: G) {
    for (let ply = 0; ply < MAX_PLY; ply++) this.moveBuffers.push(new Int32Array(game.maxMoves));
  }

  protected begin(state: S, evaluation: Evaluation<S>, limits: SearchLimits, past: History | undefined, evalSample: number): void {
    this.state = state;
    this.repetitions.start(past);
    this.evaluation = evaluation;
    this.clock = new Clock(limits);
    this.nodeLimit = limits.nodes;
    this.stopped = false;
    this.stopReason = null;
    this.nextReading = this.clock.interval;
    this.evalSampleMask = evalSample - 1;
    this.counters.reset();
  }

  /** Counts a node and reads the limits; false once the search must unwind. */
  protected enterNode(ply: number): boolean {
    const c = this.counters;
    if (c.nodes >= this.nodeLimit) return this.stop('nodes');
    c.nodes++;
    c.nodesPerDepth[ply]++;
    this.pvLength[ply] = ply;
    this.subtreeRecursionDepth = ply;
    if (c.nodes >= this.nextReading) {
      if (this.clock.expired()) return this.stop(this.clock.reason!);
      this.nextReading = c.nodes + this.clock.interval;
    }
    return !this.stopped;
  }

  protected stop(reason: StopReason): boolean {
    if (!this.stopped) {
      this.stopped = true;
      this.stopReason = reason;
    }
    return false;
  }

  protected evaluateLeaf(ply: number): number {
    const c = this.counters;
    const n = ++c.evaluations;
    c.evaluationsPerDepth[ply]++;
    this.iterationEvaluations++;
    this.iterationDepthSum += ply;
    if ((n & this.evalSampleMask) !== 0) return this.evaluation.evaluate(this.state);
    const t0 = performance.now();
    const value = this.evaluation.evaluate(this.state);
    c.evalTimeMs += (performance.now() - t0) * (this.evalSampleMask + 1);
    return value;
  }

  /** Makes move the head of the line at ply, followed by the child's line. */
  protected updatePv(ply: number, move: number): void {
    const row = ply * MAX_PLY;
    const childRow = (ply + 1) * MAX_PLY;
    const childEnd = this.pvLength[ply + 1];
    this.pvTable[row + ply] = move;
    for (let i = ply + 1; i < childEnd; i++) this.pvTable[row + i] = this.pvTable[childRow + i];
    this.pvLength[ply] = Math.max(childEnd, ply + 1);
  }

  protected rootPv(): number[] {
    return Array.from(this.pvTable.subarray(0, this.pvLength[0]));
  }

  protected averageDepth(): number {
    return this.iterationEvaluations > 0 ? this.iterationDepthSum / this.iterationEvaluations : 0;
  }
}
