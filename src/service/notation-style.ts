import type { MoveObject, NotationStyles } from '../games/types.js';

/** Rewrites an answer's moves in the notation style the request asked for, or leaves them. */
export type Restyle = (move: MoveObject) => MoveObject;

const AS_IS: Restyle = (move) => move;

/**
 * The style answers to this request use, for a game with several notations: the one the request
 * names (`notationStyle`), else the one its first recognisable move (as the request gave it) is
 * written in, else the game's own. Styles are applied on the HTTP thread, so cached results and
 * workers know only the game's own.
 */
export function restyleFor<M>(
  game: { readonly notationStyles?: NotationStyles<M> },
  given: readonly M[],
  named: string | undefined,
): Restyle {
  const notation = game.notationStyles;
  if (notation === undefined) return AS_IS;
  const style = named ?? given.map((move) => notation.styleOf(move)).find((found) => found !== undefined);
  if (style === undefined || style === notation.styles[0]) return AS_IS;
  return (move) => notation.restyle(move, style);
}
