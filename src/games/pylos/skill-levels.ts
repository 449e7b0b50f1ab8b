import type { LevelTable } from '../level-table.js';

/** Levels 1 to 9 (src/analysis/level.ts): deeper, larger and cooler as they rise; docs/levels.md has the measured ladder. */
export const skillLevels: LevelTable = {
  decisive: 2000,
  // bench/strength-games.ts' engineNodes, advanced rules.
  topNodes: 3_700_000,
  settings: [
    { depth: 1, nodes: 100, temperature: 150 },
    { depth: 2, nodes: 400, temperature: 100 },
    { depth: 2, nodes: 1_000, temperature: 70 },
    { depth: 3, nodes: 3_000, temperature: 50 },
    { depth: 3, nodes: 10_000, temperature: 30 },
    { depth: 4, nodes: 30_000, temperature: 20 },
    { depth: 5, nodes: 100_000, temperature: 12 },
    { depth: 6, nodes: 300_000, temperature: 6 },
    { depth: 7, nodes: 1_000_000, temperature: 3 },
  ],
};
