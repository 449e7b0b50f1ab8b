// `npm run bench connect4-decisions`: how often the engine, on the clock, picks a move that throws
// away part of the position's value, on positions from plies 6-9 (where the solve is a second or
// more away and the heuristic decides). A quicker and steadier gauge of playing strength than
// whole matches: the same positions every run, the true value of every move known.
// The values come from bench/data/connect4-decisions.json, made by `--generate` (strong solves of
// every move: about ten minutes).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { analyse } from '../src/analysis/analyse.js';
import { connect4 } from '../src/games/connect4/index.js';
import { Connect4State } from '../src/games/connect4/rules.js';
import { solvePons } from '../src/games/connect4/solver.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { ProgressBar } from '../src/referee/progress-bar.js';

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
    if (connect4.status(after.state).over) return after.state.outcomes[after.state.stones] === -1 ? Math.floor((43 - moves.length) / 2) : 0;
    const solved = solvePons(after.state, { nodes: Infinity });
    return solved.score === null ? null : -solved.score;
  });
}

function generate(): Decision[] {
  const random = seededRandom(0xdec1);
  const decisions: Decision[] = [];
  const bar = new ProgressBar(process.stderr, POSITIONS, 'solving every move');
  while (decisions.length < POSITIONS) {
    const state = Connect4State.empty();
    const plies = 6 + Math.floor(random() * 4);
    let moves = '';
    while (state.stones < plies && !connect4.status(state).over) {
      const open = [0, 1, 2, 3, 4, 5, 6].filter((col) => !state.isFull(col));
      const col = open[Math.floor(random() * open.length)];
      state.play(col);
      moves += String(col + 1);
    }
    if (connect4.status(state).over) continue;
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
  for (const timeMs of TIME_MS) {
    let lostResult = 0;
    let lostValue = 0;
    const bar = new ProgressBar(process.stderr, decisions.length, `timeMs ${timeMs}`);
    for (const { moves, values } of decisions) {
      const position = replay(connect4, { moves });
      if (!position.valid) throw new Error(position.reason);
      const best = Math.max(...values.filter((v): v is number => v !== null));
      const parsed = connect4.parseMove(position.state, analyse(connect4, position.state, { timeMs }).move.notation);
      if (!parsed.ok) throw new Error(parsed.fault.reason);
      const chosen = values[parsed.value] ?? -Infinity;
      if (chosen < best) lostValue++;
      if (Math.sign(chosen) < Math.sign(best)) lostResult++;
      bar.advance();
    }
    console.log(
      `timeMs ${timeMs}, ${decisions.length} positions at plies 6-9: the result thrown away (win to draw or loss, draw to loss) in ${lostResult}, some value lost in ${lostValue}`,
    );
  }
}
