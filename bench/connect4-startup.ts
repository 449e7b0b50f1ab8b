// `npm run bench connect4-startup`: the course's tournament program (`connect-four <board> <colour>`,
// started anew for every move and timed out after one second of the whole process, seed 001) as a
// grader runs it: whole-process CPU (user + system) and wall time, min / median / max of 20 runs
// (`--runs=N`), on the empty board, an unforced ply-8 position the database keeps a move for, one it
// keeps none for (a loss, searched), and positions of plies 12 and 20; then one run each of 50
// seeded positions of plies 0-30, with the largest CPU time. The load average stands beside each
// line: the machine is shared, and wall time follows the load where CPU time barely does.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { decodeBook } from '../src/games/connect4/book/file.js';
import { canonicalKey, positionKey } from '../src/games/connect4/book/keys.js';
import { BOOK_FILE } from '../src/games/connect4/book/location.js';
import { connect4 } from '../src/games/connect4/index.js';
import { Connect4State } from '../src/games/connect4/rules.js';
import { seededRandom } from '../src/games/random.js';
import { runNode, type ProcessRun } from './process-cpu.js';
import { playRandomly } from './random-play.js';

/** The program as the build leaves it beside this bench (dist-bench/src/cli). */
const PROGRAM = fileURLToPath(new URL('../src/cli/connect-four.js', import.meta.url));
const SEEDED = 50;
const runsWanted = (): number => Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 20);

/** A seeded game of `plies` random moves (fewer when it would end), as the moves it played. */
function randomLine(random: () => number, plies: number): number[] {
  return playRandomly(connect4, Connect4State.empty(), random, plies);
}

/** The first seeded game that reaches `plies` moves without ending. */
function fullLine(random: () => number, plies: number): number[] {
  for (;;) {
    const line = randomLine(random, plies);
    if (line.length === plies) return line;
  }
}

function stateOf(line: number[]): Connect4State {
  const state = Connect4State.empty();
  for (const col of line) state.play(col);
  return state;
}

/** The first seeded ply-8 line whose position the database holds, with a move recorded or not. */
function ply8Line(withMove: boolean): number[] {
  const { keys, values, moves = [] } = decodeBook(readFileSync(BOOK_FILE));
  const index = new Map(keys.map((key, i) => [key, i]));
  const random = seededRandom(0x5ee8 + Number(withMove));
  for (;;) {
    const line = randomLine(random, 8);
    const i = index.get(canonicalKey(positionKey(stateOf(line))));
    if (line.length === 8 && i !== undefined && (moves[i] >= 0) === withMove && (withMove || values[i] === -1)) return line;
  }
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const summary = (values: number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0].toFixed(0)} / ${percentile(sorted, 0.5).toFixed(0)} / ${sorted[sorted.length - 1].toFixed(0)}`;
};
const load = (): string => loadavg()[0].toFixed(1);

function runLine(line: number[]): ProcessRun {
  const [board, colour] = connect4.commandProgram!.arguments(stateOf(line)).split(' ');
  const run = runNode(PROGRAM, [board, colour]);
  if (run.status !== 0 || !/^[0-6]\n$/.test(run.stdout)) throw new Error(`after ${line.join('')}: status ${run.status}, printed ${JSON.stringify(run.stdout)}`);
  return run;
}

export async function run(): Promise<void> {
  if (!existsSync(BOOK_FILE)) {
    console.log('connect4-startup needs the database file (npm run c4-book; see docs/connect4.md): skipped');
    return;
  }
  const runs = runsWanted();
  const random = seededRandom(0xc4_0001);
  const named: [string, number[]][] = [
    ['empty board', []],
    ['ply 8, database move', ply8Line(true)],
    ['ply 8, a loss (searched)', ply8Line(false)],
    ['ply 12', fullLine(random, 12)],
    ['ply 20', fullLine(random, 20)],
  ];
  console.log(`node dist/cli/connect-four.js <board> <colour>, ${runs} runs each: CPU (user + system) and wall in ms, min / median / max`);
  for (const [name, line] of named) {
    const before = load();
    const measured = Array.from({ length: runs }, () => runLine(line));
    console.log(
      `${name.padEnd(26)} ${(line.map((c) => c + 1).join('') || '-').padEnd(22)} CPU ${summary(measured.map((r) => r.cpuMs)).padEnd(16)} wall ${summary(measured.map((r) => r.wallMs)).padEnd(18)} load ${before}-${load()}`,
    );
  }
  const seeded = Array.from({ length: SEEDED }, () => randomLine(random, Math.floor(random() * 31)));
  const before = load();
  const measured = seeded.map((line) => ({ line, run: runLine(line) }));
  const worst = measured.reduce((a, b) => (b.run.cpuMs > a.run.cpuMs ? b : a));
  console.log(
    `${SEEDED} seeded positions of plies 0-30, one run each: CPU ${summary(measured.map((m) => m.run.cpuMs))}, wall ${summary(measured.map((m) => m.run.wallMs))}; ` +
      `over 800 ms of CPU: ${measured.filter((m) => m.run.cpuMs > 800).length}; the largest after ${worst.line.map((c) => c + 1).join('')} (ply ${worst.line.length}); load ${before}-${load()}`,
  );
}
