// `npm run bench:match connect4`: our engine on the clock against shallow searchers, which it must
// never lose to (red wins with perfect play; the README's own example once lost). 20 games, colours
// alternating, engine:timeMs=300 against engine:depth=4 and against engine:depth=8; the
// depth-limited side's first move is drawn at random (seeded) so that the games differ.
import { analyse } from '../src/analysis/analyse.js';
import type { SearchOptions } from '../src/analysis/search-options.js';
import { connect4 } from '../src/games/connect4/index.js';
import type { Connect4State } from '../src/games/connect4/rules.js';
import { seededRandom } from '../src/games/random.js';
import { legalMoves, replay } from '../src/games/replay.js';
import { ProgressBar } from '../src/referee/progress-bar.js';

const GAMES = 20;
const ENGINE_MS = 300;
const OPPONENT_DEPTHS = [4, 8];
const SEED = 7;

/** The engine's move, read back through the rules like any agent's. */
function chosen(state: Connect4State, search: SearchOptions): number {
  const parsed = connect4.parseMove(state, analyse(connect4, state, search).move.notation);
  if (!parsed.ok) throw new Error(parsed.fault.reason);
  return parsed.value;
}

/** Plays one game; returns the winner's side (0 red, 1 yellow) or null for a draw. */
function play(engineSide: number, depth: number, random: () => number): number | null {
  const read = replay(connect4, {});
  if (!read.valid) throw new Error(read.reason);
  const state: Connect4State = read.state;
  let opponentMoves = 0;
  for (;;) {
    const status = connect4.status(state);
    if (status.over) return status.winner === null ? null : connect4.info.colours.indexOf(status.winner);
    let move: number;
    if (state.toMove === engineSide) {
      move = chosen(state, { timeMs: ENGINE_MS });
    } else if (opponentMoves++ === 0) {
      const moves = legalMoves(connect4, state);
      move = moves[Math.floor(random() * moves.length)];
    } else {
      move = chosen(state, { depth });
    }
    connect4.search.makeMove(state, move);
  }
}

export async function run(): Promise<void> {
  const warm = replay(connect4, {});
  if (warm.valid) analyse(connect4, warm.state, { depth: 8 });
  for (const depth of OPPONENT_DEPTHS) {
    const random = seededRandom(SEED + depth);
    const bar = new ProgressBar(process.stderr, GAMES, `engine:timeMs=${ENGINE_MS} vs engine:depth=${depth}`);
    const tally = { asRed: [0, 0, 0], asYellow: [0, 0, 0] };
    for (let game = 0; game < GAMES; game++) {
      const engineSide = game % 2;
      const winner = play(engineSide, depth, random);
      const row = engineSide === 0 ? tally.asRed : tally.asYellow;
      row[winner === null ? 1 : winner === engineSide ? 0 : 2]++;
      bar.advance();
    }
    const line = (name: string, [won, drawn, lost]: number[]) => `${name} ${won} won, ${drawn} drawn, ${lost} lost`;
    console.log(`engine:timeMs=${ENGINE_MS} against engine:depth=${depth}, ${GAMES} games: ${line('as red', tally.asRed)}; ${line('as yellow', tally.asYellow)}`);
  }
}
