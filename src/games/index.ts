import { amazons } from './amazons/index.js';
import { connect4 } from './connect4/index.js';
import { lineEmUp } from './line-em-up/index.js';
import { pylos } from './pylos/index.js';
import type { GameDefinition } from './types.js';

/** Every game the service offers. Adding a game is one folder and one line here. */
const all: GameDefinition<any>[] = [
  connect4,
  lineEmUp,
  pylos,
  amazons,
];

export const games: ReadonlyMap<string, GameDefinition<any>> = new Map(all.map((game) => [game.info.id, game]));

export function findGame(id: string): GameDefinition<any> | undefined {
  return games.get(id);
}
