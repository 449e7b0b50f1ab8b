// `npm run bench:match pylos`: our engine at 1 s a move against the seed report's player
// (bench/pylos-seed-player.ts). Ten openings of four random plies from a fixed seed, each played
// with both colours; the engine must win all 20 games.
import { analyse } from '../src/analysis/analyse.js';
import { ProgressBar } from '../src/referee/progress-bar.js';
import { Outcome } from '../src/core/outcome.js';
import { pylos } from '../src/games/pylos/index.js';
import { colourName, formatMove } from '../src/games/pylos/notation.js';
import { PylosState, gameOutcome } from '../src/games/pylos/rules.js';
import { seededRandom } from '../src/games/random.js';
import { playRandomly } from './random-play.js';
import { seedPlayer } from './pylos-seed-player.js';

const OPENINGS = 10;
const OPENING_PLIES = 4;
const OPENING_SEED = 4211;
const SEED_PLAYER_SEED = 29;
const ENGINE_MS = 1000;
/** Far beyond any real game; a game still going then is counted as not won. */
const MAX_PLIES = 400;

function openings(): number[][] {
  const random = seededRandom(OPENING_SEED);
  return Array.from({ length: OPENINGS }, () => playRandomly(pylos, PylosState.empty('advanced'), random, OPENING_PLIES));
}

interface GameResult {
  /** The winner's side, or null for a draw or an unfinished game. */
  winner: number | null;
  reason: string;
  plies: number;
  slowestMs: number;
  engineMs: number;
  engineMoves: number;
  depths: number;
}

/** Plays one game from the opening; the engine has side `engineSide`. */
function play(opening: number[], engineSide: number, opponent: (state: PylosState) => number): GameResult {
  const state = PylosState.empty('advanced');
  state.startRecord();
  for (const move of opening) state.play(move);
  const result: GameResult = { winner: null, reason: 'unfinished', plies: opening.length, slowestMs: 0, engineMs: 0, engineMoves: 0, depths: 0 };
  while (gameOutcome(state) === Outcome.Ongoing && result.plies < MAX_PLIES) {
    let move: number;
    if (state.toMove === engineSide) {
      const t0 = performance.now();
      const answer = analyse(pylos, state, { timeMs: ENGINE_MS });
      const ms = performance.now() - t0;
      result.slowestMs = Math.max(result.slowestMs, ms);
      result.engineMs += ms;
      result.engineMoves++;
      result.depths += answer.stats.depth;
      const parsed = pylos.parseMove(state, answer.move.notation);
      if (!parsed.ok) throw new Error(`engine answered an illegal move: ${parsed.fault.reason}`);
      move = parsed.value;
    } else {
      move = opponent(state);
    }
    state.play(move);
    result.plies++;
  }
  const status = pylos.status(state);
  if (status.over) {
    result.reason = status.reason!;
    result.winner = status.winner === null ? null : status.winner === 'white' ? 0 : 1;
  }
  return result;
}

export async function run(): Promise<void> {
  const games = openings().flatMap((opening, i) => [0, 1].map((side) => ({ opening, i, side })));
  const bar = new ProgressBar(process.stderr, games.length, 'pylos match');
  let wins = 0;
  let draws = 0;
  let slowest = 0;
  let engineMs = 0;
  let engineMoves = 0;
  let depths = 0;
  // Printed once the bar is full, so the bar redraws on a line of its own.
  const lines: string[] = [];
  for (const { opening, i, side } of games) {
    const result = play(opening, side, seedPlayer(SEED_PLAYER_SEED + i));
    const verdict = result.winner === null ? `no winner (${result.reason})` : `${result.winner === side ? 'engine' : 'seed player'} wins (${result.reason})`;
    if (result.winner === side) wins++;
    else if (result.winner === null) draws++;
    slowest = Math.max(slowest, result.slowestMs);
    engineMs += result.engineMs;
    engineMoves += result.engineMoves;
    depths += result.depths;
    bar.advance();
    const line = opening.map((m) => formatMove(m).notation).join(', ');
    lines.push(`opening ${i + 1} (${line}), engine ${colourName(side)}: ${verdict} after ${result.plies} plies`);
  }
  for (const line of lines) console.log(line);
  console.log(`engine (${ENGINE_MS} ms a move) won ${wins} of ${games.length}, ${draws} without a winner, against the seed's depth-3 reserve counter`);
  console.log(`engine moves: ${engineMoves}, mean depth ${(depths / engineMoves).toFixed(1)}, mean ${(engineMs / engineMoves).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`);
  console.log(wins === games.length ? 'PASS' : 'FAIL');
}
