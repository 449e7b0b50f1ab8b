import { replay } from '../games/replay.js';
import type { GameDefinition } from '../games/types.js';
import { UsageError } from './usage-error.js';

/** A game's start: the state, and its parameters as the rules resolved them (random blocs as cells). */
export interface GameStart<S> {
  state: S;
  parameters: Record<string, unknown>;
}

/**
 * Sets up the initial position from the command line's parameters through the game's own setup,
 * so they are checked by the same rules as any client's position.
 */
export function gameStart<S>(game: GameDefinition<S>, given: Record<string, unknown>): GameStart<S> {
  const read = replay(game, given);
  if (!read.valid) throw new UsageError(`${game.info.name}: ${read.reason}`);
  const described = game.describe(read.state) as Record<string, unknown>;
  const parameters: Record<string, unknown> = {};
  for (const { name } of game.info.parameters) {
    if (name in described) parameters[name] = described[name];
  }
  return { state: read.state, parameters };
}
