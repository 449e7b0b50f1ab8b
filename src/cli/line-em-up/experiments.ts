import type { GameConfig, PlayerConfig } from './config.js';

/** Random blocs in the experiments come from this seed (and the next ones, one per pair of games). */
export const EXPERIMENT_SEED = 42;

const CORNERS_NOTE =
  "the assignment's configuration lists blocs at (0,0), (0,4), (4,0) and (4,4), but the last three are off a 4x4 board; the four corners A 0, D 0, A 3, D 3 are used instead";

function ai(depth: number, alphabeta: boolean, heuristic: 'e1' | 'e2'): PlayerConfig {
  return { kind: 'ai', depth, algorithm: alphabeta ? 'alphabeta' : 'minimax', heuristic };
}

function config(n: number, b: number, s: number, t: number, d1: number, d2: number, alphabeta: boolean): GameConfig {
  const corners = n === 4 && b === 4;
  return {
    n,
    b,
    s,
    t,
    blocs: corners ? ['A0', 'D0', 'A3', 'D3'] : { random: b, seed: EXPERIMENT_SEED },
    players: [ai(d1, alphabeta, 'e1'), ai(d2, alphabeta, 'e2')],
    blocNote: corners ? CORNERS_NOTE : undefined,
  };
}

/**
 * The eight configurations of seed section 2.6, in its order (trace names gameTrace-4435.txt to
 * gameTrace-8655.txt). Player 1 uses e1 and player 2 e2, so each series compares the heuristics.
 */
export const EXPERIMENTS: GameConfig[] = [
  config(4, 4, 3, 5, 6, 6, false),
  config(4, 4, 3, 1, 6, 6, true),
  config(5, 4, 4, 1, 2, 6, true),
  config(5, 4, 4, 5, 6, 6, true),
  config(8, 5, 5, 1, 2, 6, true),
  config(8, 5, 5, 5, 2, 6, true),
  config(8, 6, 5, 1, 6, 6, true),
  config(8, 6, 5, 5, 6, 6, true),
];
