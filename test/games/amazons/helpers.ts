import fc from 'fast-check';
import { amazons } from '../../../src/games/amazons/index.js';
import { AmazonsState } from '../../../src/games/amazons/rules.js';
import { legalMoves } from '../../../src/games/replay.js';
import { readPosition } from '../../support/read-position.js';

export function load(position: unknown): AmazonsState {
  const r = readPosition(amazons, position);
  if (!r.valid) throw new Error(`${r.reason} (move ${r.index})`);
  return r.state;
}

/** A game on a random size, its moves picked by the random choices until they or the game run out. */
export const randomGame = fc.record({
  size: fc.integer({ min: 5, max: 10 }),
  choices: fc.array(fc.nat(), { maxLength: 90 }),
});

export function playOut({ size, choices }: { size: number; choices: number[] }): { state: AmazonsState; moves: number[] } {
  const state = AmazonsState.start(size);
  const moves: number[] = [];
  for (const choice of choices) {
    const legal = legalMoves(amazons, state);
    if (legal.length === 0) break;
    const move = legal[choice % legal.length];
    moves.push(move);
    amazons.search.makeMove(state, move);
  }
  return { state, moves };
}

/** The move notations the engine generates, as a sorted list. */
export function engineMoves(state: AmazonsState): string[] {
  return legalMoves(amazons, state)
    .map((m) => amazons.formatMove(state, m).notation)
    .sort();
}

const FILES = 'ABCDEFGHIJ';
const LINES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/**
 * Every legal move read straight off the rows with coordinates, written independently of the
 * engine's padded board: the reference the generator is checked against.
 */
export function referenceMoves(rows: string[], toMove: 'red' | 'blue'): string[] {
  const n = rows.length;
  const grid = rows.map((row) => [...row]);
  const at = (c: number, r: number) => (c >= 0 && c < n && r >= 0 && r < n ? grid[r][c] : 'x');
  const name = (c: number, r: number) => `${FILES[c]}${r}`;
  const me = toMove === 'red' ? 'R' : 'B';
  const moves: string[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (grid[r][c] !== me) continue;
      grid[r][c] = '.';
      for (const [dc, dr] of LINES) {
        for (let tc = c + dc, tr = r + dr; at(tc, tr) === '.'; tc += dc, tr += dr) {
          for (const [ac, ar] of LINES) {
            for (let xc = tc + ac, xr = tr + ar; at(xc, xr) === '.'; xc += ac, xr += ar) {
              moves.push(name(c, r) + name(tc, tr) + name(xc, xr));
            }
          }
        }
      }
      grid[r][c] = me;
    }
  }
  return moves.sort();
}

/**
 * Exhaustive game-theoretic value for the side to move (true: it wins), by plain negamax over
 * every move with a table of solved positions. Independent of the evaluation and the search.
 */
export function solve(state: AmazonsState, table = new Map<string, boolean>()): boolean {
  const key = amazons.key(state);
  const known = table.get(key);
  if (known !== undefined) return known;
  let wins = false;
  for (const move of legalMoves(amazons, state)) {
    amazons.search.makeMove(state, move);
    const opponentWins = solve(state, table);
    amazons.search.unmakeMove(state, move);
    if (!opponentWins) {
      wins = true;
      break;
    }
  }
  table.set(key, wins);
  return wins;
}
