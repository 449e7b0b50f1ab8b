import type { LevelTable } from '../level-table.js';

/** Levels 1 to 9 (src/analysis/level.ts): deeper, larger and cooler as they rise; docs/levels.md has the measured ladder. */
export const skillLevels: LevelTable = {
  decisive: 100,
  // docs/line-em-up.md: 300-350k nodes/s on 10x10.
  topNodes: 300_000,
  settings: [
    { depth: 1, nodes: 100, temperature: 4 },
    { depth: 2, nodes: 3_000, temperature: 3 },
    { depth: 2, nodes: 5_000, temperature: 2 },
    { depth: 3, nodes: 30_000, temperature: 1.5 },
    { depth: 4, nodes: 100_000, temperature: 1 },
    { depth: 5, nodes: 120_000, temperature: 0.7 },
    { depth: 6, nodes: 150_000, temperature: 0.4 },
    { depth: 8, nodes: 200_000, temperature: 0.2 },
    { depth: 10, nodes: 250_000, temperature: 0.1 },
  ],
};
