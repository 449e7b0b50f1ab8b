// `npm run bench connect4-openings`: issue 23's acceptance for the opening. `best-move` at the
// default budget on the empty board, 4, 1, 43, 44, 4444 and 20 seeded positions of plies 1-7: its
// outcome, distance if any, time, and whether the move keeps the position's result (checked by a
// weak solve of the position after it, through the database as well: the database itself is
// checked against fresh solves by test/games/connect4/book/honesty.test.ts). Then `analyse` on the
// empty board: every column's outcome (4 wins, 3 and 5 draw, the rest lose).
import { analyse } from '../src/analysis/analyse.js';
import { resolveSearch } from '../src/analysis/search-options.js';
import { analyseLines } from '../src/analysis/lines.js';
import { connect4 } from '../src/games/connect4/index.js';
import { Connect4State } from '../src/games/connect4/rules.js';
import { solvePons } from '../src/games/connect4/solver.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { databaseComplete, databaseNote } from './connect4-database.js';
import { playRandomly } from './random-play.js';

const NAMED = ['', '4', '1', '43', '44', '4444'];
const SEEDED = 20;

function seeded(): string[] {
  const random = seededRandom(0x0be7);
  const found: string[] = [];
  while (found.length < SEEDED) {
    const plies = 1 + Math.floor(random() * 7);
    const played = playRandomly(connect4, Connect4State.empty(), random, plies);
    if (played.length === plies) found.push(played.map((col) => col + 1).join(''));
  }
  return found;
}

/** Win 1, draw 0, loss -1 for the side to move, through the database (the move's check). */
function outcomeOf(state: Connect4State): number {
  const status = connect4.status(state);
  if (status.over) return status.winner === null ? 0 : -1;
  return Math.sign(solvePons(state, { weak: true, book: true, nodes: Infinity }).score!);
}

const OUTCOME = { win: 1, draw: 0, loss: -1 } as const;

export async function run(): Promise<void> {
  console.log(databaseNote());
  // Without every entry, the checks' weak solves of early positions would take hours.
  if (!databaseComplete()) {
    console.log('connect4-openings needs the complete database (npm run c4-book; see docs/connect4.md): skipped');
    return;
  }
  let kept = 0;
  let exact = 0;
  let worstMs = 0;
  const positions = [...NAMED, ...seeded()];
  for (const moves of positions) {
    const read = replay(connect4, { moves });
    if (!read.valid) throw new Error(read.reason);
    const started = performance.now();
    const answer = analyse(connect4, read.state, {});
    const ms = performance.now() - started;
    worstMs = Math.max(worstMs, ms);
    const outcome = answer.score.outcome;
    const parsed = connect4.parseMove(read.state, answer.move.notation);
    if (!parsed.ok) throw new Error(parsed.fault.reason);
    const rootValue = outcomeOf(read.state);
    read.state.play(parsed.value);
    const keeps = -outcomeOf(read.state) === rootValue;
    if (outcome !== undefined && OUTCOME[outcome] === rootValue) exact++;
    if (keeps) kept++;
    console.log(`${moves || '(empty)'}: ${answer.move.notation}, ${outcome ?? 'no outcome'}${answer.score.plies === undefined ? '' : ` in ${answer.score.plies}`}, ${ms.toFixed(0)} ms, ${answer.stats.stopReason}; ${keeps ? 'keeps' : 'THROWS AWAY'} the result`);
  }
  console.log(`${positions.length} positions at the default budget: exact outcome in ${exact}, the result kept in ${kept}, slowest ${worstMs.toFixed(0)} ms`);
  const empty = replay(connect4, {});
  if (!empty.valid) throw new Error(empty.reason);
  const lines = analyseLines(connect4, empty.state, resolveSearch(connect4.info), 7).lines;
  console.log(`analyse on the empty board: ${lines.map((l) => `${l.move.notation} ${l.score.outcome ?? 'unproven'}`).join(', ')}`);
}
