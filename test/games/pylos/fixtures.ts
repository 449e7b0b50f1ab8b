import fc from 'fast-check';
import { SPOTS, spotIndex } from '../../../src/games/pylos/geometry.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { levelRows } from '../../../src/games/pylos/levels.js';
import type { PylosState } from '../../../src/games/pylos/rules.js';
import { legalMoves } from '../../../src/games/replay.js';
import { readPosition } from '../../support/read-position.js';

export const game = pylos.search;

/** A 30-character board from the spots of each colour, e.g. boardOf('a1 a2 b1', 'b3 c2 c3'). */
export function boardOf(white: string, black = ''): string {
  const cells = Array<string>(SPOTS).fill('.');
  for (const [names, c] of [
    [white, 'W'],
    [black, 'B'],
  ]) {
    for (const name of names.split(/\s+/).filter(Boolean)) {
      const s = spotIndex(name);
      if (s < 0) throw new Error(`bad spot ${name}`);
      cells[s] = c;
    }
  }
  return cells.join('');
}

/** A position as the service resolves it: the board, the same spots as levels, the side to move and the rules. */
export function resolved(board: string, toMove: 'white' | 'black', rules: 'advanced' | 'standard') {
  return { board, levels: levelRows(board), toMove, rules };
}

export function load(position: unknown): PylosState {
  const r = readPosition(pylos, position);
  if (!r.valid) throw new Error(`${r.reason} at ${JSON.stringify(r.path)}`);
  return r.state;
}

export function notations(state: PylosState): string[] {
  return legalMoves(pylos, state).map((m) => pylos.formatMove(state, m).notation);
}

/** The full bottom level, in spot order. */
export const BOTTOM_SPOTS = 'a1 a2 a3 a4 b1 b2 b3 b4 c1 c2 c3 c4 d1 d2 d3 d4';

/**
 * A random game: choices pick among the legal moves while the game lasts. Random play repeats
 * positions (place and take back), so games end by repetition as well as by the rules.
 */
export function randomGame(maxPlies: number, rules: 'advanced' | 'standard' = 'advanced') {
  return fc.array(fc.nat(), { maxLength: maxPlies, size: 'max' }).map((choices) => {
    const s = load({ rules });
    const played: number[] = [];
    for (const c of choices) {
      if (pylos.status(s).over) break;
      const moves = legalMoves(pylos, s);
      const m = moves[c % moves.length];
      game.makeMove(s, m);
      played.push(m);
    }
    return { rules, played };
  });
}

/** Plays moves from the empty board and returns the state. */
export function playOut(rules: 'advanced' | 'standard', played: number[]): PylosState {
  const s = load({ rules });
  for (const m of played) game.makeMove(s, m);
  return s;
}
