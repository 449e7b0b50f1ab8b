import { lineEmUp } from '../../../src/games/line-em-up/index.js';
import type { LineState } from '../../../src/games/line-em-up/rules.js';
import { readPosition } from '../../support/read-position.js';

/** The state of a position that must be legal. */
export function position(p: object): LineState {
  const read = readPosition(lineEmUp, p);
  if (!read.valid) throw new Error(`${read.reason} (at ${JSON.stringify(read.path)})`);
  return read.state;
}

/** The rejection of a position that must be illegal. */
export function rejection(p: object) {
  const read = readPosition(lineEmUp, p);
  if (read.valid) throw new Error(`expected ${JSON.stringify(p)} to be rejected`);
  return read;
}

/**
 * An independent oracle: which of W and B have s in a row on the rows, found by walking every
 * cell in the four directions.
 */
export function lineHolders(rows: string[], s: number): string[] {
  const n = rows.length;
  const found = new Set<string>();
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const piece = rows[r][c];
      if (piece !== 'W' && piece !== 'B') continue;
      for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
        let k = 1;
        while (k < s && rows[r + dr * k]?.[c + dc * k] === piece) k++;
        if (k === s) found.add(piece);
      }
    }
  }
  return [...found].sort();
}
