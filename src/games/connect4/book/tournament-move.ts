// The tournament program's table answer (src/cli/connect-four.ts): a position the opening table or
// the database answers is answered from their files' bytes, in a process that loads none of the
// engine, the kernel or the service, because the course's one second covers the whole process.
import { Outcome } from '../../../core/outcome.js';
import { setupPosition } from '../notation.js';
import { openBook } from './load.js';
import { BOOK_FILE } from './location.js';
import { TableAnswers } from './opening.js';
import { openOpening } from './opening-load.js';
import { BOOK_STONES } from './ply.js';

/**
 * The column the tables give a valid board that is not over (the course's rows and colour), or
 * null when they do not answer it: past ply 8, a ply-8 loss (the database keeps no move for it),
 * a move that keeps the value only by forcing the reply, or a board no game reaches. A corrupt
 * file throws its BookFileError.
 */
export function tableColumn(board: string, toMove: 'red' | 'yellow'): number | null {
  const setup = setupPosition({ board, toMove });
  if (!setup.ok) return null;
  const { state } = setup.value;
  if (state.outcomes[state.stones] !== Outcome.Ongoing || state.stones > BOOK_STONES) return null;
  return new TableAnswers(openOpening(), openBook(BOOK_FILE)).answer(state)?.column ?? null;
}
