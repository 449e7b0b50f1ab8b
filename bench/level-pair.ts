// `npm run bench:match -- level-pair <game> --weak D/T[/N[/W]] --strong D/T[/N[/W]] [--games N] [--start JSON] [--threads N]`:
// a screening of two level settings tried against each other before they go into a game's table
// (docs/levels.md), on the ladder's games (bench/level-games.ts): seeded openings, both colours,
// node budgets. A setting is depth/temperature[/nodes[/width]] (nodes default: the game's maximum,
// so the depth stops the search; width: the root moves searched past the first ply, default all).
// `--weak random` plays the uniformly random mover against the strong setting as level 1;
// `--strong top` plays level 10 at its table's topNodes against the weak setting as level 9;
// otherwise they play as levels 5 and 4, with level 3's safety. Nothing is recorded.
import { parseArgs } from 'node:util';
import type { LevelSetting } from '../src/games/level-table.js';
import { MAX_LEVEL } from '../src/games/level-table.js';
import { registry } from '../src/games/index.js';
import { answerHelp } from '../src/process/help.js';
import { wholeNumber } from '../src/referee/arguments.js';
import { eloEstimate } from './elo.js';
import { LADDER_STARTS, type LevelJob } from './level-games.js';
import { tallyOf } from './level-match.js';
import type { GameResult } from './strength-games.js';
import { GamePool, summary } from './strength.js';

const USAGE = `usage: npm run bench:match -- level-pair <${Object.keys(LADDER_STARTS).join('|')}> --weak D/T[/N[/W]]|random --strong D/T[/N[/W]]|top [--games N] [--start JSON] [--threads N]
  --weak, --strong  depth/temperature[/nodes[/width]] of a level setting; random: the random mover; top: level ${MAX_LEVEL}
  --games N         games, both colours of each opening (default 20)
  --start JSON      the position to start from (default the ladder's, e.g. '{"n":10,"s":5}' for line-em-up)
  --threads N       games at once (default 1: the machine is shared)`;

function settingOf(text: string, maxNodes: number): LevelSetting {
  const [depth, temperature, nodes = maxNodes, width, ...rest] = text.split('/').map(Number);
  const whole = (n: number) => Number.isInteger(n) && n >= 1;
  if (rest.length > 0 || !whole(depth) || !(temperature >= 0) || !whole(nodes) || !(width === undefined || whole(width))) {
    throw new Error(`a setting is depth/temperature[/nodes[/width]], not '${text}'`);
  }
  return width === undefined ? { depth, temperature, nodes } : { depth, temperature, nodes, width };
}

export async function run(argv: string[]): Promise<void> {
  answerHelp(argv, USAGE);
  let game: string, games: number, threads: number, level: number, trial: LevelJob['trial'], start: object | undefined;
  try {
    const options = { weak: { type: 'string' }, strong: { type: 'string' }, games: { type: 'string' }, start: { type: 'string' }, threads: { type: 'string' } } as const;
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true });
    [game] = positionals;
    const maxNodes = registry.find(game)?.use((definition) => (definition.levels ? definition.info.limits.nodes.max : undefined));
    if (positionals.length !== 1 || !(game in LADDER_STARTS) || maxNodes === undefined) throw new Error(`name one game: ${Object.keys(LADDER_STARTS).join(', ')}`);
    if (values.weak === undefined || values.strong === undefined) throw new Error('name both settings, --weak and --strong');
    if (values.weak === 'random' && values.strong === 'top') throw new Error('the random mover plays level 1, not the top');
    games = wholeNumber(values, 'games', 1) ?? 20;
    threads = wholeNumber(values, 'threads', 1) ?? 1;
    start = values.start === undefined ? undefined : (JSON.parse(values.start) as object);
    if (values.weak === 'random') [level, trial] = [1, { level: settingOf(values.strong, maxNodes) }];
    else if (values.strong === 'top') [level, trial] = [MAX_LEVEL, { opponent: settingOf(values.weak, maxNodes) }];
    else [level, trial] = [5, { level: settingOf(values.strong, maxNodes), opponent: settingOf(values.weak, maxNodes) }];
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
  const pool = new GamePool<LevelJob>(threads, undefined, new URL('./level-worker.js', import.meta.url));
  const jobs = Array.from({ length: 2 * Math.ceil(games / 2) }, (_, index): LevelJob => ({ game, level, index, trial, start }));
  const done: GameResult[] = [];
  try {
    await pool.playAll(jobs, (result) => done.push(result));
  } finally {
    await pool.close();
  }
  const score = 100 * eloEstimate(tallyOf(done)).score;
  const firstWins = done.filter((g) => g.points !== 0.5 && (g.points === 1) === g.engineFirst).length;
  console.log(`level-pair ${argv.join(' ')}: the strong scores ${score.toFixed(1)}%, ${summary(done, 'sparring')}; the first player won ${firstWins}`);
}
