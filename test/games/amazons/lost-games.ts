import type { AmazonsLostGame } from '../../../bench/lost-games.js';
import type { AmazonsState } from '../../../src/games/amazons/rules.js';
import { load } from './helpers.js';

export { amazonsLostGames as readLostGames } from '../../../bench/lost-games.js';

/** The position before ply `ply` (counted from 0). */
export function before(game: AmazonsLostGame, ply: number): AmazonsState {
  return load({ moves: game.moves.slice(0, ply) });
}
