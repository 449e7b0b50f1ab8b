// The course's command line (seed 001):
//   connect-four <state> <red|yellow> <M|A> <depth>   prints the column (0-based) and the nodes examined
//   connect-four <state> <red|yellow>                 the tournament form: prints the column only
// A board the course rules out, or a finished one, gets one line on stderr and exit status 2.
//
// The tournament allows one second for the whole process, started anew for every move: a position
// the opening table or the database answers is answered from their files alone, and only the
// others load the engine and its kernel (connect-four/search.ts).
import { BookFileError } from '../games/connect4/book/file.js';
import { tableColumn } from '../games/connect4/book/tournament-move.js';
import { answerHelp } from '../process/help.js';
import { EXIT_MARGIN_MS, TOURNAMENT_LIMIT_MS } from './connect-four/budget.js';

/** The usage in one line, as the course wants every error: one line on stderr. */
const USAGE_LINE = 'usage: connect-four <state> <red|yellow> [<M|A> <depth>] (--help for more)';

const USAGE = `usage: connect-four <state> <red|yellow> [<M|A> <depth>]
  <state>      the board as six rows of seven cells over r, y and ., bottom row first, comma-separated
               (.ryyrry,.rryry.,..y.r..,..y....,.......,.......)
  <red|yellow> the side to move
  M|A <depth>  the course's minimax (M) or alpha-beta (A) to that depth: prints the column (0-based)
               and the number of nodes examined
  without them the tournament form: the column only, from the opening tables up to ply 8, else
               the engine's own search in what is left of ${TOURNAMENT_LIMIT_MS} ms since the process
               started less ${EXIT_MARGIN_MS} ms (CONNECT4_BUDGET_MS, in milliseconds, overrides it)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

answerHelp(process.argv.slice(2), USAGE);
const [board, toMove, mode, depthText, ...extra] = process.argv.slice(2);
if (board === undefined || (toMove !== 'red' && toMove !== 'yellow') || extra.length > 0) fail(USAGE_LINE);
if ((mode === undefined) !== (depthText === undefined)) fail(USAGE_LINE);
if (mode !== undefined && mode !== 'M' && mode !== 'A') fail(`the algorithm is M or A, not '${mode}'`);
const depth = Number(depthText);
if (mode !== undefined && !(Number.isInteger(depth) && depth > 0 && depth <= 42)) {
  fail(`the depth is a whole number from 1 to 42, not '${depthText}'`);
}

const fromTables = mode === undefined ? tablesAnswer(board, toMove) : null;
if (fromTables !== null) {
  process.stdout.write(`${fromTables}\n`);
} else {
  const { searchAndPrint } = await import('./connect-four/search.js');
  const refused = searchAndPrint(board, toMove, mode === undefined ? undefined : { algorithm: mode === 'A' ? 'alphabeta' : 'minimax', depth });
  if (refused !== null) fail(refused);
}

function tablesAnswer(state: string, colour: 'red' | 'yellow'): number | null {
  try {
    return tableColumn(state, colour);
  } catch (error) {
    if (error instanceof BookFileError) fail(`the opening tables cannot be read: ${error.message}`);
    throw error;
  }
}
