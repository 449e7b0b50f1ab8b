import { canonicalKey, keyWords, mirrorColumn, positionKey } from '../../games/connect4/book/keys.js';
import { BOOK_MISSING, connect4Kernel } from '../../games/connect4/kernel.js';
import { Connect4State } from '../../games/connect4/rules.js';
import { solvePons } from '../../games/connect4/solver.js';
import type { SolvedPosition } from './chunks.js';

/** The position reached by column digits 1-7 from the empty board. */
export function stateOfMoves(moves: string): Connect4State {
  const state = Connect4State.empty();
  for (const digit of moves) state.play(Number(digit) - 1);
  return state;
}

/**
 * The weak value of a position for the side to move (1 win, 0 draw, -1 loss), by the kernel's weak
 * solve, through the ply-8 database the kernel holds when `book` (never at the database's own ply).
 */
export function weakValue(moves: string, keepTable: boolean, book = false): number {
  const { score } = solvePons(stateOfMoves(moves), { weak: true, nodes: Infinity, keepTable, book });
  if (score === null) throw new Error('unlimited solve stopped');
  return Math.sign(score);
}

/**
 * The move pass over a database position: its canonical key, its value as the database holds it
 * and, for a win or a draw, the column (on the canonical image) of a move that keeps it, found by
 * the kernel's weak solve through the database, which reads the root's own value and runs only the
 * probe that proves such a move. A solve that cannot prove the stored value throws: the database
 * and the solver disagree.
 */
export function keepingMove(state: Connect4State, keepTable: boolean): SolvedPosition {
  const own = positionKey(state);
  const key = canonicalKey(own);
  const value = connect4Kernel().bookLookup(...keyWords(key));
  if (value === BOOK_MISSING) throw new Error(`position ${key} is not in the database`);
  if (value === -1) return { key, value, column: -1 };
  const { score, column } = solvePons(state, { weak: true, nodes: Infinity, keepTable, book: true });
  if (score === null || Math.sign(score) !== value) throw new Error(`position ${key}: the database says ${value}, the solve ${score}`);
  return { key, value, column: own === key ? column : mirrorColumn(column) };
}
