import type { SearchGame } from './game.js';
import type { MoveOrdering } from './move-ordering.js';
import { sortMovesByScore } from './move-sort.js';

/**
 * Which of a node's moves the iterative search tries, and in what order. Chosen once per game
 * (`moveSelection`), so the node function never asks whether the game prunes.
 */
export interface MoveSelection {
  /** Whether moves can be left out; an exact solve and a proof by exhaustion need every move. */
  readonly prunes: boolean;
  /** Nodes of the current iteration that left moves out. */
  readonly cuts: number;
  /** The number of moves the last `select` generated. */
  readonly generated: number;
  newSearch(): void;
  newIteration(): void;
  /** Fills the buffer at ply with the node's moves, best first; returns how many to try. */
  select(depth: number, ply: number, ttMove: number): number;
  /** The value the current iteration found for the i-th root move. */
  rootValue(i: number, value: number): void;
  /** Called once the root's moves are searched (`searched` of the `generated` got a value). */
  rootSearched(moves: Int32Array, searched: number, generated: number): void;
}

export function moveSelection<S>(game: SearchGame<S>, ordering: MoveOrdering<S>): MoveSelection {
  return game.selectiveWidth === undefined ? new FullWidth(ordering) : new ForwardPruning(game.selectiveWidth, ordering, game.maxMoves);
}

/** Every move, in the ordering's order. */
class FullWidth<S> implements MoveSelection {
  readonly prunes = false;
  readonly cuts = 0;
  generated = 0;

  constructor(private readonly ordering: MoveOrdering<S>) {}

  newSearch(): void {}

  newIteration(): void {}

  select(_depth: number, ply: number, ttMove: number): number {
    return (this.generated = this.ordering.order(ply, ttMove, Infinity));
  }

  rootValue(): void {}

  rootSearched(): void {}
}

/**
 * Forward pruning for games too wide for full-width search (SearchGame.selectiveWidth): a node
 * tries only its best few moves. Such a node never reports a proven loss (the search caps it), and
 * an iteration with cuts is no proof by exhaustion, so proven scores stay exact.
 */
class ForwardPruning<S> implements MoveSelection {
  readonly prunes = true;
  cuts = 0;
  generated = 0;
  /** The root's moves keep the order of the last iteration's values. */
  private readonly rootValues: Int32Array;
  private rootCount = 0;

  constructor(
    private readonly width: (depth: number, ply: number) => number,
    private readonly ordering: MoveOrdering<S>,
    maxMoves: number,
  ) {
    this.rootValues = new Int32Array(maxMoves);
  }

  newSearch(): void {
    this.rootCount = 0;
  }

  newIteration(): void {
    this.cuts = 0;
  }

  select(depth: number, ply: number, ttMove: number): number {
    const width = this.width(depth, ply);
    // With plies to spare, which moves to keep matters more than the cost of looking: the hint's
    // best candidates (as many as a node one ply from the leaves tries) are re-ranked by the
    // evaluation, so that many must come out of the ordering in order. The root's order already
    // comes from the previous iteration.
    const reranks = width !== Infinity && depth >= 2 && ply > 0;
    const candidates = reranks ? Math.max(width, this.width(1, ply)) : width;
    const all = ply === 0 && this.rootCount > 0 ? this.rootCount : this.ordering.order(ply, ttMove, candidates);
    this.generated = all;
    if (all <= width) return all;
    this.cuts++;
    if (reranks) this.ordering.rankByEvaluation(ply, Math.min(all, candidates), ttMove);
    return width;
  }

  rootValue(i: number, value: number): void {
    this.rootValues[i] = value;
  }

  // Which root moves a narrow iteration looks at is decided by the previous iteration's values
  // (the first, full iteration gives every move its one-ply value), not by the static hints.
  rootSearched(moves: Int32Array, searched: number, generated: number): void {
    sortMovesByScore(moves, this.rootValues, searched);
    this.rootCount = generated;
  }
}
