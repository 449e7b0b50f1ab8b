// `npm run bench:match amazons`: our engine at 1 s a move against the mobility baseline
// (bench/amazons-baseline.ts). Ten openings of two random plies from a fixed seed, each played
// with both colours; the engine should win at least 19 of the 20 games.
import { analyse } from '../src/analysis/analyse.js';
import { ProgressBar } from '../src/referee/progress-bar.js';
import { amazons } from '../src/games/amazons/index.js';
import { colourName, formatMove } from '../src/games/amazons/notation.js';
import { AmazonsState } from '../src/games/amazons/rules.js';
import { seededRandom } from '../src/games/random.js';
import { playRandomly } from './random-play.js';
import { mobilityBaseline } from './amazons-baseline.js';

const OPENINGS = 10;
const OPENING_PLIES = 2;
const OPENING_SEED = 2024;
const BASELINE_SEED = 7;
const ENGINE_MS = 1000;
const REQUIRED_WINS = 19;

function openings(): number[][] {
  const random = seededRandom(OPENING_SEED);
  return Array.from({ length: OPENINGS }, () => playRandomly(amazons, AmazonsState.start(10), random, OPENING_PLIES));
}

interface GameResult {
  engineWon: boolean;
  plies: number;
  slowestMs: number;
}

/** Plays one game from the opening; the engine has side `engineSide`. */
function play(opening: number[], engineSide: number, baseline: (state: AmazonsState) => number): GameResult {
  const state = AmazonsState.start(10);
  for (const move of opening) state.play(move);
  let plies = opening.length;
  let slowestMs = 0;
  while (amazons.status(state).over === false) {
    let move: number;
    if (state.toMove === engineSide) {
      const t0 = performance.now();
      const answer = analyse(amazons, state, { timeMs: ENGINE_MS });
      slowestMs = Math.max(slowestMs, performance.now() - t0);
      const parsed = amazons.parseMove(state, answer.move.notation);
      if (!parsed.ok) throw new Error(`engine answered an illegal move: ${parsed.fault.reason}`);
      move = parsed.value;
    } else {
      move = baseline(state);
    }
    state.play(move);
    plies++;
  }
  // The side to move at the end has no move and has lost.
  return { engineWon: state.toMove !== engineSide, plies, slowestMs };
}

export async function run(): Promise<void> {
  const games = openings().flatMap((opening, i) => [0, 1].map((side) => ({ opening, i, side })));
  const bar = new ProgressBar(process.stderr, games.length, 'amazons match');
  let wins = 0;
  let slowest = 0;
  for (const { opening, i, side } of games) {
    const result = play(opening, side, mobilityBaseline(BASELINE_SEED + i));
    if (result.engineWon) wins++;
    slowest = Math.max(slowest, result.slowestMs);
    bar.advance();
    const line = opening.map((m) => formatMove(m).notation).join(' ');
    console.log(
      `opening ${i + 1} (${line}), engine ${colourName(side)}: ${result.engineWon ? 'engine wins' : 'baseline wins'} in ${result.plies} plies`,
    );
  }
  console.log(`engine (1 s a move) won ${wins} of ${games.length} against the mobility baseline (needs ${REQUIRED_WINS})`);
  console.log(`slowest engine move: ${slowest.toFixed(0)} ms`);
  console.log(wins >= REQUIRED_WINS ? 'PASS' : 'FAIL');
}
