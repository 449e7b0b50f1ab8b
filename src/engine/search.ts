import type { Evaluation, SearchGame } from './game.js';
import { IterativeSearch, type History } from './iterative.js';
import type { SearchLimits } from './limits.js';
import type { SearchResult } from './result.js';
import { TextbookSearch } from './textbook.js';

/**
 * Entry point of the engine. Search objects own megabytes of buffers and the transposition table,
 * so each worker keeps one of each kind per game and reuses it for every request.
 */
const iterativeSearches = new WeakMap<SearchGame<unknown>, IterativeSearch<unknown>>();
const textbookSearches = new WeakMap<SearchGame<unknown>, TextbookSearch<unknown>>();

export function search<S>(
  game: SearchGame<S>,
  state: S,
  evaluation: Evaluation<S>,
  limits: SearchLimits,
  history?: History,
): SearchResult {
  const key = game as SearchGame<unknown>;
  if (limits.algorithm === 'iterative') {
    let searcher = iterativeSearches.get(key) as IterativeSearch<S> | undefined;
    if (!searcher) {
      searcher = new IterativeSearch(game);
      iterativeSearches.set(key, searcher as IterativeSearch<unknown>);
    }
    return searcher.run(state, evaluation, limits, history);
  }
  let searcher = textbookSearches.get(key) as TextbookSearch<S> | undefined;
  if (!searcher) {
    searcher = new TextbookSearch(game);
    textbookSearches.set(key, searcher as TextbookSearch<unknown>);
  }
  return searcher.run(state, evaluation, limits);
}
