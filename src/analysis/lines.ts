import type { SearchStats } from '../engine/stats.js';
import type { GameSearch, MoveObject } from '../games/types.js';
import { engineOf } from './engines.js';
import { evaluationOf, limitsOf, movesOf, scoreOf, type Score, type SearchOverrides } from './answer-terms.js';
import type { ResolvedSearch } from './search-options.js';

/** One root move with the root position's score if it is played, and the line that follows. */
export interface AnalysisLine {
  move: MoveObject;
  score: Score;
  /** Starts with the move itself. */
  pv: MoveObject[];
}

export interface Analysis {
  /** Best first. */
  lines: AnalysisLine[];
  stats: SearchStats;
}

/** Most lines an analysis lists. */
export const MAX_LINES = 64;

/** Lines listed when the request names none: every move of a narrow position, else the best few. */
export function defaultLines(legalMoves: number): number {
  return legalMoves <= 16 ? legalMoves : 5;
}

/**
 * The best `count` root moves of a position that is known to be legal and not over, each with its
 * own score and line (engine/multi-pv.ts), in the contract's terms. Runs in a search worker.
 */
export function analyseLines<S>(
  game: GameSearch<S>,
  state: S,
  resolved: ResolvedSearch,
  count: number,
  overrides: SearchOverrides = {},
): Analysis {
  const limits = limitsOf(game, state, resolved, overrides);
  const result = engineOf(game).rootMoves(game.clone(state), evaluationOf(game, resolved), limits, { count }, game.history?.bind(game));
  return {
    lines: result.lines.map((line) => ({
      move: game.formatMove(state, line.move),
      score: scoreOf(game, state, resolved, line),
      pv: movesOf(game, state, line.pv),
    })),
    stats: result.stats,
  };
}
