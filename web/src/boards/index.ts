import type { PlayableGame, GameInfo, GameId } from '../answers.js';
import type { Board } from '../board.js';
import { amazons } from './amazons.js';
import { connect4 } from './connect4.js';
import { lineEmUp } from './line-em-up.js';
import { pylos } from './pylos.js';

/** The board drawn for each game the service's document names. */
export const BOARDS: { [G in GameId]: Board<G> } = { connect4, 'line-em-up': lineEmUp, pylos, amazons };

/** A game this page can draw (a service newer than the page may list others). */
export const playable = (info: GameInfo): info is PlayableGame => Object.hasOwn(BOARDS, info.id);

export const boardOf = (game: GameId): Board => BOARDS[game];
