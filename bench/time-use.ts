// `npm run bench time [-- --burn]`: how much of a one-second budget `best-move` uses and how late it
// answers, over HTTP for every game, with as many requests at once as there are workers (WORKERS,
// default as the service's), so that none waits in the queue. Targets (issues 12 and 46): at least
// 90% of the budget used by every search that is not proven, response p99 at most the budget + 50 ms
// for every game. `--burn` runs a CPU burner at nice 19 on every core meanwhile. The latest answers
// are taken apart: the search's own time, its wait for a worker, and the rest (HTTP, hand-overs).
import { availableParallelism } from 'node:os';
import { registry } from '../src/games/index.js';
import { seededRandom } from '../src/games/random.js';
import type { GameDefinition, Position, PositionInput } from '../src/games/types.js';
import { ProgressBar } from '../src/referee/progress-bar.js';
import { configFromEnv } from '../src/service/config.js';
import { burnEveryCore } from './cpu-burners.js';
import { percentile, post, withService } from './http.js';
import { randomRecord } from './random-play.js';

const TIME_MS = 1000;
const POSITIONS = 20;
/** Positions spread from the start to this many random plies. */
const LONGEST_LINE = 40;
/** Each game's start: Line 'em Up's default 3x3 would be proven at once. */
export const STARTS: Record<string, object> = { connect4: {}, 'line-em-up': { n: 10, s: 5 }, pylos: {}, amazons: {} };

interface Answer {
  ms: number;
  searchMs: number;
  queuedMs: number;
  /** What the answer's stats say of its lateness (stats.overrunMs). */
  overrunMs: number | undefined;
  proven: boolean;
}

/** The start plus i * LONGEST_LINE / count random plies, for i = 0..count-1, as request positions. */
export function positions<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, start: object, count = POSITIONS): object[] {
  const random = seededRandom(12);
  return Array.from({ length: count }, (_, i) => randomRecord(game, game.positionSchema.parse(start), random, Math.floor((i * LONGEST_LINE) / count)));
}

/** Sends every position, `workers` at a time. */
async function ask(url: string, requests: object[], workers: number, bar: ProgressBar): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const loop = async () => {
    while (next < requests.length) {
      const position = requests[next++];
      const { ms, status, body } = await post(url, { position, search: { timeMs: TIME_MS } });
      if (status !== 200) throw new Error(`best-move answered ${status}: ${JSON.stringify(body)}`);
      const { timeMs: searchMs, queuedMs, overrunMs } = body.stats;
      answers.push({ ms, searchMs, queuedMs, overrunMs, proven: body.score.outcome !== undefined });
      bar.advance();
    }
  };
  await Promise.all(Array.from({ length: workers }, loop));
  return answers;
}

function describe(name: string, answers: Answer[]): string {
  const open = answers.filter((a) => !a.proven).map((a) => (100 * a.searchMs) / TIME_MS);
  const shares = open.length > 0 ? `budget used ${(open.reduce((a, b) => a + b, 0) / open.length).toFixed(1)}% on average, ${Math.min(...open).toFixed(1)}% at least` : 'none unproven';
  const times = answers.map((a) => a.ms);
  const p99 = percentile(times, 99);
  const late = answers.filter((a) => a.overrunMs !== undefined);
  const worst = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
  const parts = `latest ${worst.ms.toFixed(0)} ms = search ${worst.searchMs.toFixed(0)} + queued ${worst.queuedMs.toFixed(0)} + the rest ${(worst.ms - worst.searchMs - worst.queuedMs).toFixed(0)}`;
  return (
    `${name.padEnd(11)} ${String(answers.length).padStart(3)} answers, ${String(answers.length - open.length).padStart(2)} proven; unproven: ${shares}; ` +
    `response p99 ${p99.toFixed(0)} ms (${p99 <= TIME_MS + 50 ? 'within' : 'OVER'} ${TIME_MS} + 50), max ${Math.max(...times).toFixed(0)} ms; ${parts}; ` +
    `${late.length} said late in stats.overrunMs${late.length > 0 ? ` (at most ${Math.max(...late.map((a) => a.overrunMs!)).toFixed(0)} ms)` : ''}`
  );
}

export async function run(): Promise<void> {
  const { workers } = configFromEnv();
  const all: Answer[] = [];
  const stopBurning = process.argv.includes('--burn') ? burnEveryCore() : undefined;
  await withService(workers, async (base) => {
    const burning = stopBurning ? `, a CPU burner at nice 19 on each of the ${availableParallelism()} cores` : '';
    console.log(`best-move with timeMs ${TIME_MS} over HTTP, WORKERS=${workers}, ${workers} request(s) at a time${burning}:`);
    for (const game of registry.games) {
      const id = game.info.id;
      const requests = game.use((definition) => positions(definition, STARTS[id] ?? {}));
      const url = `${base}/v1/games/${id}/best-move`;
      // The first searches of a worker compile the game's code: warm every worker up first.
      await Promise.all(Array.from({ length: workers }, () => post(url, { position: requests[1], search: { timeMs: 200 } })));
      const answers = await ask(url, requests, workers, new ProgressBar(process.stderr, requests.length, id));
      console.log(describe(id, answers));
      all.push(...answers);
    }
  });
  stopBurning?.();
  console.log(describe('all games', all));
  console.log(`targets: at least 90% of the budget used by unproven searches, response p99 at most ${TIME_MS + 50} ms for every game`);
}
