// `npm run bench connect4-decisions`: how often the engine, on the clock, picks a move that throws
// away part of the position's value, on positions from plies 6-9 (where the solve is a second or
// more away and the heuristic decides). A quicker and steadier gauge of playing strength than
// whole matches: the same positions every run, the true value of every move known.
// Each budget runs with the ply-8 database and without it (search.book false), since before ply 9 the
// database is what settles these positions.
// The values come from bench/data/connect4-decisions.json, made by `--generate` (strong solves of
// every move: about ten minutes).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { analyse } from '../src/analysis/analyse.js';
import { connect4 } from '../src/games/connect4/index.js';
import { ponsScore } from '../src/games/connect4/pons-score.js';
import { Connect4State } from '../src/games/connect4/rules.js';
import { solvePons } from '../src/games/connect4/solver.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { ProgressBar } from '../src/referee/progress-bar.js';
import { databaseNote } from './connect4-database.js';
import { playRandomly } from './random-play.js';

const DATA = 'bench/data/connect4-decisions.json';
const POSITIONS = 160;
const TIME_MS = [300, 1000];

/** A position and each column's value for the side to move, in Pons' scores (null: full column). */
interface Decision {
  moves: string;
  values: (number | null)[];
}

/** Each move's value: the win it makes at once, or the negated value of the position it leaves. */
function moveValues(moves: string): (number | null)[] {
  return [1, 2, 3, 4, 5, 6, 7].map((digit) => {
    const after = replay(connect4, { moves: moves + digit });
    if (!after.valid) return null;
    const status = connect4.status(after.state);
    if (status.over) return status.winner === null ? 0 : ponsScore({ outcome: 'win', plies: 1 }, moves.length);
    const solved = solvePons(after.state, { nodes: Infinity });
    return solved.score === null ? null : -solved.score;
  });
}

function generate(): Decision[] {
  const random = seededRandom(0xdec1);
  const decisions: Decision[] = [];
  const bar = new ProgressBar(process.stderr, POSITIONS, 'solving every move');
  while (decisions.length < POSITIONS) {
    const plies = 6 + Math.floor(random() * 4);
    const played = playRandomly(connect4, Connect4State.empty(), random, plies);
    if (played.length < plies) continue;
    const moves = played.map((col) => col + 1).join('');
    const values = moveValues(moves);
    const known = values.filter((v): v is number => v !== null);
    // Only real decisions: some move keeps a better result than another.
    if (new Set(known.map(Math.sign)).size < 2) continue;
    decisions.push({ moves, values });
    bar.advance();
  }
  return decisions;
}

export async function run(): Promise<void> {
  if (process.argv.includes('--generate') || !existsSync(DATA)) writeFileSync(DATA, `${JSON.stringify(generate(), null, 1)}\n`);
  const decisions: Decision[] = JSON.parse(readFileSync(DATA, 'utf8'));
  console.log(databaseNote());
  for (const [timeMs, book] of TIME_MS.flatMap((t) => [true, false].map((b) => [t, b] as const))) {
    let lostResult = 0;
    let lostValue = 0;
    const thrown: string[] = [];
    const bar = new ProgressBar(process.stderr, decisions.length, `timeMs ${timeMs}, book ${book}`);
    for (const { moves, values } of decisions) {
      const position = replay(connect4, { moves });
      if (!position.valid) throw new Error(position.reason);
      const best = Math.max(...values.filter((v): v is number => v !== null));
      const answer = analyse(connect4, position.state, { timeMs, book });
      const parsed = connect4.parseMove(position.state, answer.move.notation);
      if (!parsed.ok) throw new Error(parsed.fault.reason);
      const chosen = values[parsed.value] ?? -Infinity;
      if (chosen < best) lostValue++;
      if (Math.sign(chosen) < Math.sign(best)) {
        lostResult++;
        thrown.push(`${moves} (ply ${moves.length}: ${answer.stats.stopReason}, depth ${answer.stats.depth})`);
      }
      bar.advance();
    }
    console.log(
      `timeMs ${timeMs}, book ${book ? 'on' : 'off'}, ${decisions.length} positions at plies 6-9: the result thrown away (win to draw or loss, draw to loss) in ${lostResult}, some value lost in ${lostValue}`,
    );
    if (thrown.length > 0) console.log(`  thrown away after: ${thrown.join('; ')}`);
  }
}
