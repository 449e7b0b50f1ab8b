import { Outcome, type SearchGame } from '../../engine/game.js';
import { orderHint } from './order.js';
import { AmazonsState, MAX_MOVES, canMove, generateMovesFor } from './rules.js';
import { selectiveWidth } from './selective.js';

/** The rules as the engine sees them, with the move ordering and the forward-pruning widths. */
export const amazonsSearch: SearchGame<AmazonsState> = {
  maxMoves: MAX_MOVES,
  cyclic: false,
  ttBits: 20,
  generateMoves: (state, buf) => generateMovesFor(state, state.toMove, buf),
  makeMove: (state, move) => state.play(move),
  unmakeMove: (state, move) => state.undo(move),
  // The player who cannot move loses; nothing else ends the game, and it cannot be drawn.
  outcome: (state) => (canMove(state, state.toMove) ? Outcome.Ongoing : Outcome.Loss),
  sideToMove: (state) => state.toMove as 0 | 1,
  hashLo: (state) => state.hashLo,
  hashHi: (state) => state.hashHi,
  pliesLeftBound: (state) => state.empty,
  orderHint,
  selectiveWidth,
};
