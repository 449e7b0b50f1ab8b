import { Connect4State } from '../../games/connect4/rules.js';
import { solvePons } from '../../games/connect4/solver.js';

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
