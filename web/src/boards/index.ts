import type { PlayableGame, GameInfo, GameId } from '../answers.js';
import type { Board } from '../board.js';
import { amazons } from './amazons.js';
import { connect4 } from './connect4.js';
import { lineEmUp } from './line-em-up.js';
import { pylos } from './pylos.js';

/**
 * The board drawn for each game, typed with that game's answers. Partial: a game added to the service
 * is left out of the page until its board is written here.
 */
const BOARDS: { [G in GameId]?: Board<G> } = { connect4, 'line-em-up': lineEmUp, pylos, amazons };

/** A game this page has a board for (the service may list others). */
export const playable = (info: GameInfo): info is PlayableGame => Object.hasOwn(BOARDS, info.id);

/** The board of a game `playable` let through. */
export const boardOf = (game: GameId): Board => BOARDS[game]!;
