import type { LineState } from '../../games/line-em-up/rules.js';
import type { MatchResult } from '../../match/match.js';
import { averageStatistics, playerStatistics, type PlayerStatistics } from '../../match/statistics.js';
import type { GameConfig } from './config.js';
import { blocList, parameterLines, statisticsLines, type Seats } from './report.js';

/** One game of a series: who sat where, the board it started from, and how it went. */
export interface SeriesGame {
  seats: Seats;
  start: LineState;
  result: MatchResult<unknown>;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function percent(count: number, total: number): string {
  return `${count} (${((100 * count) / total).toFixed(1)}%)`;
}

/** The games of a series the player won, whichever colour it had. */
export function winsOf(games: SeriesGame[], player: 1 | 2): number {
  return games.filter((g) => g.result.winner !== null && g.seats[g.result.winner] === player).length;
}

/** The player's end-of-game statistics averaged over the series' games, whichever colour it had. */
export function seriesStatistics(games: SeriesGame[], player: 1 | 2): PlayerStatistics {
  return averageStatistics(games.map((g) => playerStatistics(g.result, g.seats[0] === player ? 0 : 1)));
}

/**
 * A series' entry in scoreboard.txt with every item of seed section 2.5.2: the parameters, the
 * players, the number of games, each heuristic's wins, and the end-of-game statistics (2.5.1
 * item 6) averaged over the games.
 */
export function formatSeries(config: GameConfig, games: SeriesGame[]): string {
  const [parameters, ...players] = parameterLines(config);
  const total = games.length;
  const draws = games.filter((g) => g.result.winner === null).length;
  const forfeits = games.filter((g) => g.result.reason === 'time-overrun' || g.result.reason === 'illegal-move').length;
  const blocs = Array.isArray(config.blocs)
    ? blocList(config, games[0].start)
    : `${config.b} drawn at random, new cells for each pair of games (seeds ${config.blocs.seed} to ${config.blocs.seed + total / 2 - 1})`;
  const lines = [
    `=== Series of ${total} games ===`,
    `1. ${parameters}`,
    `   Blocs: ${blocs}`,
    '2. Players:',
    ...players.map((p) => `   ${p}`),
    `3. Games played: ${total} (2 x r with r=${total / 2}: each player white in ${plural(total / 2, 'game')}, black in ${total / 2})`,
    '4. Wins:',
    ...([1, 2] as const).map((p) => `   heuristic ${config.players[p - 1].heuristic} (player ${p}): ${percent(winsOf(games, p), total)}`),
    `   draws: ${percent(draws, total)}`,
  ];
  if (forfeits > 0) lines.push(`   (${forfeits} of the games were lost by a time overrun or an illegal move)`);
  lines.push(`5. End-of-game statistics averaged over the ${total} games:`);
  for (const player of [1, 2] as const) {
    lines.push(`Heuristic ${config.players[player - 1].heuristic} (player ${player}):`);
    lines.push(...statisticsLines(seriesStatistics(games, player), true));
  }
  return `${lines.join('\n')}\n\n`;
}
