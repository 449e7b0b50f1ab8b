import { evalTimePerState } from '../../match/statistics.js';
import { barChartSvg } from '../../report/bar-chart.js';
import { escapeHtml, htmlPage, htmlTable } from '../../report/html.js';
import type { GameConfig } from './config.js';
import { parameterLines } from './report.js';
import { seriesStatistics, winsOf, type SeriesGame } from './scoreboard.js';
import { traceFileName } from './trace.js';

/** A series as the page shows it: its configuration and its games. */
export interface Series {
  config: GameConfig;
  games: SeriesGame[];
}

const PLAYERS = [1, 2] as const;

/**
 * One series: its parameters, each heuristic's wins in a table and a chart, and per search depth
 * the states each heuristic evaluated and the time it spent evaluating them (means per game), the
 * figures the seed asks the experiments to compare.
 */
function seriesSection({ config, games }: Series): string {
  const heuristic = (p: 1 | 2) => `${config.players[p - 1].heuristic} (player ${p}, depth ${config.players[p - 1].depth})`;
  const stats = PLAYERS.map((p) => seriesStatistics(games, p));
  const draws = games.filter((g) => g.result.winner === null).length;
  const table = htmlTable(
    ['heuristic', 'wins', 'states evaluated per game', 'evaluation time per state', 'mean search time per move'],
    PLAYERS.map((p, i) => [
      heuristic(p),
      winsOf(games, p),
      Math.round(stats[i].evaluations),
      `${(evalTimePerState(stats[i]) * 1000).toFixed(2)} µs`,
      `${searchTimePerMove(games, p).toFixed(1)} ms`,
    ]),
  );
  const wins = barChartSvg({
    title: `Wins over ${games.length} games (${draws} drawn)`,
    series: ['wins'],
    groups: PLAYERS.map((p) => ({ label: `heuristic ${heuristic(p)}`, values: [winsOf(games, p)] })),
  });
  const depths = Math.max(...stats.map((s) => s.evaluationsPerDepth.length));
  const perDepth = (value: (s: (typeof stats)[number], d: number) => number) =>
    Array.from({ length: depths }, (_, d) => ({ label: `depth ${d}`, values: stats.map((s) => value(s, d)) })).filter((g) => g.values.some((v) => v > 0));
  const names = PLAYERS.map((p) => config.players[p - 1].heuristic);
  const evaluations = barChartSvg({
    title: 'States evaluated at each depth (mean per game)',
    series: names,
    groups: perDepth((s, d) => s.evaluationsPerDepth[d] ?? 0),
  });
  const time = barChartSvg({
    title: 'Heuristic time at each depth (ms, mean per game)',
    series: names,
    groups: perDepth((s, d) => (s.evaluationsPerDepth[d] ?? 0) * evalTimePerState(s)),
    format: (ms) => ms.toFixed(2),
  });
  const heading = `${traceFileName(config).replace(/^gameTrace-|\.txt$/g, '')}: ${parameterLines(config)[0]}`;
  return `<section>\n<h2>${escapeHtml(heading)}</h2>\n${table}\n${wins}\n${evaluations}\n${time}\n</section>`;
}

/** Milliseconds a player searched per move, on average over the series. */
function searchTimePerMove(games: SeriesGame[], player: 1 | 2): number {
  const stats = seriesStatistics(games, player);
  return stats.searchedMoves > 0 ? stats.searchTimeMs / stats.searchedMoves : 0;
}

/** The series side by side, to compare how depth (d1, d2) changes the work and the time of a move. */
function summary(series: Series[]): string {
  const label = ({ config }: Series) => `${traceFileName(config).replace(/^gameTrace-|\.txt$/g, '')} (d1=${config.players[0].depth}, d2=${config.players[1].depth})`;
  const names = ['player 1 (e1)', 'player 2 (e2)'];
  const evaluations = barChartSvg({
    title: 'States evaluated per game, by series and depth',
    series: names,
    groups: series.map((s) => ({ label: label(s), values: PLAYERS.map((p) => seriesStatistics(s.games, p).evaluations) })),
    format: (n) => String(Math.round(n)),
  });
  const time = barChartSvg({
    title: 'Search time per move (ms), by series and depth',
    series: names,
    groups: series.map((s) => ({ label: label(s), values: PLAYERS.map((p) => searchTimePerMove(s.games, p)) })),
    format: (ms) => ms.toFixed(1),
  });
  return `<section>\n<h2>All series</h2>\n${evaluations}\n${time}\n</section>`;
}

/** The Line 'em Up scoreboard as a page, beside scoreboard.txt: the series compared, then each with its tables and charts. */
export function lineScoreboardHtml(series: Series[]): string {
  const body = series.length === 0 ? '<p>No series is complete yet.</p>' : [summary(series), ...series.map(seriesSection)].join('\n');
  return htmlPage("Line 'em Up scoreboard", body);
}
