import type { LevelTable } from '../../src/games/level-table.js';

/** The toy's levels, declared in its own folder as a real game's skill-levels.ts: shallow and hot at the bottom. */
export const nimLevels: LevelTable = {
  decisive: 10,
  topNodes: 10_000,
  settings: Array.from({ length: 9 }, (_, i) => ({ depth: 1 + i, nodes: 100 * (i + 1), temperature: 2 / (i + 1) })),
};
