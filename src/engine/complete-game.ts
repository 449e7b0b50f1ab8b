import type { SearchGame } from './game.js';

/**
 * A SearchGame with its optional methods filled in, so the iterative search calls them at every
 * node without first asking whether the game has them.
 */
export type CompleteGame<S> = SearchGame<S> & Required<Pick<SearchGame<S>, 'generateSearchMoves' | 'decidedIn' | 'undecidedDistance' | 'reduction'>>;

const UNDECIDED = (): number => 0;
const NO_REDUCTION = (): number => 0;

/** Without knowing more, a win or a loss can come as soon as the next ply. */
export const NEXT_PLY = { win: 1, loss: 1 };

/** Games are plain objects (their methods are own properties), so a spread copies all of them. */
export function completeGame<S>(game: SearchGame<S>): CompleteGame<S> {
  return {
    ...game,
    generateSearchMoves: game.generateSearchMoves ?? game.generateMoves,
    decidedIn: game.decidedIn ?? UNDECIDED,
    undecidedDistance: game.undecidedDistance ?? NEXT_PLY,
    reduction: game.reduction ?? NO_REDUCTION,
  };
}
