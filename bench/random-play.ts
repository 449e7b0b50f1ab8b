import { legalMoves, replay } from '../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../src/games/types.js';

/**
 * Plays up to `plies` moves drawn with `random` on the state and returns them, for the benches'
 * seeded positions. It stops one short of the end of the game, so the position it leaves always
 * has a move to find.
 */
export function playRandomly<S, Q extends PositionInput, P extends Q & Position>(
  game: GameDefinition<S, Q, P>,
  state: S,
  random: () => number,
  plies: number,
): number[] {
  const played: number[] = [];
  while (played.length < plies) {
    const moves = legalMoves(game, state);
    const move = moves[Math.floor(random() * moves.length)];
    game.search.makeMove(state, move);
    if (game.status(state).over) {
      game.search.unmakeMove(state, move);
      break;
    }
    played.push(move);
  }
  return played;
}

/**
 * The request position `start` (parameters and moves, as the contract takes it) followed by up to
 * `plies` random moves, as a move record: any build of the service, another commit's included,
 * can replay it.
 */
export function randomRecord<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, start: Q, random: () => number, plies: number): Q & { moves: string[] } {
  const read = replay(game, start);
  if (!read.valid) throw new Error(read.reason);
  const walk = game.clone(read.state);
  const moves = playRandomly(game, read.state, random, plies).map((move) => {
    const notation = game.formatMove(walk, move).notation;
    game.search.makeMove(walk, move);
    return notation;
  });
  return { ...start, moves };
}
