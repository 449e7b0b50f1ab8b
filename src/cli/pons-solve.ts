import type { Connect4State } from '../games/connect4/rules.js';
import { solvePons } from '../games/connect4/solver.js';

export interface PonsAnswer {
  /** Pons' score (with `weak`, -1, 0 or 1). */
  score: number;
  nodes: number;
  ms: number;
}

/**
 * Solves a Connect 4 position as Pons' solver does in his test protocol: the same solver the
 * engine runs first, with no clock, no node limit, no book and an empty table.
 */
export function solveAsPons(state: Connect4State, weak = false): PonsAnswer {
  const started = performance.now();
  const { score, stats } = solvePons(state, { weak, nodes: Infinity });
  const ms = performance.now() - started;
  // With neither a clock nor a node limit, nothing stops the solve before it is done.
  if (score === null) throw new Error('unlimited solve stopped');
  return { score, nodes: stats.nodes, ms };
}
