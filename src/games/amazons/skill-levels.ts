import type { LevelTable } from '../level-table.js';

/** Levels 1 to 9 (src/analysis/level.ts): deeper, larger and cooler as they rise; docs/levels.md has the measured ladder. */
export const skillLevels: LevelTable = {
  decisive: 3000,
  // bench/strength-games.ts' engineNodes.
  topNodes: 465_000,
  settings: [
    { depth: 1, nodes: 3_000, temperature: 300 },
    { depth: 1, nodes: 3_000, temperature: 200 },
    { depth: 1, nodes: 5_000, temperature: 120 },
    { depth: 2, nodes: 10_000, temperature: 80 },
    { depth: 2, nodes: 30_000, temperature: 50 },
    { depth: 2, nodes: 100_000, temperature: 30 },
    // Past the first ply, levels 7-9 search the best of the root's thousands of moves alone (width):
    // over every move, no depth-2 iteration finished in the node budgets, and depth added nothing.
    { depth: 2, nodes: 300_000, temperature: 20, width: 40 },
    { depth: 3, nodes: 500_000, temperature: 10, width: 8 },
    { depth: 3, nodes: 1_000_000, temperature: 5, width: 16 },
  ],
};
