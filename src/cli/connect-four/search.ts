// The course's command line where the tables do not answer: the engine's search, which loads the
// kernel and its 100 MB table. connect-four.ts imports it only then.
import { analyse } from '../../analysis/analyse.js';
import { loadBook } from '../../games/connect4/book/load.js';
import { BOOK_STONES } from '../../games/connect4/book/ply.js';
import { connect4 } from '../../games/connect4/index.js';
import { connect4Kernel } from '../../games/connect4/kernel.js';
import { replay } from '../../games/replay.js';
import { tournamentBudget } from './budget.js';

/** The course's M or A and depth; absent in the tournament form. */
export interface CourseMode {
  algorithm: 'minimax' | 'alphabeta';
  depth: number;
}

/** Prints the column (and, in the course's modes, the nodes); returns a message for stderr when the board is refused. */
export function searchAndPrint(board: string, toMove: 'red' | 'yellow', mode: CourseMode | undefined): string | null {
  const position = replay(connect4, { board, toMove });
  if (!position.valid) return `invalid board: ${position.reason}`;
  const status = connect4.status(position.state);
  if (status.over) return `the game is already over (${status.reason})`;
  if (mode === undefined) {
    // Up to ply 8 the solve reaches the database; past it the database would never be read.
    if (position.state.stones <= BOOK_STONES) loadBook(connect4Kernel());
    const answer = analyse(connect4, position.state, { timeMs: tournamentBudget(process.uptime() * 1000) });
    process.stdout.write(`${answer.move.column}\n`);
  } else {
    const answer = analyse(connect4, position.state, { ...mode, evaluation: 'comp3608' });
    process.stdout.write(`${answer.move.column}\n${answer.stats.nodes}\n`);
  }
  return null;
}
