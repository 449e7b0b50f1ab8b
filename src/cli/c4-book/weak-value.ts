import { canonicalKey, mirrorColumn, positionKey } from '../../games/connect4/book/keys.js';
import { derivedAnswer, tablesRootValue } from '../../games/connect4/book/opening.js';
import { OPENING_STONES } from '../../games/connect4/book/ply.js';
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
 * The move pass over a table's position: its canonical key, its value as the tables hold it and
 * the column (on the canonical image) of a move that keeps it. At the database's ply a loss gets
 * none (-1): the kernel reads its value there at once and any move keeps it. Before it (the
 * opening table) every position gets one, a loss too, since the kernel would need a solve to read
 * it: where the database values a move's position as keeping the root's value (opening.ts's
 * derivation) that move, else the move of the kernel's weak solve through the database, which
 * costs up to seconds where each keeping move forces the reply (past the database). A solve that
 * cannot prove the stored value throws: the tables and the solver disagree.
 */
export function keepingMove(state: Connect4State, keepTable: boolean): SolvedPosition {
  const own = positionKey(state);
  const key = canonicalKey(own);
  const value = tablesRootValue(state);
  if (value === undefined) throw new Error(`position ${key} is not in the tables`);
  const opening = state.stones === OPENING_STONES;
  if (value === -1 && !opening) return { key, value, column: -1 };
  const derived = opening ? derivedAnswer(state) : null;
  const { score, column } = derived !== null ? { score: derived.value, column: derived.column } : solvePons(state, { weak: true, nodes: Infinity, keepTable, book: true });
  if (score === null || Math.sign(score) !== value || column < 0) throw new Error(`position ${key}: the tables say ${value}, the solve ${score} (column ${column})`);
  return { key, value, column: own === key ? column : mirrorColumn(column) };
}
