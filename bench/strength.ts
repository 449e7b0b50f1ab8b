// `npm run bench:match -- elo [pylos|amazons|family...] [--games N] [--time MS] [--baseline COMMIT] [--threads N]`:
// our engine's strength as an Elo difference with its 95% interval, against each game family's
// sparring opponent (bench/pylos-sparring.ts, bench/amazons-sparring.ts) and, with --baseline,
// against that commit's engine (built in a temporary worktree, played in process). Games start
// from seeded random openings, each played with both colours, at a short time control; as many
// games run at once as there are threads (default: one per core).
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { wholeNumber } from '../src/referee/arguments.js';
import { UsageError } from '../src/referee/usage-error.js';
import { answerHelp } from '../src/process/help.js';
import { buildBaseline, type BaselineBuild } from './baseline-build.js';
import { describeTally, type Tally } from './elo.js';
import { FAMILIES, type FamilyName, type GameJob, type GameResult, type Opponent } from './strength-games.js';
import type { WorkerSetup } from './strength-worker.js';

const DEFAULT_TIME_MS = 100;

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
    if (found.length === 0) throw new UsageError(`unknown game or family '${name}': ${all.join(', ')}`);
    return found;
  });
}

async function playPairing(pool: GamePool, family: FamilyName, opponent: string, kind: Opponent, asked: number | undefined, timeMs: number): Promise<string> {
  // Each opening is played with both colours.
  const games = 2 * Math.ceil((asked ?? FAMILIES[family].defaultGames) / 2);
  const jobs = Array.from({ length: games }, (_, index): GameJob => ({ family, opponent: kind, index, timeMs }));
  const tally: Tally = { wins: 0, draws: 0, losses: 0 };
  let plies = 0;
  let pointsFirst = 0;
  const label = `${family} against ${opponent}`;
  const started = performance.now();
  await pool.playAll(jobs, (result) => {
    if (result.points === 1) tally.wins++;
    else if (result.points === 0) tally.losses++;
    else tally.draws++;
    plies += result.plies;
    if (result.engineFirst) pointsFirst += result.points;
    const done = tally.wins + tally.draws + tally.losses;
    process.stderr.write(`\r${label}: ${done}/${games} games, ${minutes(performance.now() - started)}, ${describeTally(tally)}   `);
  });
  process.stderr.write('\n');
  const asFirst = `${pointsFirst} of ${games / 2} points as first, ${tally.wins + tally.draws / 2 - pointsFirst} as second`;
  return `${label.padEnd(40)} ${describeTally(tally)}, ${asFirst}, ${(plies / games).toFixed(0)} plies a game, ${minutes(performance.now() - started)}`;
}

const USAGE = 'usage: npm run bench:match -- elo [pylos|amazons|pylos-standard|pylos-advanced ...] [--games N] [--time MS] [--baseline COMMIT] [--threads N]';

interface Options {
  families: FamilyName[];
  /** Games a pairing; each family's default when absent. */
  games: number | undefined;
  timeMs: number;
  threads: number;
  baseline: string | undefined;
}

function readOptions(argv: string[]): Options {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { games: { type: 'string' }, time: { type: 'string' }, baseline: { type: 'string' }, threads: { type: 'string' } },
      allowPositionals: true,
    });
    return {
      families: chosenFamilies(positionals),
      games: wholeNumber(values, 'games', 1),
      timeMs: wholeNumber(values, 'time', 1) ?? DEFAULT_TIME_MS,
      threads: wholeNumber(values, 'threads', 1) ?? availableParallelism(),
      baseline: values.baseline,
    };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
}

export async function run(argv: string[]): Promise<void> {
  answerHelp(argv, USAGE);
  const { families, games, timeMs, threads, baseline: commit } = readOptions(argv);
  let baseline: BaselineBuild | undefined;
  if (commit !== undefined) {
    console.log(`building the baseline ${commit} in a temporary worktree...`);
    baseline = buildBaseline(commit);
    console.log(`baseline: ${baseline.commit} ${baseline.subject}`);
    // An interrupted run still removes its worktree.
    const built = baseline;
    process.once('SIGINT', () => {
      built.remove();
      process.exit(130);
    });
  }
  const gameIds = [...new Set(families.map((family) => FAMILIES[family].game))];
  const pool = new GamePool(threads, { baselineDist: baseline?.dist, gameIds });
  try {
    console.log(`our engine at ${timeMs} ms a move, games from random openings (each with both colours), ${threads} at once`);
    const lines: string[] = [];
    const pairing = async (family: FamilyName, opponent: string, kind: Opponent) => {
      const line = await playPairing(pool, family, opponent, kind, games, timeMs);
      console.log(line);
      lines.push(line);
    };
    for (const family of families) {
      await pairing(family, 'sparring', 'sparring');
      if (baseline) await pairing(family, baseline.commit, 'baseline');
    }
    console.log(`\nour engine's results (wins, losses, draws) and Elo difference, ${timeMs} ms a move:`);
    for (const line of lines) console.log(line);
  } finally {
    await pool.close();
    baseline?.remove();
  }
}
