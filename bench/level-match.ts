// `npm run bench:match -- levels <game> [--games N] [--levels A-B] [--threads N]`: the ladder of a
// game's levels (docs/levels.md). Each level plays the one below it, and level 1 a uniformly random
// legal mover, from seeded random openings with both colours, on node budgets (bench/level-games.ts).
// Each pairing appends its games to a file under bench/results/ as they finish (bench/match-record.ts);
// a run started again plays only the games a file lacks. Prints each pairing's score and Elo with its
// 95% interval, then the ladder: each level's Elo over the random mover, the differences added up.
import { parseArgs } from 'node:util';
import { MAX_LEVEL, MIN_LEVEL, type LevelTable } from '../src/games/level-table.js';
import { registry } from '../src/games/index.js';
import { answerHelp } from '../src/process/help.js';
import { wholeNumber } from '../src/referee/arguments.js';
import { eloEstimate, type Tally } from './elo.js';
import { engineSource } from './engine-source.js';
import { LADDER_STARTS, type LevelJob } from './level-games.js';
import { MatchRecord } from './match-record.js';
import type { GameResult } from './strength-games.js';
import { GamePool, playRecorded, summary } from './strength.js';

const RESULTS = 'bench/results';
const USAGE = `usage: npm run bench:match -- levels <${Object.keys(LADDER_STARTS).join('|')}> [--games N] [--levels A-B] [--threads N]
  --games N    games a pairing, both colours of each opening (default 100)
  --levels A-B the levels played against the one below (1: against the random mover); default ${MIN_LEVEL}-${MAX_LEVEL}
  --threads N  games at once (default 1: the machine is shared)
results: one file a pairing under ${RESULTS}/; a run started again plays only the games a file lacks`;

export function tallyOf(games: GameResult[]): Tally {
  return {
    wins: games.filter((g) => g.points === 1).length,
    draws: games.filter((g) => g.points === 0.5).length,
    losses: games.filter((g) => g.points === 0).length,
  };
}

function readRange(text: string | undefined): [number, number] {
  if (text === undefined) return [MIN_LEVEL, MAX_LEVEL];
  const match = /^(\d+)(?:-(\d+))?$/.exec(text);
  const [low, high] = match ? [Number(match[1]), Number(match[2] ?? match[1])] : [0, 0];
  if (low < MIN_LEVEL || high > MAX_LEVEL || low > high) throw new Error(`--levels is A-B within ${MIN_LEVEL}-${MAX_LEVEL}, not '${text}'`);
  return [low, high];
}

export async function run(argv: string[]): Promise<void> {
  answerHelp(argv, USAGE);
  let game: string, games: number, threads: number, low: number, high: number, table: LevelTable | undefined;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { games: { type: 'string' }, levels: { type: 'string' }, threads: { type: 'string' } }, allowPositionals: true });
    [game] = positionals;
    table = registry.find(game)?.use((definition) => definition.levels);
    if (positionals.length !== 1 || !(game in LADDER_STARTS) || !table) throw new Error(`name one game: ${Object.keys(LADDER_STARTS).join(', ')}`);
    games = wholeNumber(values, 'games', 1) ?? 100;
    threads = wholeNumber(values, 'threads', 1) ?? 1;
    [low, high] = readRange(values.levels);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
  const source = engineSource();
  const pool = new GamePool<LevelJob>(threads, undefined, new URL('./level-worker.js', import.meta.url));
  const indices = Array.from({ length: 2 * Math.ceil(games / 2) }, (_, i) => i);
  const rows: { level: number; tally: Tally; line: string }[] = [];
  try {
    console.log(`${game}: each level against the one below (level 1 against a random mover), ${indices.length} games a pairing, node budgets, ${threads} at once`);
    for (let level = low; level <= high; level++) {
      const opponent = level === 1 ? 'random' : `L${level - 1}`;
      const path = `${RESULTS}/levels-${game}-L${level}-${opponent}-${source.short}.jsonl`;
      const record = MatchRecord.open(path, { game, level, opponent, engine: source.id, settings: table, start: LADDER_STARTS[game] });
      const jobs = indices.filter((index) => !record.has(index)).map((index): LevelJob => ({ game, level, index }));
      const label = `L${level} against ${opponent}`;
      const done = await playRecorded(pool, record, jobs, { label, path, indices });
      const { score } = eloEstimate(tallyOf(done));
      const line = `${label.padEnd(18)} score ${(100 * score).toFixed(1)}%  ${summary(done, 'sparring')}`;
      console.log(line);
      rows.push({ level, tally: tallyOf(done), line });
    }
  } finally {
    await pool.close();
  }
  console.log(`\n${game} ladder (Elo of each level over the one below, 95% interval; the sum from level ${low}'s opponent):`);
  console.log('level  score   Elo   low    high   ladder');
  let ladder = 0;
  for (const { level, tally } of rows) {
    const { score, elo, low: lo, high: hi } = eloEstimate(tally);
    ladder += elo;
    const n = (x: number) => (Number.isFinite(x) ? Math.round(x).toString() : x > 0 ? '+inf' : '-inf').padStart(6);
    console.log(`${String(level).padStart(5)} ${(100 * score).toFixed(1).padStart(6)}% ${n(elo)} ${n(lo)} ${n(hi)} ${n(ladder)}`);
  }
}
