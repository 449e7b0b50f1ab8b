// `npm run bench:match -- elo [pylos|amazons|family...] [--games N] [--time MS] [--baseline COMMIT] [--threads N]`:
// our engine's strength as an Elo difference with its 95% interval, against each game family's
// sparring opponent (bench/pylos-sparring.ts, bench/amazons-sparring.ts) and, with --baseline,
// against that commit's engine (built in a temporary worktree, played in process). Games start
// from seeded random openings, each played with both colours, at a short time control; as many
// games run at once as there are threads (default: one per core).
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { buildBaseline, type BaselineBuild } from './baseline-build.js';
import { describeTally, type Tally } from './elo.js';
import { FAMILIES, type FamilyName, type GameJob, type GameResult, type Opponent } from './strength-games.js';
import type { WorkerSetup } from './strength-worker.js';

const DEFAULT_TIME_MS = 100;
/**
 * Games per pairing. About 4 s a Pylos game and 8 s an Amazons game at 100 ms a move, two at once:
 * with a baseline, each game's pairings (Pylos: two rule sets, two opponents) take about 25 minutes.
 */
const DEFAULT_GAMES = 200;

type Reply = GameResult | { error: string };

/** Worker threads that play the games of one pairing after another. */
class GamePool {
  private readonly workers: Worker[];

  constructor(threads: number, setup: WorkerSetup) {
    this.workers = Array.from({ length: threads }, () => new Worker(new URL('./strength-worker.js', import.meta.url), { workerData: setup }));
  }

  /** Plays every job, each worker taking the next as it finishes one; reports each result. */
  playAll(jobs: GameJob[], onResult: (result: GameResult) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      let next = 0;
      let done = 0;
      const feed = (worker: Worker) => {
        if (next < jobs.length) worker.postMessage(jobs[next++]);
      };
      for (const worker of this.workers) {
        worker.removeAllListeners('message').removeAllListeners('error');
        worker.on('error', reject);
        worker.on('message', (reply: Reply) => {
          if ('error' in reply) return reject(new Error(reply.error));
          onResult(reply);
          if (++done === jobs.length) resolve();
          else feed(worker);
        });
        feed(worker);
      }
    });
  }

  close(): Promise<number[]> {
    return Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

function minutes(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Families named on the command line: a family's name, or a game's for all its families. */
function chosenFamilies(names: string[]): FamilyName[] {
  const all = Object.keys(FAMILIES) as FamilyName[]; // Object.keys loses the literal keys
  if (names.length === 0) return all;
  return names.flatMap((name) => {
    const found = all.filter((family) => family === name || FAMILIES[family].game === name);
    if (found.length === 0) throw new Error(`unknown game or family '${name}': ${all.join(', ')}`);
    return found;
  });
}

function wholeNumber(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`--${name} takes a whole number of at least 1, not '${text}'`);
  return Number(text);
}

async function playPairing(pool: GamePool, family: FamilyName, opponent: string, kind: Opponent, games: number, timeMs: number): Promise<string> {
  const jobs = Array.from({ length: games }, (_, index): GameJob => ({ family, opponent: kind, index, timeMs }));
  const tally: Tally = { wins: 0, draws: 0, losses: 0 };
  let plies = 0;
  const label = `${family} against ${opponent}`;
  const started = performance.now();
  await pool.playAll(jobs, (result) => {
    if (result.points === 1) tally.wins++;
    else if (result.points === 0) tally.losses++;
    else tally.draws++;
    plies += result.plies;
    const done = tally.wins + tally.draws + tally.losses;
    process.stderr.write(`\r${label}: ${done}/${games} games, ${minutes(performance.now() - started)}, ${describeTally(tally)}   `);
  });
  process.stderr.write('\n');
  return `${label.padEnd(40)} ${describeTally(tally)}, ${(plies / games).toFixed(0)} plies a game, ${minutes(performance.now() - started)}`;
}

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { games: { type: 'string' }, time: { type: 'string' }, baseline: { type: 'string' }, threads: { type: 'string' } },
    allowPositionals: true,
  });
  const families = chosenFamilies(positionals);
  // Each opening is played with both colours.
  const games = 2 * Math.ceil(wholeNumber(values.games, DEFAULT_GAMES, 'games') / 2);
  const timeMs = wholeNumber(values.time, DEFAULT_TIME_MS, 'time');
  const threads = wholeNumber(values.threads, availableParallelism(), 'threads');
  let baseline: BaselineBuild | undefined;
  if (values.baseline !== undefined) {
    console.log(`building the baseline ${values.baseline} in a temporary worktree...`);
    baseline = buildBaseline(values.baseline);
    console.log(`baseline: ${baseline.commit} ${baseline.subject}`);
  }
  const gameIds = [...new Set(families.map((family) => FAMILIES[family].game))];
  const pool = new GamePool(threads, { baselineDist: baseline?.dist, gameIds });
  try {
    console.log(`our engine at ${timeMs} ms a move, ${games} games a pairing from random openings (each with both colours), ${threads} at once`);
    const lines: string[] = [];
    for (const family of families) {
      lines.push(await playPairing(pool, family, 'sparring', 'sparring', games, timeMs));
      if (baseline) lines.push(await playPairing(pool, family, baseline.commit, 'baseline', games, timeMs));
    }
    console.log(`\nour engine's results (wins, losses, draws) and Elo difference, ${timeMs} ms a move:`);
    for (const line of lines) console.log(line);
  } finally {
    await pool.close();
    baseline?.remove();
  }
}
