// `npm run bench connect4-self-play`: the engine against itself at 1000 ms a move from the empty
// board, which red wins with perfect play (issue 23's acceptance: red wins every game). Ten games;
// the first two plies are drawn at random among red's winning lines: red's 4 (its only winning
// first move) and any reply of yellow's (every one loses), so that the games differ.
import { analyse } from '../src/analysis/analyse.js';
import { connect4 } from '../src/games/connect4/index.js';
import type { Connect4State } from '../src/games/connect4/rules.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { ProgressBar } from '../src/referee/progress-bar.js';
import { databaseNote } from './connect4-database.js';

const GAMES = 10;
const TIME_MS = 1000;
const SEED = 23;

/** Red's only winning first move, the centre (column index 3). */
const RED_FIRST = 3;

/** Plays one game from red's 4 and yellow's `reply`; the winner's name, or null for a draw, with the moves. */
function play(reply: number): { winner: string | null; moves: string } {
  const read = replay(connect4, { moves: `${RED_FIRST + 1}${reply + 1}` });
  if (!read.valid) throw new Error(read.reason);
  const state: Connect4State = read.state;
  const moves = [RED_FIRST, reply];
  for (;;) {
    const status = connect4.status(state);
    if (status.over) return { winner: status.winner, moves: moves.map((m) => m + 1).join('') };
    const parsed = connect4.parseMove(state, analyse(connect4, state, { timeMs: TIME_MS }).move.notation);
    if (!parsed.ok) throw new Error(parsed.fault.reason);
    state.play(parsed.value);
    moves.push(parsed.value);
  }
}

export async function run(): Promise<void> {
  console.log(databaseNote());
  const random = seededRandom(SEED);
  const bar = new ProgressBar(process.stderr, GAMES, 'games');
  let redWins = 0;
  for (let game = 0; game < GAMES; game++) {
    const { winner, moves } = play(Math.floor(random() * 7));
    if (winner === 'red') redWins++;
    console.log(`game ${game + 1}: ${winner ?? 'draw'} (${moves})`);
    bar.advance();
  }
  console.log(`engine timeMs ${TIME_MS} against itself, ${GAMES} games from red's winning openings: red won ${redWins} of ${GAMES}`);
}
