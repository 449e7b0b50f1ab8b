import type { GamePlay, Position } from '../games/types.js';

/** The game's own labelled board for the terminal, then whose turn it is or how the game ended. */
export function boardText<S, M, P extends Position>(game: GamePlay<S, M, P>, state: S): string {
  const status = game.status(state);
  const footer = status.over ? `game over: ${status.winner ?? 'draw'} (${status.reason})` : `${game.describe(state).toMove} to move`;
  return `${game.textBoard(state)}\n${footer}\n`;
}
