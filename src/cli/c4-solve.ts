// Connect 4 solver in Pascal Pons' test protocol, to compare with his solver head to head:
//   c4-solve [--weak] < positions
// Each line is a position as column digits 1-7 from the empty board (anything after a space is
// ignored); each answer is `<moves> <score> <nodes> <microseconds>` with Pons' score convention
// (`--weak`: only win, draw or loss as 1, 0, -1, solved as such, which takes fewer nodes). An invalid line gets one line on stderr naming it, and the run goes
// on; the exit status is then 1. No opening book is used, so the figures compare with his.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { connect4 } from '../games/connect4/index.js';
import { connect4Kernel } from '../games/connect4/kernel.js';
import { replay } from '../games/replay.js';
import { answerHelp } from '../process/help.js';
import { solveAsPons } from './pons-solve.js';

/** The answer for one line, or the reason it has none. */
function solve(moves: string, weak: boolean): { answer: string } | { error: string } {
  const read = replay(connect4, { moves });
  if (!read.valid) return { error: `move ${(read.index ?? 0) + 1} (${String(read.move)}): ${read.reason}` };
  const status = connect4.status(read.state);
  if (status.over) return { error: `the game is already over (${status.reason})` };
  const { score, nodes, ms } = solveAsPons(read.state, weak);
  return { answer: `${moves} ${score} ${nodes} ${Math.round(ms * 1000)}` };
}

const USAGE = `usage: c4-solve [--weak] < positions
  reads positions as column digits 1-7 from the empty board, one a line (anything after a space is
  ignored), and prints <moves> <score> <nodes> <microseconds> for each, in Pascal Pons' convention
  --weak   only win, draw or loss, printed 1, 0 or -1`;

answerHelp(process.argv.slice(2), USAGE);
let weak: boolean;
try {
  weak = parseArgs({ options: { weak: { type: 'boolean' } }, strict: true }).values.weak === true;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(2);
}
// The kernel's 100 MB table is set up here, not in the first line's time.
connect4Kernel();
let invalid = false;
let lineNumber = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  lineNumber++;
  const moves = line.trim().split(' ')[0];
  const solved = solve(moves, weak);
  if ('answer' in solved) {
    process.stdout.write(`${solved.answer}\n`);
  } else {
    invalid = true;
    process.stderr.write(`line ${lineNumber}: ${solved.error}\n`);
  }
}
process.exitCode = invalid ? 1 : 0;
