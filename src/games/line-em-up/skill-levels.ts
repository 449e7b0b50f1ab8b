import { EVAL_LIMIT } from '../../core/score.js';
import type { LevelTable } from '../level-table.js';

/**
 * Levels 1 to 9 (src/analysis/level.ts), measured on the ladder's 10x10 board with five in a row
 * (docs/levels.md). e2 counts an open window of k pieces 4^(k-1) and a fork 128, so a temperature
 * near 100 plays about any move that makes no tactical mistake, and one near 30 rarely gives
 * away a fork; below about 10 at depth 2 and 3 at depth 3 a cooler pick hardly scores more. So
 * the levels cool at depth 1, then again at depth 2, then at depth 3. The node budgets are several
 * times what the depth takes from a 10x10 opening, so that the depth, not the budget, stops them.
 */
export const skillLevels: LevelTable = {
  // Above e2's forced values (a threat to win next is EVAL_LIMIT / 2), so a proven win outranks every heuristic line and a proven loss is the worst.
  decisive: EVAL_LIMIT,
  // docs/line-em-up.md: 300-350k nodes/s on 10x10.
  topNodes: 300_000,
  settings: [
    { depth: 1, nodes: 500, temperature: 1000 },
    { depth: 1, nodes: 500, temperature: 100 },
    { depth: 1, nodes: 500, temperature: 55 },
    { depth: 1, nodes: 500, temperature: 30 },
    { depth: 2, nodes: 50_000, temperature: 55 },
    { depth: 2, nodes: 50_000, temperature: 30 },
    { depth: 2, nodes: 50_000, temperature: 10 },
    { depth: 3, nodes: 400_000, temperature: 10 },
    { depth: 3, nodes: 400_000, temperature: 3 },
  ],
};
