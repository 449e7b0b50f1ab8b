import type { Evaluation } from '../engine/game.js';
import type { Iteration, SearchLimits } from '../engine/limits.js';
import { isProvenLoss, isProvenWin, knownPliesToEnd } from '../core/score.js';
import { nodesPerSecond, round3 } from '../engine/stats.js';
import type { GameRules, GameSearch, MoveObject } from '../games/types.js';
import type { ResolvedSearch } from './search-options.js';

/*
 * The engine's answers in the contract's terms: moves as the game's objects, scores with their
 * proven outcome. Shared by best-move, analyse and their progress events, so the three agree.
 */

export interface Score {
  /** From the side to move's view, in the evaluation's unit (GameInfo names it once). */
  value: number;
  outcome?: 'win' | 'loss' | 'draw';
  plies?: number;
  /** A proven win in N plies is +N, a loss -N: UCI's `score mate`, counted in plies. */
  mate?: number;
  /** A decided position's lead in the game's terms (Evaluation.decided). */
  margin?: number;
  /** Textbook searches: the evaluation's own value, from the first player's view. */
  raw?: number;
}

/** A finished iteration as a server-sent `info` event carries it. */
export interface Progress {
  /** Which line, 1 the best (UCI's `multipv`): analyse sends one event per line per iteration. */
  multipv: number;
  depth: number;
  score: Score;
  pv: MoveObject[];
  nodes: number;
  nps: number;
  timeMs: number;
}

export function evaluationOf<S>(game: GameSearch<S>, resolved: ResolvedSearch): Evaluation<S> {
  const evaluation = game.evaluations[resolved.evaluation];
  if (!evaluation) throw new Error(`unknown evaluation ${resolved.evaluation}`);
  return evaluation;
}

/** A score of the root position `state` on the engine's scale, as the contract gives it. */
export function scoreOf<S>(
  game: GameSearch<S>,
  state: S,
  resolved: ResolvedSearch,
  { score: value, proven, weak }: { score: number; proven: boolean; weak?: boolean },
): Score {
  // Negamax turns a draw's 0 into -0, which JSON prints as 0 but deep equality tells apart.
  const score: Score = { value: value === 0 ? 0 : value };
  const decided = proven ? undefined : evaluationOf(game, resolved).decided?.(value);
  if (decided !== undefined) Object.assign(score, decided);
  if (proven) {
    score.outcome = isProvenWin(value) ? 'win' : isProvenLoss(value) ? 'loss' : 'draw';
    const plies = score.outcome === 'draw' ? game.search.pliesLeftBound(state) : knownPliesToEnd(value);
    // A weak proof's distance is only the bound that ranked it, which is no answer; a table's has none.
    if (plies !== undefined && Number.isFinite(plies) && weak !== true) {
      score.plies = plies;
      if (score.outcome !== 'draw') score.mate = Math.sign(value) * plies;
    }
  }
  if (resolved.algorithm !== 'iterative') score.raw = game.search.sideToMove(state) === 0 ? value : -value;
  return score;
}

/** A line of moves from `state` as move objects. */
export function movesOf<S>(game: GameRules<S>, state: S, moves: number[]): MoveObject[] {
  const walk = game.clone(state);
  return moves.map((move) => {
    const object = game.formatMove(walk, move);
    game.search.makeMove(walk, move);
    return object;
  });
}

export function progressOf<S>(
  game: GameSearch<S>,
  state: S,
  resolved: ResolvedSearch,
  iteration: Iteration,
): Progress {
  const { depth, nodes, timeMs } = iteration;
  return {
    multipv: iteration.multipv ?? 1,
    depth,
    score: scoreOf(game, state, resolved, iteration),
    pv: movesOf(game, state, iteration.pv),
    nodes,
    nps: nodesPerSecond(nodes, timeMs),
    timeMs: round3(timeMs),
  };
}

/** What the caller adds to the resolved search: a test's clock, the cancel flag, a progress listener. */
export interface SearchOverrides extends Pick<SearchLimits, 'now' | 'cancel' | 'startedAt' | 'marginMs'> {
  onIteration?: (progress: Progress) => void;
}

/** The engine's limits for a resolved search, its progress told in the contract's terms. */
export function limitsOf<S>(
  game: GameSearch<S>,
  state: S,
  resolved: ResolvedSearch,
  { onIteration, ...overrides }: SearchOverrides,
): SearchLimits {
  return { ...resolved, ...overrides, onIteration: onIteration && ((it) => onIteration(progressOf(game, state, resolved, it))) };
}
