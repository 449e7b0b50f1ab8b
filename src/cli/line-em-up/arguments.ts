import { parseArgs } from 'node:util';
import type { Algorithm } from '../../engine/limits.js';
import { isOneOf } from '../../games/parameters.js';
import { readCellList } from '../../games/line-em-up/notation.js';
import { outputFolder } from '../../referee/output-folder.js';
import { MODES, type Blocs, type GameConfig, type Mode, type PlayerConfig } from './config.js';
import { EXPERIMENTS } from './experiments.js';

export const USAGE = `usage:
  line-em-up play [game options] [--mode H-H|H-AI|AI-H|AI-AI] [--out DIR]
  line-em-up series --r R [game options] [--out DIR]
  line-em-up experiments [--r R] [--only 1,2,...] [--jobs N] [--out DIR]
--out DIR      where traces and scoreboard.txt go, relative to where the command was run (default .)
experiments:   the eight configurations of the course assignment's experiments, 2 x r games each (default r 5); each
               game is kept under DIR/games/ as it ends, so running the command again resumes, and
               scoreboard.txt is rewritten with each complete series once
  --only LIST  only these configurations (1 to 8)
  --jobs N     games played at once (default 1, as the assignment ran them); parallel games share the
               CPU, so their search times, depths and evaluation counts change
game options (the assignment's parameters):
  --n N          board size, 3 to 10 (default 3)
  --b B          number of blocs, 0 to 2n (default 0, or the number of --blocs)
  --blocs CELLS  the bloc cells, like A0,D0,A3,D3 or the assignment's (0,A),(0,D),(3,A),(3,D) (row, column);
                 without it the b blocs are drawn at random
  --seed SEED    seed of the random blocs (default 42)
  --s S          pieces in a line that win, 3 to n (default the smaller of n and 5)
  --d1 D --d2 D  search depth of player 1 and player 2 (default 4)
  --t T          seconds per AI move (default 5)
  --a1 A --a2 A  true: alpha-beta, false: minimax, or iterative (default true)
  --h1 H --h2 H  heuristic of player 1 and player 2: e1 or e2 (default e1 and e2)
  --help         this help`;

export type Command =
  | { name: 'play'; config: GameConfig; mode: Mode; outDir: string }
  | { name: 'series'; config: GameConfig; r: number; outDir: string }
  | { name: 'experiments'; r: number; only?: number[]; jobs: number; outDir: string };

const OPTIONS = {
  n: { type: 'string' },
  b: { type: 'string' },
  blocs: { type: 'string' },
  seed: { type: 'string' },
  s: { type: 'string' },
  d1: { type: 'string' },
  d2: { type: 'string' },
  t: { type: 'string' },
  a1: { type: 'string' },
  a2: { type: 'string' },
  h1: { type: 'string' },
  h2: { type: 'string' },
  mode: { type: 'string' },
  r: { type: 'string' },
  only: { type: 'string' },
  jobs: { type: 'string' },
  out: { type: 'string' },
} as const;

type Values = Partial<Record<keyof typeof OPTIONS, string>>;

export class UsageError extends Error {}

function integer(values: Values, name: keyof Values, fallback: number, min: number, max = Infinity): number {
  const text = values[name];
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number${max < Infinity ? ` from ${min} to ${max}` : ` of at least ${min}`}, not '${text}'`);
  }
  return value;
}

function algorithm(values: Values, name: 'a1' | 'a2'): Algorithm {
  const text = (values[name] ?? 'true').toLowerCase();
  if (text === 'true' || text === 'alphabeta') return 'alphabeta';
  if (text === 'false' || text === 'minimax') return 'minimax';
  if (text === 'iterative') return 'iterative';
  throw new UsageError(`--${name} is true (alpha-beta), false (minimax) or iterative, not '${values[name]}'`);
}

function heuristic(values: Values, name: 'h1' | 'h2', fallback: 'e1' | 'e2'): 'e1' | 'e2' {
  const text = values[name] ?? fallback;
  if (text !== 'e1' && text !== 'e2') throw new UsageError(`--${name} is e1 or e2, not '${text}'`);
  return text;
}

/** The game's parameters; n, s and the bloc cells are checked by the rules when the game is set up. */
function gameConfig(values: Values): GameConfig {
  const n = integer(values, 'n', 3, 1);
  const listed = values.blocs === undefined ? undefined : readCellList(values.blocs);
  const b = integer(values, 'b', listed?.length ?? 0, 0);
  let blocs: Blocs;
  if (listed !== undefined) {
    if (values.seed !== undefined) throw new UsageError('give either --blocs or --seed, not both');
    if (listed.length !== b) throw new UsageError(`--b is ${b} but --blocs lists ${listed.length} cells`);
    blocs = listed;
  } else {
    blocs = b === 0 ? [] : { random: b, seed: integer(values, 'seed', 42, 0) };
  }
  const player = (depth: 'd1' | 'd2', a: 'a1' | 'a2', h: 'h1' | 'h2', fallback: 'e1' | 'e2'): PlayerConfig => ({
    kind: 'ai',
    depth: integer(values, depth, 4, 1, 100),
    algorithm: algorithm(values, a),
    heuristic: heuristic(values, h, fallback),
  });
  const t = Number(values.t ?? 5);
  if (!(t > 0)) throw new UsageError(`--t is a number of seconds above 0, not '${values.t}'`);
  return {
    n,
    b,
    blocs,
    s: integer(values, 's', Math.min(n, 5), 1),
    t,
    players: [player('d1', 'a1', 'h1', 'e1'), player('d2', 'a2', 'h2', 'e2')],
  };
}

export function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: OPTIONS, strict: true, allowPositionals: false });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const values: Values = parsed.values;
  const outDir = outputFolder(values.out ?? '.');
  switch (name) {
    case 'play': {
      const mode = (values.mode ?? 'H-AI').toUpperCase();
      if (!isOneOf(mode, MODES)) throw new UsageError(`--mode is one of ${MODES.join(', ')}, not '${values.mode}'`);
      return { name, config: gameConfig(values), mode, outDir };
    }
    case 'series':
      if (values.r === undefined) throw new UsageError('series needs --r, the number of games per colour');
      return { name, config: gameConfig(values), r: integer(values, 'r', 1, 1), outDir };
    case 'experiments': {
      const only = values.only?.split(',').map((x) => Number(x));
      if (only?.some((i) => !Number.isInteger(i) || i < 1 || i > EXPERIMENTS.length)) {
        throw new UsageError(`--only lists configurations 1 to ${EXPERIMENTS.length}, not '${values.only}'`);
      }
      return { name, r: integer(values, 'r', 5, 1), only, jobs: integer(values, 'jobs', 1, 1, 64), outDir };
    }
    default:
      throw new UsageError(`unknown command '${name ?? ''}'`);
  }
}
