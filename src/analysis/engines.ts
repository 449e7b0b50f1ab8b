import { createEngine, type Engine } from '../engine/engine.js';
import type { GameSearch } from '../games/types.js';

/*
 * The engines of this thread, one per game, built on a game's first search and kept for the next:
 * a game holds no engine of its own (an engine's tables are its user's, as OpenSpiel's algorithms
 * are apart from its games). Keyed by the game's SearchGame, so a test's game gets its own.
 */
const engines = new WeakMap<object, unknown>();

/** This thread's engine for the game. */
export function engineOf<S>(game: GameSearch<S>): Engine<S> {
  // Each entry is the engine made from its key, so its state type is the key's.
  const known = engines.get(game.search) as Engine<S> | undefined;
  if (known !== undefined) return known;
  const made = createEngine(game.search);
  engines.set(game.search, made);
  return made;
}
