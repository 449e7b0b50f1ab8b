import { EVAL_LIMIT } from '../../core/score.js';
import type { LevelTable } from '../level-table.js';

/**
 * Levels 1 to 9 (src/analysis/level.ts): two a depth, a hot one that often plays a move a few
 * open windows worse, then a cool one that plays about the best its depth sees. On 7x7 a step of
 * node budget alone, or a small step of temperature, hardly shows in the score (docs/levels.md).
 */
export const skillLevels: LevelTable = {
  // Above e2's forced values (a threat to win next is EVAL_LIMIT / 2), so a proven win outranks every heuristic line and a proven loss is the worst.
  decisive: EVAL_LIMIT,
  // docs/line-em-up.md: 300-350k nodes/s on 10x10.
  topNodes: 300_000,
  settings: [
    { depth: 1, nodes: 200, temperature: 30 },
    { depth: 1, nodes: 200, temperature: 1 },
    { depth: 2, nodes: 10_000, temperature: 3 },
    { depth: 2, nodes: 10_000, temperature: 0.3 },
    { depth: 3, nodes: 60_000, temperature: 2 },
    { depth: 3, nodes: 60_000, temperature: 0.3 },
    { depth: 4, nodes: 300_000, temperature: 1 },
    { depth: 4, nodes: 300_000, temperature: 0.2 },
    { depth: 5, nodes: 1_000_000, temperature: 0.2 },
  ],
};
