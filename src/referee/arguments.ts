import { parseArgs, type ParseArgsConfig } from 'node:util';
import { findGame, games } from '../games/index.js';
import type { GameDefinition } from '../games/types.js';
import { gameStart } from './game-setup.js';
import { DEFAULT_MARGIN_MS, type RefereeRules } from './referee.js';
import { UsageError } from './usage-error.js';

export const GAME_OPTIONS_USAGE = `game and rules options:
  --game G             ${[...games.keys()].join(', ')}
  --n N --s S          Line 'em Up board size and line length
  --blocs CELLS        Line 'em Up blocs: cells like A0,D3, or random:B[:SEED]
  --rules R            Pylos rule set: advanced or standard
  --size N             Amazons board size
  --time MS            milliseconds per move for every agent but humans (default none)
  --margin MS          part of the time kept for transport (default ${DEFAULT_MARGIN_MS})
  --overrun lose|forfeit   a late agent loses (default), or skips its turn (Connect 4 only)
  --human-illegal retry|lose   a human's illegal move is refused (default) or loses
  --out DIR            folder for the game records (default .)`;

export const COMMON_OPTIONS = {
  game: { type: 'string' },
  n: { type: 'string' },
  s: { type: 'string' },
  blocs: { type: 'string' },
  rules: { type: 'string' },
  size: { type: 'string' },
  time: { type: 'string' },
  margin: { type: 'string' },
  overrun: { type: 'string' },
  'human-illegal': { type: 'string' },
  out: { type: 'string' },
} as const;

export type Values = Record<string, string | boolean | undefined>;

/** parseArgs with its errors turned into usage errors. */
export function readOptions(argv: string[], options: ParseArgsConfig['options']): Values {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function wholeNumber(values: Values, name: string, min: number): number | undefined {
  const text = values[name];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (typeof text !== 'string' || !Number.isInteger(value) || value < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min}, not '${String(text)}'`);
  }
  return value;
}

function choice<T extends string>(values: Values, name: string, allowed: readonly T[]): T {
  const text = (values[name] ?? allowed[0]) as string;
  if (!allowed.includes(text as T)) throw new UsageError(`--${name} is ${allowed.join(' or ')}, not '${text}'`);
  return text as T;
}

/** The game's parameters as a position object; the game's setup checks their values. */
function parameters(values: Values, game: GameDefinition<unknown>): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  const names = new Set(game.info.parameters.map((p) => p.name));
  for (const name of ['n', 's', 'blocs', 'rules', 'size']) {
    const text = values[name];
    if (text === undefined) continue;
    if (!names.has(name)) throw new UsageError(`--${name} is not a parameter of ${game.info.name}`);
    if (name === 'rules') given.rules = text;
    else if (name === 'blocs') given.blocs = blocs(String(text));
    else given[name] = wholeNumber(values, name, 1);
  }
  return given;
}

function blocs(text: string): unknown {
  const random = /^random:(\d+)(?::(\d+))?$/.exec(text);
  if (random) return { random: Number(random[1]), ...(random[2] === undefined ? {} : { seed: Number(random[2]) }) };
  return text.split(',').map((cell) => cell.trim()).filter((cell) => cell !== '');
}

/** The game and the rules of play every command shares. */
export function refereeRules(values: Values): RefereeRules<unknown> & { outDir: string } {
  const id = values.game;
  if (typeof id !== 'string') throw new UsageError(`--game is required: ${[...games.keys()].join(', ')}`);
  const game = findGame(id);
  if (!game) throw new UsageError(`unknown game '${id}': the games are ${[...games.keys()].join(', ')}`);
  const overrun = choice(values, 'overrun', ['lose', 'forfeit'] as const);
  if (overrun === 'forfeit' && id !== 'connect4') {
    throw new UsageError('--overrun forfeit is for Connect 4 only, whose positions can skip a turn');
  }
  return {
    game,
    start: gameStart(game, parameters(values, game)),
    timeLimitMs: wholeNumber(values, 'time', 1),
    marginMs: wholeNumber(values, 'margin', 0) ?? DEFAULT_MARGIN_MS,
    overrun,
    humanIllegal: choice(values, 'human-illegal', ['retry', 'lose'] as const),
    stepper: values.stepper === true,
    showBoards: true,
    outDir: typeof values.out === 'string' ? values.out : '.',
  };
}
