import type { SearchGame } from '../engine/game.js';

/** One buffer for every lookup of this thread, grown to the largest game's list. */
let buf = new Int32Array(0);

/**
 * Whether `move` is among the moves the game generates in `state`: a written move is legal when the
 * move generator, the one statement of the rules, lists it (as chessops' isLegal looks a move up).
 * The game's `generateMoves` must list every move, none merged with another reaching the same
 * position, or a move written one way would be refused for being listed the other way.
 */
export function isGenerated<S>(game: Pick<SearchGame<S>, 'generateMoves' | 'maxMoves'>, state: S, move: number): boolean {
  if (buf.length < game.maxMoves) buf = new Int32Array(game.maxMoves);
  const n = game.generateMoves(state, buf);
  for (let i = 0; i < n; i++) if (buf[i] === move) return true;
  return false;
}
