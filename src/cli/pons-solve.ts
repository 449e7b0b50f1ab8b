import { analyseResolved } from '../analysis/analyse.js';
import { untimedSolve } from '../analysis/search-options.js';
import { connect4 } from '../games/connect4/index.js';
import { ponsScore } from '../games/connect4/pons-score.js';
import type { Connect4State } from '../games/connect4/rules.js';

export interface PonsAnswer {
  /** Pons' score, or null when the search was not proven within the node cap. */
  score: number | null;
  nodes: number;
  ms: number;
}

/** Solves a Connect 4 position as Pons' solver does, with no clock, and reports it in his terms. */
export function solveAsPons(state: Connect4State): PonsAnswer {
  const started = performance.now();
  const { score, stats } = analyseResolved(connect4, state, untimedSolve(connect4.info));
  const ms = performance.now() - started;
  const { outcome, plies } = score;
  const proven = outcome !== undefined && plies !== undefined ? ponsScore({ outcome, plies }, state.stones) : null;
  return { score: proven, nodes: stats.nodes, ms };
}
