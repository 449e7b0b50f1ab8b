// `npm run bench:match -- elo [pylos|amazons|family...] [--games N] [--time MS] [--second] [--lost] [--nodes N] [--burn] [--table] [--baseline COMMIT] [--threads N]`:
// our engine's strength as an Elo difference with its 95% interval, against each game family's
// sparring opponent (bench/pylos-sparring.ts, bench/amazons-sparring.ts) and, with --baseline,
// against that commit's engine (built in a temporary worktree, played in process). Games start
// from seeded random openings, each played with both colours (only with ours second: --second),
// or from the openings of the games our engine lost (--lost). Both sides play on node budgets,
// our engine at what it searches in 1000 ms here (--nodes: another) and the sparring opponents as
// calibrated to the outside bots (docs/strength.md), or with --time on the clock (--burn adds a
// busy loop a core at the same priority, a player's loaded machine). Each
// pairing appends its games to a file under bench/results/ as they finish; a run started again
// plays only the games the file lacks. As many games run at once as there are threads (default:
// one per core).
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { readManifest, type TableManifest } from '../src/games/pylos/endgame-layers.js';
import type { RuleSet } from '../src/games/pylos/geometry.js';
import { wholeNumber } from '../src/referee/arguments.js';
import { UsageError } from '../src/referee/usage-error.js';
import { answerHelp } from '../src/process/help.js';
import { buildBaseline, type BaselineBuild } from './baseline-build.js';
import { burnEveryCore } from './cpu-burners.js';
import { describeTally, type Tally } from './elo.js';
import { engineSource } from './engine-source.js';
import { MatchRecord } from './match-record.js';
import { FAMILIES, type FamilyName, type GameJob, type GameResult, type Opponent } from './strength-games.js';
import type { WorkerSetup } from './strength-worker.js';

const RESULTS = 'bench/results';

type Reply = GameResult | { error: string };

/** Worker threads that play the games of one pairing after another: strength-worker.js's, or another module's (bench/level-match.ts). */
export class GamePool<Job = GameJob> {
  private readonly workers: Worker[];

  constructor(threads: number, setup: unknown, module: URL = new URL('./strength-worker.js', import.meta.url)) {
    this.workers = Array.from({ length: threads }, () => new Worker(module, { workerData: setup }));
  }

  /** Plays every job, each worker taking the next as it finishes one; reports each result. */
  playAll(jobs: Job[], onResult: (result: GameResult) => void): Promise<void> {
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

/** The games of a pairing: both colours of each opening, or only ours second (odd indices). */
function gameIndices(count: number, second: boolean): number[] {
  if (second) return Array.from({ length: count }, (_, k) => 2 * k + 1);
  // Each opening is played with both colours.
  return Array.from({ length: 2 * Math.ceil(count / 2) }, (_, index) => index);
}

/** The games our engine lost, a line each with its opening, so that they can be replayed. */
function losses(games: GameResult[], family: FamilyName, lost: boolean): string[] {
  return games
    .filter((game) => game.points === 0)
    .sort((a, b) => a.index - b.index)
    .map((game) => `  lost game ${game.index} as ${game.engineFirst ? 'first' : 'second'} (${game.reason}, ${game.plies} plies), opening ${FAMILIES[family].opening(game.index, lost).join(' ')}`);
}

/** The summary of a pairing's recorded games. */
export function summary(games: GameResult[], kind: Opponent): string {
  const tally: Tally = { wins: 0, draws: 0, losses: 0 };
  let pointsFirst = 0;
  let pointsSecond = 0;
  const sum = (key: 'plies' | 'engineMoves' | 'engineDepths' | 'sparringMoves' | 'sparringDepths') => games.reduce((total, game) => total + game[key], 0);
  for (const game of games) {
    if (game.points === 1) tally.wins++;
    else if (game.points === 0) tally.losses++;
    else tally.draws++;
    if (game.engineFirst) pointsFirst += game.points;
    else pointsSecond += game.points;
  }
  const first = games.filter((game) => game.engineFirst).length;
  const sides = `${pointsFirst} of ${first} points as first, ${pointsSecond} of ${games.length - first} as second`;
  const depths = `mean depth ours ${(sum('engineDepths') / sum('engineMoves')).toFixed(1)}` + (kind === 'sparring' ? `, theirs ${(sum('sparringDepths') / sum('sparringMoves')).toFixed(2)}` : '');
  return `${describeTally(tally)}, ${sides}, ${(sum('plies') / games.length).toFixed(0)} plies a game, ${depths}`;
}

interface Pairing {
  family: FamilyName;
  /** The opponent's name: "sparring" or the baseline's commit. */
  opponent: string;
  kind: Opponent;
}

async function playPairing(pool: GamePool, { family, opponent, kind }: Pairing, options: Options): Promise<string> {
  const { timeMs, second, lost } = options;
  // Every lost opening once: with both colours, two games each.
  const lostGames = FAMILIES[family].lostOpenings * (second ? 1 : 2);
  const indices = gameIndices(lost ? lostGames : (options.games ?? FAMILIES[family].defaultGames), second);
  const engineNodes = options.nodes ?? FAMILIES[family].engineNodes;
  const nodes = options.nodes === undefined ? 'nodes' : `nodes${options.nodes}`;
  const budget = (timeMs === undefined ? nodes : `${timeMs}ms`) + (lost ? '-lost' : '') + (options.burn ? '-burn' : '') + (options.table ? `-table${options.table.passes}` : '');
  // --second plays the odd games of the both-colours pairing, so the two share one file.
  const source = engineSource();
  const path = `${RESULTS}/${family}-${opponent}-${budget}-${source.short}.jsonl`;
  const { sparringBudget } = FAMILIES[family];
  const engine = source.id;
  const settings = timeMs === undefined ? { family, opponent, engine, engineNodes, ...(kind === 'sparring' ? { sparringBudget } : {}) } : { family, opponent, engine, timeMs };
  const record = MatchRecord.open(path, settings);
  const jobs = indices.filter((index) => !record.has(index)).map((index): GameJob => ({ family, opponent: kind, index, timeMs, lost, engineNodes: options.nodes }));
  const label = `${family} against ${opponent}`;
  const games = await playRecorded(pool, record, jobs, { label, path, indices }, (done) => `, ${summary(done, kind)}`);
  const loads = games.flatMap((game) => (game.load === undefined ? [] : [game.load]));
  // On the clock the load decides how much search each move got.
  const load = timeMs !== undefined && loads.length > 0 ? `, load average ${Math.min(...loads)}-${Math.max(...loads)} as games ended` : '';
  return [`${label.padEnd(40)} ${summary(games, kind)}${load}`, ...losses(games, family, lost)].join('\n');
}

/**
 * Plays the jobs a pairing's file lacks, each result recorded as it finishes, with the progress
 * and the time left on stderr (`more` adds to each line); answers the pairing's recorded games.
 */
export async function playRecorded<Job>(
  pool: GamePool<Job>,
  record: MatchRecord,
  jobs: Job[],
  { label, path, indices }: { label: string; path: string; indices: number[] },
  more: (done: GameResult[]) => string = () => '',
): Promise<GameResult[]> {
  const pairing = () => record.games.filter((game) => indices.includes(game.index));
  const started = performance.now();
  let played = 0;
  console.log(`${label}: ${indices.length - jobs.length} of ${indices.length} games already in ${path}`);
  await pool.playAll(jobs, (result) => {
    // The machine's load as each game ends: what a game on the clock was played under.
    record.add({ ...result, load: Math.round(loadavg()[0] * 10) / 10 });
    played++;
    const elapsed = performance.now() - started;
    const done = pairing();
    process.stderr.write(`\r${label}: ${done.length}/${indices.length} games, ${minutes(elapsed)} this run, about ${minutes((elapsed / played) * (jobs.length - played))} to go${more(done)}   `);
  });
  if (played > 0) process.stderr.write('\n');
  return pairing();
}

const USAGE = `usage: npm run bench:match -- elo [pylos|amazons|pylos-standard|pylos-advanced ...] [--games N] [--time MS] [--second] [--lost] [--nodes N] [--burn] [--table] [--baseline COMMIT] [--threads N]
  --games N    games a pairing (with --second: openings, each with our engine second)
  --time MS    both sides on the clock, MS a move, instead of their node budgets
  --second     our engine plays second only (Pylos' winning side)
  --nodes N    our engine's node budget instead of its 1000 ms here (what a loaded machine leaves it)
  --lost       start from the openings of the games our engine lost (test/data/pylos), each once
  --burn       a busy loop on every core at normal priority beside the games (with --time)
  --table      our engine searches with the committed Pylos endgame table (data/pylos-table) of
               the family's rule set (one Pylos family at a time)
results: one file a pairing under ${RESULTS}/; a run started again plays only the games a file lacks`;

interface Options {
  families: FamilyName[];
  /** Games a pairing; each family's default when absent. */
  games: number | undefined;
  /** Both sides' time a move; absent, node budgets. */
  timeMs: number | undefined;
  /** Our engine's node budget; absent, the family's. */
  nodes: number | undefined;
  second: boolean;
  lost: boolean;
  burn: boolean;
  /** The Pylos endgame table our engine reads, when --table: its rule set and passes. */
  table: TableManifest | undefined;
  threads: number;
  baseline: string | undefined;
}

function readOptions(argv: string[]): Options {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        games: { type: 'string' },
        time: { type: 'string' },
        second: { type: 'boolean' },
        lost: { type: 'boolean' },
        nodes: { type: 'string' },
        burn: { type: 'boolean' },
        table: { type: 'boolean' },
        baseline: { type: 'string' },
        threads: { type: 'string' },
      },
      allowPositionals: true,
    });
    const families = chosenFamilies(positionals);
    const timeMs = wholeNumber(values, 'time', 1);
    const nodes = wholeNumber(values, 'nodes', 1);
    if (nodes !== undefined && timeMs !== undefined) throw new UsageError('--nodes and --time exclude each other');
    // On node budgets a busy machine changes no game, only how long the match takes.
    if (values.burn && timeMs === undefined) throw new UsageError('--burn needs --time: on node budgets a loaded machine plays the same games');
    const without = families.filter((family) => FAMILIES[family].lostOpenings === 0);
    if (values.lost && without.length > 0) throw new UsageError(`--lost: ${without.join(', ')} has no lost openings`);
    return {
      families,
      table: values.table ? tableOf(families) : undefined,
      games: wholeNumber(values, 'games', 1),
      timeMs,
      nodes,
      second: values.second ?? false,
      lost: values.lost ?? false,
      burn: values.burn ?? false,
      threads: wholeNumber(values, 'threads', 1) ?? availableParallelism(),
      baseline: values.baseline,
    };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
}

/** The committed endgame table of the one Pylos rule set the families play, or a usage error. */
function tableOf(families: FamilyName[]): TableManifest {
  const rules = new Set(families.map((family) => (FAMILIES[family].game === 'pylos' ? (FAMILIES[family].start as { rules: RuleSet }).rules : undefined)));
  const [only] = rules;
  if (rules.size !== 1 || only === undefined) throw new UsageError('--table: one Pylos family at a time (pylos-standard or pylos-advanced)');
  const manifest = readManifest(only);
  if (manifest === undefined) throw new UsageError(`--table: no ${only} endgame table under data/pylos-table (npm run pylos-table)`);
  return manifest;
}

export async function run(argv: string[]): Promise<void> {
  answerHelp(argv, USAGE);
  const options = readOptions(argv);
  const { families, timeMs, threads, baseline: commit } = options;
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
  const setup: WorkerSetup = { baselineDist: baseline?.dist, gameIds, pylosTable: options.table?.rules };
  const pool = new GamePool(threads, setup);
  // The busy loops compete as equals: a player's other programs do not yield to the engine.
  const stopBurning = options.burn ? burnEveryCore(0) : undefined;
  try {
    const budgets = (timeMs === undefined ? 'both sides on node budgets' : `${timeMs} ms a move`) + (stopBurning ? ', a busy loop on every core beside them' : '');
    const colours = options.second ? 'our engine second' : 'each with both colours';
    const openings = (options.lost ? 'the openings of our lost games' : 'random openings') + (options.table ? `, our engine with the ${options.table.rules} endgame table` : '');
    console.log(`${budgets}, games from ${openings} (${colours}), ${threads} at once`);
    const lines: string[] = [];
    const pairing = async (family: FamilyName, opponent: string, kind: Opponent) => {
      const line = await playPairing(pool, { family, opponent, kind }, options);
      console.log(line);
      lines.push(line);
    };
    for (const family of families) {
      await pairing(family, 'sparring', 'sparring');
      if (baseline) await pairing(family, baseline.commit, 'baseline');
    }
    console.log(`\nour engine's results (wins, losses, draws) and Elo difference, ${budgets}:`);
    for (const line of lines) console.log(line);
  } finally {
    stopBurning?.();
    await pool.close();
    baseline?.remove();
  }
}
