import { completeGame } from './complete-game.js';
import type { Evaluation, SearchGame } from './game.js';
import { IterativeSearch } from './iterative.js';
import type { SearchLimits } from './limits.js';
import type { History } from './repetition.js';
import type { SearchResult } from './result.js';
import { solveFirst } from './solver-first.js';
import { TextbookSearch } from './textbook.js';

/** Entry point of the engine: one per game, searching with whichever algorithm the limits name. */
export interface Engine<S> {
  /** Searches a position that is not over; the state is changed during the search and restored. */
  search(state: S, evaluation: Evaluation<S>, limits: SearchLimits, history?: History): SearchResult;
}

export interface EngineOptions {
  /** log2 of the transposition table's entry count; the game's own ttBits when absent. */
  ttBits?: number;
}

/**
 * Fills the game's optional methods once, here rather than at every node. The searches own
 * megabytes of buffers and the transposition table, so each is built on its first use and then
 * reused for every request: a worker that never searches a game allocates nothing for it.
 */
export function createEngine<S>(game: SearchGame<S>, options: EngineOptions = {}): Engine<S> {
  const complete = completeGame(game);
  const ttBits = options.ttBits ?? game.ttBits;
  let iterative: IterativeSearch<S> | undefined;
  let textbook: TextbookSearch<S> | undefined;
  return {
    search(state, evaluation, limits, history) {
      if (limits.algorithm === 'iterative') {
        const search = (iterative ??= new IterativeSearch(complete, ttBits));
        const run = (l: SearchLimits) => search.run(state, evaluation, l, history);
        return game.solver === undefined ? run(limits) : solveFirst(game, game.solver, state, limits, run);
      }
      textbook ??= new TextbookSearch(complete);
      return textbook.run(state, evaluation, limits, history);
    },
  };
}
