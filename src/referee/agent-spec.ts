import { SEED_LIMIT } from '../analysis/level.js';
import { MAX_LEVEL, MIN_LEVEL } from '../games/level-table.js';
import type { SearchOptions } from '../analysis/search-options.js';
import type { Algorithm } from '../engine/limits.js';
import type { GameRegistry } from '../games/registry.js';
import type { GameInfo, GamePlay, Position } from '../games/types.js';
import { isOneOf } from '../games/parameters.js';
import { UsageError } from './usage-error.js';

/** An agent as named on the command line. */
export type AgentSpec =
  | { kind: 'engine'; search: SearchOptions }
  | { kind: 'url'; url: string }
  | { kind: 'command'; command: string }
  | { kind: 'human' };

const ALGORITHMS: Algorithm[] = ['iterative', 'alphabeta', 'minimax'];
const LIMITS = ['timeMs', 'depth', 'nodes'] as const;

export const AGENT_FORMS =
  'engine[:key=value,...] (keys timeMs, depth, nodes, algorithm, evaluation, level, seed), an http(s) best-move URL, human, or (games with a course command-line form: Connect 4) cmd:<command line>';

/** An engine agent's keys with their values and defaults, each game's where they differ (the service's own defaults). */
export function engineKeysUsage(registry: GameRegistry): string {
  const perGame = (describe: (info: GameInfo) => string) => registry.games.map(({ info }) => `${info.name} ${describe(info)}`).join('; ');
  return `an engine's keys: timeMs, depth and nodes limit its search (whole numbers, up to the game's maximum); with none
               of them it searches for the game's default time (${perGame((info) => `${info.limits.timeMs.default} ms`)})
               algorithm: ${ALGORITHMS.join(', ')} (default iterative)
               evaluation: ${perGame((info) => `${info.evaluations.map((e) => e.name).join(', ')} (default ${info.defaultEvaluation})`)}
               level: ${MIN_LEVEL} to ${MAX_LEVEL}, a strength for people (docs/levels.md); seed: fixes a level's random pick`;
}

/**
 * Reads `engine[:key=value,...]`, a best-move URL, `human` or `cmd:<command line>`, checking engine
 * keys against the game.
 */
export function parseAgentSpec<S, M, P extends Position>(text: string, game: GamePlay<S, M, P>): AgentSpec {
  if (text === 'human') return { kind: 'human' };
  if (text.startsWith('cmd:')) {
    if (!game.commandProgram) throw new UsageError(`cmd: agents speak a course's command-line form, which ${game.info.name} does not have`);
    const command = text.slice(4).trim();
    if (command === '') throw new UsageError('cmd: needs a command line, like cmd:python3 bot.py');
    return { kind: 'command', command };
  }
  if (/^https?:\/\//.test(text)) {
    try {
      return { kind: 'url', url: new URL(text).href };
    } catch {
      throw new UsageError(`'${text}' is not a valid URL`);
    }
  }
  const [name, settings] = splitOnce(text, ':');
  if (name !== 'engine') throw new UsageError(`unknown agent '${text}': an agent is ${AGENT_FORMS}`);
  const search: SearchOptions = {};
  for (const pair of settings === undefined || settings === '' ? [] : settings.split(',')) {
    const [key, value] = splitOnce(pair, '=');
    if (value === undefined || value === '') throw new UsageError(`engine setting '${pair}' is not key=value`);
    if (key === 'algorithm') {
      if (!isOneOf(value, ALGORITHMS)) throw new UsageError(`algorithm is one of ${ALGORITHMS.join(', ')}, not '${value}'`);
      search.algorithm = value;
    } else if (key === 'evaluation') {
      if (!(value in game.evaluations)) {
        throw new UsageError(`${game.info.name} evaluations are ${Object.keys(game.evaluations).join(', ')}, not '${value}'`);
      }
      search.evaluation = value;
    } else if (isOneOf(key, LIMITS)) {
      const limit = key;
      const max = game.info.limits[limit].max;
      const number = Number(value);
      if (!Number.isInteger(number) || number < 1 || number > max) {
        throw new UsageError(`${limit} is a whole number from 1 to ${max} for ${game.info.name}, not '${value}'`);
      }
      search[limit] = number;
    } else if (key === 'level' || key === 'seed') {
      const [low, high] = key === 'level' ? [MIN_LEVEL, MAX_LEVEL] : [0, SEED_LIMIT - 1];
      const number = Number(value);
      if (!Number.isInteger(number) || number < low || number > high) throw new UsageError(`${key} is a whole number from ${low} to ${high}, not '${value}'`);
      search[key] = number;
    } else {
      throw new UsageError(`unknown engine setting '${key}': the keys are timeMs, depth, nodes, algorithm, evaluation, level, seed`);
    }
  }
  return { kind: 'engine', search };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
