import { readFileSync } from 'node:fs';
import { pylos } from '../../../src/games/pylos/index.js';
import type { PylosState } from '../../../src/games/pylos/rules.js';
import { replay } from '../../../src/games/replay.js';

/** The move lists of a file of test/data/pylos (SOURCE.md): one fenced line a game, a move with removals quoted. */
export function lostGames(file: string): string[][] {
  const text = readFileSync(new URL(`../../data/pylos/${file}`, import.meta.url), 'utf8');
  return [...text.matchAll(/```\n(.*)\n```/g)].map(([, line]) => line.match(/"[^"]*"|\S+/g)!.map((token) => token.replace(/"/g, '')));
}

/** The position after the game's first `plies` moves, then `then`, under the standard rules the games were played by. */
export function position(moves: string[], plies: number, then: string[] = []): PylosState {
  const read = replay(pylos, { rules: 'standard', moves: [...moves.slice(0, plies), ...then] });
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

/**
 * Node limits without a clock, so that a loaded machine gives the same answers: our engine at
 * about a 1 s move on an idle machine, and a deeper search for the opponent or a judge.
 */
export const OURS = { nodes: 1_000_000, timeMs: Infinity };
export const THEIRS = { nodes: 3_000_000, timeMs: Infinity };
