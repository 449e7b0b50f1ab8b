import type { SearchLimits } from '../engine/limits.js';
import { isProvenLoss, isProvenWin, pliesToEnd } from '../engine/score.js';
import type { SearchStats } from '../engine/stats.js';
import type { GameDefinition, MoveObject, Position, PositionInput } from '../games/types.js';
import { resolveSearch, type ResolvedSearch, type SearchOptions } from './search-options.js';

export interface Score {
  /** From the side to move's view. */
  value: number;
  outcome?: 'win' | 'loss' | 'draw';
  plies?: number;
  /** Textbook searches: the evaluation's own value, from the first player's view. */
  raw?: number;
}

export interface BestMove {
  move: MoveObject;
  score: Score;
  pv: MoveObject[];
  stats: SearchStats;
}

/** Searches with a request's search options, filling in the game's defaults (command lines, benches, tests). */
export function analyse<S, Q extends PositionInput, P extends Q & Position>(
  game: GameDefinition<S, Q, P>,
  state: S,
  options: SearchOptions,
  overrides: Pick<SearchLimits, 'now' | 'cancel'> = {},
): BestMove {
  return analyseResolved(game, state, resolveSearch(game.info, options), overrides);
}

/**
 * Searches a position that is known to be legal and not over, and puts the engine's answer in the
 * contract's terms (moves as objects, proven scores as outcomes). Runs wherever the search runs: in
 * a worker for HTTP, in process for the command lines and benches. The search options are already
 * resolved, by whoever read the request.
 */
export function analyseResolved<S, Q extends PositionInput, P extends Q & Position>(
  game: GameDefinition<S, Q, P>,
  state: S,
  resolved: ResolvedSearch,
  overrides: Pick<SearchLimits, 'now' | 'cancel'> = {},
): BestMove {
  const evaluation = game.evaluations[resolved.evaluation];
  if (!evaluation) throw new Error(`unknown evaluation ${resolved.evaluation}`);
  const root = game.clone(state);
  const firstToMove = game.search.sideToMove(root) === 0;
  const result = game.engine.search(root, evaluation, { ...resolved, ...overrides }, game.history?.(state));

  // Negamax turns a draw's 0 into -0, which JSON prints as 0 but deep equality tells apart.
  const score: Score = { value: result.score === 0 ? 0 : result.score };
  if (result.proven) {
    score.outcome = isProvenWin(result.score) ? 'win' : isProvenLoss(result.score) ? 'loss' : 'draw';
    const plies = score.outcome === 'draw' ? game.search.pliesLeftBound(state) : pliesToEnd(result.score);
    if (Number.isFinite(plies)) score.plies = plies;
  }
  if (resolved.algorithm !== 'iterative') score.raw = firstToMove ? result.score : -result.score;

  const pv: MoveObject[] = [];
  const walk = game.clone(state);
  for (const move of result.pv) {
    pv.push(game.formatMove(walk, move));
    game.search.makeMove(walk, move);
  }
  return { move: game.formatMove(state, result.move), score, pv, stats: result.stats };
}
