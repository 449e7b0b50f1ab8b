import { EVAL_LIMIT } from '../../core/score.js';
import type { LevelTable } from '../level-table.js';

/**
 * Levels 1 to 9 (src/analysis/level.ts), screened and measured on the ladder's 10x10 board with
 * five in a row (docs/levels.md). Temperatures are on e2's scale (an open window of k pieces counts
 * 4^(k-1), a fork 128): steps between about 1000 and 10 change the strength (100 to 30 scored 95%
 * at depths 1 and 2), steps below about 30 at depth 1, 10 at depth 2 and 3 at depth 3 hardly do,
 * and a hot deeper level can lose to a cooler shallower one. So the levels cool at depth 1, then
 * again at depth 2, then at depth 3. The node budgets are several times what each depth takes
 * from a 10x10 opening, so that the depth, not the budget, stops them.
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
