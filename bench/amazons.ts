// Amazons figures: move generation, perft(2), search speed and depth, the quality of the static
// move order alpha-beta's cuts rely on, and the response time and depth of best-move over HTTP.
import { analyse } from '../src/analysis/analyse.js';
import { ProgressBar } from '../src/referee/progress-bar.js';
import { territory } from '../src/games/amazons/evaluate.js';
import { amazons } from '../src/games/amazons/index.js';
import { formatMove } from '../src/games/amazons/notation.js';
import { AmazonsState, MAX_MOVES, amazonsSearch, generateMovesFor } from '../src/games/amazons/rules.js';
import { seededRandom } from '../src/games/random.js';
import { playRandomly } from './random-play.js';
import { replay } from '../src/games/replay.js';
import { percentile, post, withService } from './http.js';

/**
 * Twenty plies of the engine's self-play (3,000 nodes a move, during development); the position
 * after them is the middle-game test.
 */
const SELF_PLAY = [
  'A3D6G6', 'J6G3I3', 'D0B2H2', 'A6C4C7', 'D6E6E8', 'G3E1E5', 'J3I4I7', 'C4G4C0', 'I4H4H9', 'G9F8F6',
  'E6G8G7', 'D9D5F7', 'B2B4E7', 'G4H5H7', 'G0F1F3', 'H5J5H5', 'H4F2J6', 'J5I4G2', 'F1J1F1', 'I4G4C4',
];

function load(moves: string[]): AmazonsState {
  const r = replay(amazons, { moves });
  if (!r.valid) throw new Error(r.reason);
  return r.state;
}

const thousands = (x: number) => Math.round(x).toLocaleString('en');

function moveGeneration(): void {
  const positions = SELF_PLAY.map((_, i) => load(SELF_PLAY.slice(0, i)));
  const buf = new Int32Array(MAX_MOVES);
  let moves = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 1000) for (const p of positions) moves += generateMovesFor(p, p.toMove, buf);
  const seconds = (performance.now() - t0) / 1000;
  console.log(`move generation: ${thousands(moves / seconds)} moves/s (the first 20 positions of a game, 2,176 to ~600 moves each)`);
}

function perft2(): void {
  const state = AmazonsState.start(10);
  const outer = new Int32Array(MAX_MOVES);
  const inner = new Int32Array(MAX_MOVES);
  let best = Infinity;
  let leaves = 0;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    leaves = 0;
    const n = amazonsSearch.generateMoves(state, outer);
    for (let i = 0; i < n; i++) {
      amazonsSearch.makeMove(state, outer[i]);
      leaves += amazonsSearch.generateMoves(state, inner);
      amazonsSearch.unmakeMove(state, outer[i]);
    }
    best = Math.min(best, performance.now() - t0);
  }
  console.log(`perft(2) from the start: ${thousands(leaves)} in ${best.toFixed(1)} ms (best of 3)`);
}

function searchDepth(): void {
  const cases = [
    ['start', AmazonsState.start(10)],
    ['middle game (20 plies)', load(SELF_PLAY)],
  ] as const;
  console.log('search for 1 s           depth   nodes   nodes/s  evaluations  eval µs');
  for (const [name, state] of cases) {
    const { stats } = analyse(amazons, state, { timeMs: 1000 });
    console.log(
      `${name.padEnd(23)} ${String(stats.depth).padStart(6)} ${thousands(stats.nodes).padStart(7)} ${thousands(stats.nps).padStart(9)} ${thousands(stats.evaluations).padStart(12)} ${((stats.evalTimeMs * 1000) / stats.evaluations).toFixed(1).padStart(8)}`,
    );
  }
}

/**
 * How good the static order is for alpha-beta's cuts: over the positions of the self-play line, the share where the move the evaluation rates best after one ply is among the
 * first k by hint, and how much worse (in squares) the best of those k is on average.
 */
function orderingQuality(): void {
  const positions = SELF_PLAY.map((_, i) => load(SELF_PLAY.slice(0, i)));
  const buf = new Int32Array(MAX_MOVES);
  const ks = [6, 10, 16, 24, 40, 80];
  const hits = ks.map(() => 0);
  const regret = ks.map(() => 0);
  for (const state of positions) {
    const n = generateMovesFor(state, state.toMove, buf);
    const moves = Array.from(buf.subarray(0, n));
    const hint = moves.map((m) => amazonsSearch.orderHint(state, m));
    const value = moves.map((m) => {
      state.play(m);
      const v = -territory.evaluate(state);
      state.undo(m);
      return v;
    });
    const best = Math.max(...value);
    const byHint = moves.map((_, i) => i).sort((a, b) => hint[b] - hint[a]);
    ks.forEach((k, j) => {
      const top = Math.max(...byHint.slice(0, k).map((i) => value[i]));
      if (top === best) hits[j]++;
      regret[j] += (best - top) / 100;
    });
  }
  console.log(`static order against the one-ply evaluation (${positions.length} positions of the self-play line):`);
  ks.forEach((k, j) =>
    console.log(
      `  first ${String(k).padStart(2)} by hint: best move among them in ${Math.round((100 * hits[j]) / positions.length)}%, mean shortfall ${(regret[j] / positions.length).toFixed(2)} squares`,
    ),
  );
}

/** Fifty positions: the start plus 0 to 49 random plies (seeded), skipping finished games. */
function responsePositions(): string[][] {
  const random = seededRandom(50);
  const lines: string[][] = [];
  while (lines.length < 50) {
    const line = playRandomly(amazons, AmazonsState.start(10), random, lines.length);
    if (line.length === lines.length) lines.push(line.map((move) => formatMove(move).notation));
  }
  return lines;
}

async function httpResponseTimes(): Promise<void> {
  const positions = responsePositions();
  const { times, searchMax, depth } = await withService(1, async (base) => {
    const bar = new ProgressBar(process.stderr, positions.length, 'best-move over HTTP');
    const times: number[] = [];
    let searchMax = 0;
    let depths = 0;
    for (const moves of positions) {
      const answer = await post<{ stats?: { timeMs: number; depth: number } }>(`${base}/v1/games/amazons/best-move`, {
        position: { moves },
        search: { timeMs: 1000 },
      });
      if (answer.status !== 200 || !answer.body.stats) throw new Error(`best-move answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      times.push(answer.ms);
      searchMax = Math.max(searchMax, answer.body.stats.timeMs);
      depths += answer.body.stats.depth;
      bar.advance();
    }
    return { times, searchMax, depth: depths / positions.length };
  });
  console.log(
    `best-move over HTTP, timeMs 1000, ${times.length} positions (one worker): worst ${Math.max(...times).toFixed(0)} ms, median ${percentile(times, 50).toFixed(0)} ms; longest search ${searchMax.toFixed(0)} ms; mean depth ${depth.toFixed(2)}`,
  );
}

export async function run(): Promise<void> {
  moveGeneration();
  perft2();
  searchDepth();
  orderingQuality();
  await httpResponseTimes();
}
