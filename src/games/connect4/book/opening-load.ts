// Loads the opening table (ply7.c4db: every position of 7 stones where nobody has won, weak-solved
// through the ply-8 database by `c4-book generate --set ply7`) and derives from it, by negamax
// over the moves, the value of every position before it, so that the file holds one ply only.
import { existsSync, readFileSync } from 'node:fs';
import { Outcome } from '../../../core/outcome.js';
import { WIDTH } from '../bitboard.js';
import { Connect4State } from '../rules.js';
import { BookFileError, decodeBook } from './file.js';
import { canonicalKey, positionKey } from './keys.js';
import { OPENING_FILE } from './location.js';
import { installOpening } from './opening.js';
import { OPENING_STONES } from './ply.js';

/**
 * Installs the table for the solver; returns how many positions it values (0 without a file). A
 * file that is corrupt, foreign or of other stones throws, and the service does not start.
 */
export function loadOpening(file: URL | string = OPENING_FILE): number {
  if (!existsSync(file)) {
    installOpening(new Map());
    return 0;
  }
  const { stones, keys, values } = decodeBook(readFileSync(file));
  if (stones !== OPENING_STONES) throw new BookFileError(`opening table of ${stones} stones, this code reads ${OPENING_STONES}`);
  const table = new Map<number, number>(keys.map((key, i) => [key, values[i]]));
  deriveFrom(Connect4State.empty(), table);
  installOpening(table);
  return table.size;
}

/**
 * The weak value of `state` for the side to move, computed from the table's positions below it
 * and stored: undefined when one of them is missing (a partial table).
 */
function deriveFrom(state: Connect4State, table: Map<number, number>): number | undefined {
  const key = canonicalKey(positionKey(state));
  if (state.stones === OPENING_STONES || table.has(key)) return table.get(key);
  let best = -1;
  for (let col = 0; col < WIDTH; col++) {
    if (state.isFull(col)) continue;
    state.play(col);
    const child = state.outcomes[state.stones] !== Outcome.Ongoing ? -1 : deriveFrom(state, table);
    state.undo(col);
    if (child === undefined) return undefined;
    // 0 - child, not -child: a draw is +0, never -0, wherever the value is compared or printed.
    best = Math.max(best, 0 - child);
  }
  table.set(key, best);
  return best;
}
