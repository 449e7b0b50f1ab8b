import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isOneOf, readWholeNumber } from '../games/parameters.js';
import type { GameRegistry } from '../games/registry.js';
import type { SearchableGames } from '../workers/search-pool.js';
import type { ElementOf, Game, GameDefinition, Position, PositionInput } from '../games/types.js';
import { gameStart } from './game-setup.js';
import { DEFAULT_MARGIN_MS, type RefereeRules } from './referee.js';
import { outputFolder } from './output-folder.js';
import { UsageError } from './usage-error.js';

/** Every game parameter of the registry's games, each with the games that take it and what each says of it. */
function parameterNames(registry: GameRegistry): Map<string, { game: string; description: string; default?: unknown }[]> {
  const names = new Map<string, { game: string; description: string; default?: unknown }[]>();
  for (const { info } of registry.games) {
    for (const { name, description, default: value } of info.parameters) names.set(name, [...(names.get(name) ?? []), { game: info.name, description, default: value }]);
  }
  return names;
}

/** A parameter's default as the help prints it: an empty list is none. */
function defaultText(value: unknown): string {
  if (Array.isArray(value) && value.length === 0) return 'none';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** One help line per game that takes the parameter: its values, from the game's own description, and its default. */
function parameterUsage(name: string, takers: { game: string; description: string; default?: unknown }[]): string {
  return takers
    .map(({ game, description, default: value }, i) => {
      const option = i === 0 ? `--${name}`.padEnd(21) : ' '.repeat(21);
      return `  ${option}${game}: ${description.replaceAll('`', '')}${value === undefined ? '' : ` (default ${defaultText(value)})`}`;
    })
    .join('\n');
}

export function gameOptionsUsage(registry: GameRegistry): string {
  const parameters = [...parameterNames(registry)].map(([name, takers]) => parameterUsage(name, takers));
  return `game and rules options:
  --game G             ${registry.ids.join(', ')}
${parameters.join('\n')}
                       (the command line writes a list of cells comma-separated, --blocs A0,D0, and random blocs as random:b[:seed], --blocs random:4:42)
  --time T             time per move for every agent but humans, in milliseconds (1000) or seconds (1s) (default none)
  --margin T           part of the time kept for transport, likewise (default ${DEFAULT_MARGIN_MS} ms)
  --overrun lose|forfeit   a late agent loses (default), or skips its turn (games whose positions can skip one)
  --human-illegal retry|lose   a human's illegal move is refused (default) or loses
  --out DIR            folder for the game records, relative to where the command was run (default .)
  --help               this help`;
}

/** The options every referee command takes: the common ones and every game parameter. */
export function refereeOptions(registry: GameRegistry): NonNullable<ParseArgsConfig['options']> {
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const name of ['game', ...parameterNames(registry).keys(), 'time', 'margin', 'overrun', 'human-illegal', 'out']) {
    options[name] = { type: 'string' };
  }
  return options;
}

export type Values = Record<string, string | boolean | undefined>;

/** parseArgs with its errors turned into usage errors. */
export function readOptions(argv: string[], options: ParseArgsConfig['options']): Values {
  try {
    const { values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false });
    const read: Values = {};
    for (const [name, value] of Object.entries(values)) if (typeof value === 'string' || typeof value === 'boolean') read[name] = value;
    return read;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export function wholeNumber(values: Values, name: string, min: number): number | undefined {
  const text = values[name];
  if (text === undefined) return undefined;
  const read = typeof text === 'string' ? readWholeNumber(name, text) : null;
  if (!read?.ok || read.value < min) throw new UsageError(`--${name} must be a whole number of at least ${min}, not '${String(text)}'`);
  return read.value;
}

/**
 * A duration in milliseconds: a whole number of milliseconds (`1000`, `1000ms`) or seconds as the
 * seeds give time limits (`1s`, `0.5s`), at least `min` milliseconds.
 */
export function milliseconds(values: Values, name: string, min: number): number | undefined {
  const text = values[name];
  if (text === undefined) return undefined;
  const m = typeof text === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(ms|s)?\s*$/i.exec(text) : null;
  const ms = m === null ? NaN : Number(m[1]) * (m[2]?.toLowerCase() === 's' ? 1000 : 1);
  if (!Number.isInteger(ms) || ms < min) {
    throw new UsageError(`--${name} is a whole number of milliseconds of at least ${min} (1000 or 1000ms) or seconds (1s, 0.5s), not '${String(text)}'`);
  }
  return ms;
}

function choice<T extends string>(values: Values, name: string, allowed: readonly [T, ...T[]]): T {
  const text = values[name] ?? allowed[0];
  if (typeof text !== 'string' || !isOneOf(text, allowed)) throw new UsageError(`--${name} is ${allowed.join(' or ')}, not '${String(text)}'`);
  return text;
}

/** A referee command's work once its game and rules of play are known, with the game's own types. */
export type RefereeCommand<T> = <S, M, P extends Position>(rules: RefereeRules<S, M, P> & { outDir: string }, values: Values, games: SearchableGames) => T;

/** Reads a referee command's options (the common ones, every game parameter and its own), then runs it on the game named by --game. */
export function runOnChosenGame<T>(argv: string[], games: SearchableGames, own: ParseArgsConfig['options'], command: RefereeCommand<T>): T {
  const values = readOptions(argv, { ...refereeOptions(games.registry), ...own });
  return chosenGame(values, games.registry).use((game) => command(refereeRules(values, game, games.registry), values, games));
}

/** The game named by --game. */
function chosenGame(values: Values, registry: GameRegistry): Game {
  const id = values.game;
  if (typeof id !== 'string') throw new UsageError(`--game is required: ${registry.ids.join(', ')}`);
  const game = registry.find(id);
  if (!game) throw new UsageError(`unknown game '${id}': the games are ${registry.ids.join(', ')}`);
  return game;
}

/** The game's parameters as a position, read by the game's own readers; the game's setup checks their values. */
function parameters<S, Q extends PositionInput, P extends Q & Position>(values: Values, game: GameDefinition<S, Q, P>, registry: GameRegistry): Partial<Q> {
  let given: Partial<Q> = {};
  for (const name of parameterNames(registry).keys()) {
    const text = values[name];
    if (typeof text !== 'string') continue;
    const reader = game.parameterReaders[name];
    if (!reader) throw new UsageError(`--${name} is not a parameter of ${game.info.name}`);
    const read = reader(text);
    if (!read.ok) throw new UsageError(`--${name}: ${read.fault.reason}`);
    given = { ...given, ...read.value };
  }
  return given;
}

/** The rules of play every command shares, for the game chosen. */
function refereeRules<S, Q extends PositionInput, P extends Q & Position>(
  values: Values,
  game: GameDefinition<S, Q, P>,
  registry: GameRegistry,
): RefereeRules<S, ElementOf<Q['moves']>, P> & { outDir: string } {
  const overrun = choice(values, 'overrun', ['lose', 'forfeit']);
  if (overrun === 'forfeit' && !game.skipTurn) {
    throw new UsageError(`--overrun forfeit skips a late player's turn, and ${game.info.name} positions cannot skip one`);
  }
  return {
    game,
    start: gameStart(game, parameters(values, game, registry)),
    timeLimitMs: milliseconds(values, 'time', 1),
    marginMs: milliseconds(values, 'margin', 0) ?? DEFAULT_MARGIN_MS,
    overrun: overrun === 'forfeit' ? 'skip' : 'lose',
    humanIllegal: choice(values, 'human-illegal', ['retry', 'lose']),
    stepper: values.stepper === true,
    showBoards: true,
    outDir: outputFolder(typeof values.out === 'string' ? values.out : '.'),
  };
}
