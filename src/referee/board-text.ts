import type { GameDefinition, Position, PositionInput } from '../games/types.js';

/**
 * The board as the game describes it, for the terminal: grids top row first with their row
 * numbers (so row 0 is at the bottom, as Connect 4's course prints it), Pylos's spot string as is.
 */
export function boardText<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, state: S): string {
  const { board, toMove } = game.describe(state);
  const lines = typeof board === 'string' ? [board] : board.map((row, r) => `${String(r).padStart(2)} ${row}`).reverse();
  const status = game.status(state);
  const footer = status.over ? `game over: ${status.winner ?? 'draw'} (${status.reason})` : `${toMove} to move`;
  return `${lines.join('\n')}\n${footer}\n`;
}
