import type { MatchResult } from './match.js';

/**
 * The course's end-of-game statistics for one player (seed 004, section 2.5.1 item 6): over the
 * moves it searched, the heuristic's time and calls, the calls per depth, and the means of the
 * per-move average depth (AD) and average recursion depth (ARD).
 */
export interface PlayerStatistics {
  /** Moves this player chose by searching. */
  searchedMoves: number;
  /** Moves in the whole game, both players. */
  gameMoves: number;
  evaluations: number;
  evalTimeMs: number;
  /** Heuristic calls at each depth (root 0), summed over the moves. */
  evaluationsPerDepth: number[];
  /** Mean of the per-move ADs, over the moves that evaluated any state (AD has no value otherwise). */
  averageDepth: number;
  /** Mean of the per-move ARDs. */
  averageRecursionDepth: number;
  /** Search time, summed over the moves. */
  searchTimeMs: number;
}

export function playerStatistics(result: MatchResult<unknown>, side: 0 | 1): PlayerStatistics {
  const searched = result.moves.filter((m) => m.side === side && m.analysis !== undefined).map((m) => m.analysis!.stats);
  return {
    searchedMoves: searched.length,
    gameMoves: result.moves.length,
    evaluations: sum(searched.map((s) => s.evaluations)),
    evalTimeMs: sum(searched.map((s) => s.evalTimeMs)),
    evaluationsPerDepth: addArrays(searched.map((s) => s.evaluationsPerDepth)),
    averageDepth: mean(searched.filter((s) => s.evaluations > 0).map((s) => s.averageDepth)),
    averageRecursionDepth: mean(searched.map((s) => s.averageRecursionDepth)),
    searchTimeMs: sum(searched.map((s) => s.timeMs)),
  };
}

/** Mean time of one heuristic call, in milliseconds. */
export function evalTimePerState(stats: PlayerStatistics): number {
  return stats.evaluations > 0 ? stats.evalTimeMs / stats.evaluations : 0;
}

/** The per-game statistics averaged over several games, field by field (per depth too). */
export function averageStatistics(games: PlayerStatistics[]): PlayerStatistics {
  const count = games.length;
  const perDepth = addArrays(games.map((g) => g.evaluationsPerDepth)).map((x) => x / count);
  return {
    searchedMoves: mean(games.map((g) => g.searchedMoves)),
    gameMoves: mean(games.map((g) => g.gameMoves)),
    evaluations: mean(games.map((g) => g.evaluations)),
    evalTimeMs: mean(games.map((g) => g.evalTimeMs)),
    evaluationsPerDepth: perDepth,
    averageDepth: mean(games.map((g) => g.averageDepth)),
    averageRecursionDepth: mean(games.map((g) => g.averageRecursionDepth)),
    searchTimeMs: mean(games.map((g) => g.searchTimeMs)),
  };
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

function mean(xs: number[]): number {
  return xs.length > 0 ? sum(xs) / xs.length : 0;
}

function addArrays(arrays: number[][]): number[] {
  const total: number[] = [];
  for (const a of arrays) a.forEach((x, i) => (total[i] = (total[i] ?? 0) + x));
  return total;
}
