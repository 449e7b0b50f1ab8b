import { fault, type Result } from '../types.js';
import { LEVEL_LETTERS, LEVEL_SIZE, LEVEL_START } from './geometry.js';

/**
 * The pyramid as four levels of row strings, bottom level first: level L's row x holds the spots
 * named by its letter x (a-d, e-g, h-i, j), digits 1 to the level's size left to right. Read in
 * order, the rows are the 30-character board, so the two forms say the same thing.
 */
export function levelRows(board: string): string[][] {
  return LEVEL_SIZE.map((size, level) =>
    Array.from({ length: size }, (_, x) => board.slice(LEVEL_START[level] + x * size, LEVEL_START[level] + (x + 1) * size)),
  );
}

/** The 30-character board the levels spell, or the first level or row of the wrong shape. */
export function boardFromLevels(levels: readonly (readonly string[])[]): Result<string> {
  if (levels.length !== LEVEL_SIZE.length) {
    return fault(['levels'], 'bad-format', `there are ${levels.length} levels, expected ${LEVEL_SIZE.length} (4x4, 3x3, 2x2, then the top)`);
  }
  for (let level = 0; level < LEVEL_SIZE.length; level++) {
    const size = LEVEL_SIZE[level];
    const rows = levels[level];
    if (rows.length !== size) return fault(['levels', level], 'bad-format', `level ${level + 1} has ${rows.length} rows, expected ${size} (${[...LEVEL_LETTERS[level]].join(', ')})`);
    const wrong = rows.findIndex((row) => row.length !== size);
    if (wrong >= 0) {
      return fault(['levels', level, wrong], 'bad-format', `row ${LEVEL_LETTERS[level][wrong]} of level ${level + 1} has ${rows[wrong].length} spots, expected ${size}`);
    }
  }
  return { ok: true, value: levels.flat().join('') };
}
