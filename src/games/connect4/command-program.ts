import { fault, type CommandProgram, type Result } from '../types.js';
import { boardRows, colourName } from './notation.js';
import type { Connect4State } from './rules.js';
import type { Connect4Move } from './schema.js';

/**
 * The course's tournament form: the program gets the board (rows comma-separated, row 0 the
 * bottom) and the colour to move as arguments, and prints the 0-based column it plays.
 */
export const commandProgram: CommandProgram<Connect4State, Connect4Move> = {
  arguments: (state) => `${boardRows(state).join(',')} ${colourName(state.toMove)}`,
  readMove(output): Result<Connect4Move> {
    const text = output.trim();
    if (!/^\d+$/.test(text)) {
      return fault([], 'bad-format', `printed ${JSON.stringify(text.slice(0, 120))}, not a column number`);
    }
    return { ok: true, value: { column: Number(text) } };
  },
};
