// Pylos figures: search speed and depth reached in 1 s in process, and the worst response time of
// best-move with timeMs 1800 over 50 positions through the HTTP service (the seed asks for a move
// in under two seconds), then the mean depth those positions reach with timeMs 1000.
import { availableParallelism } from 'node:os';
import { analyse } from '../src/analysis/analyse.js';
import { ProgressBar } from '../src/referee/progress-bar.js';
import { pylos } from '../src/games/pylos/index.js';
import { formatMove } from '../src/games/pylos/notation.js';
import { seededRandom } from '../src/games/random.js';
import { playRandomly } from './random-play.js';
import { replay } from '../src/games/replay.js';
import { post, withService } from './http.js';

const SPEED_MS = 1000;
const RESPONSE_MS = 1800;
const DEPTH_MS = 1000;
const RESPONSE_POSITIONS = 50;

/** Game records of random play from a fixed seed, cut at `plies` (fewer if the game ends first). */
function randomLine(seed: number, plies: number): string[] {
  return playRandomly(pylos, load([]), seededRandom(seed), plies).map((move) => formatMove(move).notation);
}

function load(moves: string[]) {
  const r = replay(pylos, { moves });
  if (!r.valid) throw new Error(r.reason);
  return r.state;
}

function speed(): void {
  // Warm up the JIT and the search's buffers first.
  analyse(pylos, load([]), { timeMs: 300 });
  console.log(`in process, ${SPEED_MS} ms a position:`);
  console.log('position                       depth      nodes    nodes/s  move');
  const positions: [string, string[]][] = [
    ['empty board', []],
    ['opening (6 plies)', randomLine(1, 6)],
    ['middle game (16 plies)', randomLine(2, 16)],
    ['middle game (24 plies)', randomLine(3, 24)],
    ['late (34 plies)', randomLine(4, 34)],
  ];
  for (const [name, moves] of positions) {
    const answer = analyse(pylos, load(moves), { timeMs: SPEED_MS });
    const { depth, nodes, nps } = answer.stats;
    const proven = answer.score.outcome ? ` (${answer.score.outcome} in ${answer.score.plies})` : '';
    console.log(
      `${name.padEnd(28)} ${String(depth).padStart(7)} ${nodes.toLocaleString('en').padStart(10)} ${nps.toLocaleString('en').padStart(10)}  ${answer.move.notation}${proven}`,
    );
  }
}

/** Positions from the start to late in the game, as their move records (history included). */
function responsePositions(): string[][] {
  return Array.from({ length: RESPONSE_POSITIONS }, (_, i) => randomLine(100 + i, (i * 7) % 45));
}

async function overHttp(workers: number): Promise<void> {
  await withService(workers, async (base) => {
    const url = `${base}/v1/games/pylos/best-move`;
    await Promise.all(Array.from({ length: workers * 2 }, () => post(url, { position: { moves: [] }, search: { timeMs: 300 } })));
    // The seed's limit first, then the second every game's defaults give a search.
    for (const timeMs of [RESPONSE_MS, DEPTH_MS]) {
      const bar = new ProgressBar(process.stderr, RESPONSE_POSITIONS, `pylos best-move ${timeMs} ms`);
      let worst = 0;
      let worstSearch = 0;
      let total = 0;
      let depths = 0;
      for (const moves of responsePositions()) {
        const { ms, status, body } = await post(url, { position: { moves }, search: { timeMs } });
        if (status !== 200) throw new Error(`best-move answered ${status}: ${JSON.stringify(body)}`);
        worst = Math.max(worst, ms);
        worstSearch = Math.max(worstSearch, body.stats.timeMs);
        total += ms;
        depths += body.stats.depth;
        bar.advance();
      }
      console.log(
        `  best-move, timeMs ${timeMs}, ${RESPONSE_POSITIONS} positions: worst response ${worst.toFixed(0)} ms (search ${worstSearch.toFixed(0)} ms), mean ${(total / RESPONSE_POSITIONS).toFixed(0)} ms, mean depth ${(depths / RESPONSE_POSITIONS).toFixed(1)}${timeMs === RESPONSE_MS ? ' (limit 2000 ms)' : ''}`,
      );
    }
  });
}

export async function run(): Promise<void> {
  speed();
  const workers = Math.max(1, availableParallelism() - 1);
  console.log(`service over HTTP on 127.0.0.1 with WORKERS=${workers}:`);
  await overHttp(workers);
}
