import type { Clock, Iteration, StopReason } from './limits.js';
import { isProvenLoss } from '../core/score.js';

/** A root move with its value and line, from the root's side to move: what a search answers. */
export interface RootAnswer {
  move: number;
  score: number;
  proven: boolean;
  /** As SearchResult.weak. */
  weak?: boolean;
  /** Starts with the move itself. */
  pv: number[];
}

/** What one iteration of a step tells the driver. */
export type Iterated<A extends RootAnswer> =
  | {
      finished: true;
      answer: A;
      /** The depth the answer was searched to (a step may search to the end of the game). */
      depth: number;
      /** Nothing deeper can change the answer (proven). */
      settled: boolean;
    }
  | {
      finished: false;
      /** The best root answer the unfinished iteration searched to the end, if any. */
      partial: A | null;
      reason: StopReason;
    };

/** What the driver deepens: the iterative search, the solver's estimate, multi-PV, a textbook search. */
export interface DeepeningStep<A extends RootAnswer> {
  iterate(depth: number): Iterated<A>;
  /** The depth searched after a finished one, when not the next: a jump to the end of the game or to the caller's depth. */
  next?(depth: number): number;
}

export interface DeepeningRun {
  /** Read between iterations; the step reads it within them. */
  clock: Clock;
  first: number;
  /** The deepest iteration the caller allows. */
  last: number;
  onIteration?: (iteration: Iteration) => void;
  /** Nodes of the whole request so far, for the progress reports. */
  nodes(): number;
  /** Milliseconds since the request began, for the progress reports. */
  elapsed(): number;
}

export interface Deepened<A> {
  /** Null when no iteration answered (the caller has its own fallback). */
  answer: A | null;
  /** The deepest finished iteration, 0 if none. */
  depth: number;
  stopReason: StopReason;
}

/** A search's answer before its statistics are reported: the request's tally holds those. */
export interface Answered {
  answer: RootAnswer;
  depth: number;
  stopReason: StopReason;
}

/**
 * The one deepening loop: iterations deepen until one is settled, the caller's depth is reached or
 * a limit stops it. An iteration cut short still answers with a root move it searched to the end
 * if that move is no proven loss (the first root move searched is the last iteration's answer, so
 * such a move is either that one searched deeper or one that beat it); a proven loss says nothing
 * of the moves not searched yet, so the last finished iteration's answer stands.
 */
export function deepen<A extends RootAnswer>(step: DeepeningStep<A>, initial: A | null, run: DeepeningRun): Deepened<A> {
  let answer = initial;
  let depth = 0;
  let stopReason: StopReason = 'depth';
  for (let d = run.first; d <= run.last; ) {
    const iterated = step.iterate(d);
    if (!iterated.finished) {
      const { partial } = iterated;
      if (partial !== null && (answer === null || !isProvenLoss(partial.score))) answer = partial;
      stopReason = iterated.reason;
      break;
    }
    answer = iterated.answer;
    depth = iterated.depth;
    run.onIteration?.({ depth, score: answer.score, proven: answer.proven, weak: answer.weak, pv: answer.pv, nodes: run.nodes(), timeMs: run.elapsed() });
    const next = step.next?.(d) ?? d + 1;
    if (iterated.settled) stopReason = 'proven';
    else if (next > run.last) stopReason = 'depth';
    else if (run.clock.expired()) stopReason = run.clock.reason ?? 'time';
    else {
      d = next;
      continue;
    }
    break;
  }
  return { answer, depth, stopReason };
}
