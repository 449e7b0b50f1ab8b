import type { SearchStats } from '../engine/stats.js';
import type { GameSearch, MoveObject } from '../games/types.js';
import { engineOf } from './engines.js';
import { evaluationOf, limitsOf, movesOf, scoreOf, type Progress, type Score, type SearchOverrides } from './answer-terms.js';
import { belowTop, levelSearch } from './level-search.js';
import { resolveSearch, type ResolvedSearch, type SearchOptions } from './search-options.js';

export type { Progress, Score, SearchOverrides };

export interface BestMove {
  move: MoveObject;
  score: Score;
  pv: MoveObject[];
  stats: SearchStats;
}

/** Searches with a request's search options, filling in the game's defaults (command lines, benches, tests). */
export function analyse<S>(game: GameSearch<S>, state: S, options: SearchOptions, overrides: SearchOverrides = {}): BestMove {
  return analyseResolved(game, state, resolveSearch(game.info, options), overrides);
}

/**
 * Searches a position that is known to be legal and not over, and puts the engine's answer in the
 * contract's terms (moves as objects, proven scores as outcomes). Runs wherever the search runs: in
 * a worker for HTTP, in process for the command lines and benches. The search options are already
 * resolved, by whoever read the request.
 */
export function analyseResolved<S>(game: GameSearch<S>, state: S, resolved: ResolvedSearch, overrides: SearchOverrides = {}): BestMove {
  const result = belowTop(resolved)
    ? levelSearch(game, state, resolved, overrides)
    : engineOf(game).search(game.clone(state), evaluationOf(game, resolved), limitsOf(game, state, resolved, overrides), game.history?.(state));
  // The top level plays as a request without one, and says so.
  const { level, seed } = resolved;
  const stats = level === undefined || belowTop(resolved) ? result.stats : { ...result.stats, level, ...(seed === undefined ? {} : { seed }) };
  return {
    move: game.formatMove(state, result.move),
    score: scoreOf(game, state, resolved, result),
    pv: movesOf(game, state, result.pv),
    stats,
  };
}
