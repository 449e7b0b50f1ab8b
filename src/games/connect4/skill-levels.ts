import type { LevelTable } from '../level-table.js';

/** Levels 1 to 9 (src/analysis/level.ts): deeper, larger and cooler as they rise; docs/levels.md has the measured ladder. */
export const skillLevels: LevelTable = {
  decisive: 1000,
  // docs/connect4.md: 4.5-7M nodes/s on one core.
  topNodes: 4_000_000,
  settings: [
    { depth: 1, nodes: 100, temperature: 60 },
    { depth: 2, nodes: 400, temperature: 40 },
    { depth: 3, nodes: 2_000, temperature: 25 },
    { depth: 3, nodes: 3_000, temperature: 16 },
    { depth: 4, nodes: 10_000, temperature: 10 },
    { depth: 5, nodes: 30_000, temperature: 6 },
    { depth: 6, nodes: 100_000, temperature: 4 },
    { depth: 8, nodes: 300_000, temperature: 2 },
    { depth: 10, nodes: 1_000_000, temperature: 1 },
  ],
};
