import { replay } from '../games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../games/types.js';
import { UsageError } from './usage-error.js';

/** A game's start: the state, resolved (random blocs as cells), and its parameters as the rules resolved them. */
export interface GameStart<S, P> {
  state: S;
  position: P;
  parameters: Record<string, unknown>;
}

/**
 * Sets up the initial position from the command line's parameters through the game's schema and
 * setup, so they are checked by the same rules as any client's position.
 */
export function gameStart<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, given: Partial<Q>): GameStart<S, P> {
  const schema = game.positionSchema.safeParse(given);
  if (!schema.success) {
    const issue = schema.error.issues[0];
    throw new UsageError(`${game.info.name}: --${issue.path.join('.')}: ${issue.message}`);
  }
  const read = replay(game, schema.data);
  if (!read.valid) throw new UsageError(`${game.info.name}: ${read.reason}`);
  const position = game.describe(read.state);
  const names = new Set(game.info.parameters.map((p) => p.name));
  const parameters = Object.fromEntries(Object.entries(position).filter(([field]) => names.has(field)));
  return { state: read.state, position, parameters };
}
