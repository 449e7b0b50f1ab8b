// Connect 4 solver in Pascal Pons' test protocol, to compare with his solver head to head:
//   c4-solve [--weak] < positions
// Each line is a position as column digits 1-7 from the empty board (anything after a space is
// ignored); each answer is `<moves> <score> <nodes> <microseconds>` with Pons' score convention
// (`--weak`: only its sign). An invalid line gets one line on stderr naming it, and the run goes
// on; the exit status is then 1. No opening book is used, so the figures compare with his.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { analyseResolved } from '../analysis/analyse.js';
import { untimedSolve } from '../analysis/search-options.js';
import { connect4 } from '../games/connect4/index.js';
import { ponsScore } from '../games/connect4/pons-score.js';
import { replay } from '../games/replay.js';

/** The answer for one line, or the reason it has none. */
function solve(moves: string, weak: boolean): { answer: string } | { error: string } {
  const read = replay(connect4, { moves });
  if (!read.valid) return { error: `move ${(read.index ?? 0) + 1} (${String(read.move)}): ${read.reason}` };
  const status = connect4.status(read.state);
  if (status.over) return { error: `the game is already over (${status.reason})` };
  const started = performance.now();
  const { score, stats } = analyseResolved(connect4, read.state, untimedSolve(connect4.info));
  const microseconds = Math.round((performance.now() - started) * 1000);
  if (score.outcome === undefined || score.plies === undefined) {
    return { error: `not solved within ${stats.nodes.toLocaleString('en')} nodes` };
  }
  const exact = ponsScore({ outcome: score.outcome, plies: score.plies }, read.state.stones);
  return { answer: `${moves} ${weak ? Math.sign(exact) : exact} ${stats.nodes} ${microseconds}` };
}

const { values } = parseArgs({ options: { weak: { type: 'boolean' } }, strict: true });
let invalid = false;
let lineNumber = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  lineNumber++;
  const moves = line.trim().split(' ')[0];
  const solved = solve(moves, values.weak === true);
  if ('answer' in solved) {
    process.stdout.write(`${solved.answer}\n`);
  } else {
    invalid = true;
    process.stderr.write(`line ${lineNumber}: ${solved.error}\n`);
  }
}
process.exitCode = invalid ? 1 : 0;
