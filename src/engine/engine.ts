import { completeGame } from './complete-game.js';
import type { Evaluation, SearchGame, History } from './game.js';
import { IterativeSearch } from './iterative.js';
import type { SearchLimits } from './limits.js';
import { rootMoves, type LineShape, type MultiPvResult } from './multi-pv.js';
import type { SearchResult } from './result.js';
import { SearchSession, type Searchers } from './session.js';
import { TextbookSearch } from './textbook.js';
import { TranspositionTable } from './transposition-table.js';

/** Entry point of the engine: one per game, searching with whichever algorithm the limits name. */
export interface Engine<S> {
  /** The best move of a position that is not over; the state is changed during the search and restored. */
  search(state: S, evaluation: Evaluation<S>, limits: SearchLimits, history?: History): SearchResult;
  /** The best `shape.count` root moves, each with its value and line (multi-PV), within the one budget of `limits`. */
  rootMoves(state: S, evaluation: Evaluation<S>, limits: SearchLimits, shape: LineShape, history?: (state: S) => History): MultiPvResult;
}

export interface EngineOptions {
  /** log2 of the transposition table's entry count; the game's own ttBits when absent. */
  ttBits?: number;
}

/**
 * Fills the game's optional methods once, here rather than at every node. The searches own
 * megabytes of buffers and the transposition table, so each is built on its first use and then
 * reused for every request (each request a session of its own, session.ts): a worker that never
 * searches a game allocates nothing for it.
 */
export function createEngine<S>(game: SearchGame<S>, options: EngineOptions = {}): Engine<S> {
  const complete = completeGame(game);
  const ttBits = options.ttBits ?? game.ttBits;
  let table: TranspositionTable | undefined;
  let iterative: IterativeSearch<S> | undefined;
  let textbook: TextbookSearch<S> | undefined;
  const searchers: Searchers<S> = {
    game: complete,
    table: () => (table ??= new TranspositionTable(ttBits)),
    iterative: () => (iterative ??= new IterativeSearch(complete, searchers.table())),
    textbook: () => (textbook ??= new TextbookSearch(complete)),
  };
  return {
    search: (state, evaluation, limits, history) => new SearchSession(searchers, evaluation, limits).bestMove(state, history),
    rootMoves: (state, evaluation, limits, shape, history) => rootMoves(new SearchSession(searchers, evaluation, limits), state, shape, history),
  };
}
