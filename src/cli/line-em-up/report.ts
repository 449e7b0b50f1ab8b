import { isProvenLoss, isProvenWin, pliesToEnd } from '../../core/score.js';
import { cellName } from '../../games/line-em-up/notation.js';
import type { LineState } from '../../games/line-em-up/rules.js';
import type { MatchResult } from '../../match/match.js';
import { evalTimePerState, type PlayerStatistics } from '../../match/statistics.js';
import { describePlayer, type GameConfig } from './config.js';

/**
 * Pieces of text shared by the game traces and the scoreboard: the parameters (seed 2.5.1 items
 * 1-3), the end of a game (item 6) and number formats. The course measures time in seconds.
 */

/** Which player (1 or 2) sits at each colour: seats[0] plays white. */
export type Seats = [1 | 2, 1 | 2];

/** Seconds with six decimals, or four significant digits below a millisecond (a single heuristic call). */
export function seconds(ms: number): string {
  const s = ms / 1000;
  return `${s > 0 && s < 0.001 ? s.toExponential(3) : s.toFixed(6)} s`;
}

/** A score as the seed's reader wants it: the heuristic value, or the win or loss it proves. */
export function scoreText(value: number): string {
  const plies = (n: number) => `${n} ${n === 1 ? 'ply' : 'plies'}`;
  if (isProvenWin(value)) return `win in ${plies(pliesToEnd(value))}`;
  if (isProvenLoss(value)) return `loss in ${plies(pliesToEnd(value))}`;
  return String(value);
}

export function decimal(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(3);
}

/** '[depth1=2, depth2=3, depth3=4]', the seed's form; depth 0 (the root) only when it was evaluated. */
export function perDepth(counts: number[]): string {
  const items = counts.map((c, d) => `depth${d}=${decimal(c)}`);
  return `[${(counts[0] ? items : items.slice(1)).join(', ')}]`;
}

export function blocList(config: GameConfig, start: LineState): string {
  const cells = start.geometry.blocs.map((b) => cellName(config.n, b));
  const drawn = Array.isArray(config.blocs) ? '' : ` (drawn at random with seed ${config.blocs.seed})`;
  const listed = cells.length > 0 ? cells.join(', ') : 'none';
  return `${listed}${drawn}${config.blocNote ? `\n  Note: ${config.blocNote}` : ''}`;
}

/** Items 1 and 3 of seed 2.5.1: the game's and the players' parameters; colours when seated. */
export function parameterLines(config: GameConfig, seats?: Seats): string[] {
  const colour = (player: 1 | 2) => (seats === undefined ? '' : seats[0] === player ? ' (white, moves first)' : ' (black)');
  return [
    `Parameters: n=${config.n} b=${config.b} s=${config.s} t=${config.t} (seconds per AI move)`,
    ...([1, 2] as const).map((p) => `Player ${p}${colour(p)}: ${describePlayer(config.players[p - 1], p)}`),
  ];
}

export function outcomeLine(result: MatchResult<unknown>, config: GameConfig, seats: Seats): string {
  if (result.winner === null) return 'Result: a draw (the board is full)';
  const colour = result.winner === 0 ? 'white' : 'black';
  const player = seats[result.winner];
  const how =
    result.reason === 'line' ? `${config.s} in a row` : result.reason === 'time-overrun' || result.reason === 'illegal-move' ? result.detail : result.reason;
  return `Winner: ${colour} (player ${player}, heuristic ${config.players[player - 1].heuristic}): ${how}`;
}

/** Item 6(b) of seed 2.5.1 for one player's heuristic; a scoreboard passes per-game means. */
export function statisticsLines(stats: PlayerStatistics, averaged: boolean): string[] {
  const per = averaged ? ' per game' : '';
  return [
    `  i.   average evaluation time per state: ${seconds(evalTimePerState(stats))}`,
    `  ii.  states evaluated${per}: ${decimal(stats.evaluations)}`,
    `  iii. average of the per-move average depth (AD): ${decimal(stats.averageDepth)}`,
    `  iv.  states evaluated at each depth${per}: ${perDepth(stats.evaluationsPerDepth)}`,
    `  v.   average of the per-move average recursion depth (ARD): ${decimal(stats.averageRecursionDepth)}`,
    `  vi.  moves in the game${averaged ? ' (mean)' : ''}: ${decimal(stats.gameMoves)}`,
  ];
}
