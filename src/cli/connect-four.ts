// The course's command line (seed 001):
//   connect-four <state> <red|yellow> <M|A> <depth>   prints the column (0-based) and the nodes examined
//   connect-four <state> <red|yellow>                 the tournament form: prints the column only
// A board the course rules out, or a finished one, gets one line on stderr and exit status 2.
import { analyse } from '../analysis/analyse.js';
import { connect4 } from '../games/connect4/index.js';
import { replay } from '../games/replay.js';
import { answerHelp } from '../process/help.js';

/**
 * The tournament allows one second for the whole process; node start-up, npm and module loading
 * take part of it, so the search gets this much by default (CONNECT4_BUDGET_MS overrides it).
 */
const TOURNAMENT_BUDGET_MS = 450;

/** The usage in one line, as the course wants every error: one line on stderr. */
const USAGE_LINE = 'usage: connect-four <state> <red|yellow> [<M|A> <depth>] (--help for more)';

const USAGE = `usage: connect-four <state> <red|yellow> [<M|A> <depth>]
  <state>      the board as six rows of seven cells over r, y and ., bottom row first, comma-separated
               (.ryyrry,.rryry.,..y.r..,..y....,.......,.......)
  <red|yellow> the side to move
  M|A <depth>  the course's minimax (M) or alpha-beta (A) to that depth: prints the column (0-based)
               and the number of nodes examined
  without them the tournament form: the engine's own search in CONNECT4_BUDGET_MS (default
               ${TOURNAMENT_BUDGET_MS}) milliseconds, printing the column only`;

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

const position = replay(connect4, { board, toMove });
if (!position.valid) fail(`invalid board: ${position.reason}`);
const status = connect4.status(position.state);
if (status.over) fail(`the game is already over (${status.reason})`);

if (mode === undefined) {
  const budget = Number(process.env.CONNECT4_BUDGET_MS ?? TOURNAMENT_BUDGET_MS);
  const answer = analyse(connect4, position.state, { timeMs: budget });
  process.stdout.write(`${answer.move.column}\n`);
} else {
  const algorithm = mode === 'A' ? 'alphabeta' : 'minimax';
  const answer = analyse(connect4, position.state, { algorithm, depth, evaluation: 'comp3608' });
  process.stdout.write(`${answer.move.column}\n${answer.stats.nodes}\n`);
}
