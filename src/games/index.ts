import { amazons } from './amazons/index.js';
import { connect4 } from './connect4/index.js';
import { lineEmUp } from './line-em-up/index.js';
import { pylos } from './pylos/index.js';
import { GameRegistry } from './registry.js';
import { registered } from './types.js';

/** Every game the service offers. Adding a game is one folder and one line here. */
export const registry = new GameRegistry([registered(connect4), registered(lineEmUp), registered(pylos), registered(amazons)]);
