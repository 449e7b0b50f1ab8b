import type { Board } from '../board.js';
import { amazons } from './amazons.js';
import { connect4 } from './connect4.js';
import { lineEmUp } from './line-em-up.js';
import { pylos } from './pylos.js';

/** The board drawn for each game the service lists (a game without one cannot be played here). */
export const BOARDS: Record<string, Board> = { connect4, 'line-em-up': lineEmUp, pylos, amazons };
