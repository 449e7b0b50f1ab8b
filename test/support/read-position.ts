import { replay, type Replay } from '../../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../../src/games/types.js';

/**
 * Reads a position as the service does: the game's schema first (a JSON body is untyped), then
 * its setup and moves. Throws the schema's error for a position of the wrong shape.
 */
export function readPosition<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, position: unknown): Replay<S, P> {
  return replay(game, game.positionSchema.parse(position));
}
