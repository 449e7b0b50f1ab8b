import { barChartSvg } from '../report/bar-chart.js';
import { escapeHtml, htmlPage, htmlTable } from '../report/html.js';
import type { Standing } from './scoreboard.js';

/** The tournament's scoreboard as a page: the standings, and a chart of each agent's wins, draws, losses and forfeits. */
export function scoreboardHtml(game: string, standings: Standing[]): string {
  const table = htmlTable(
    ['#', 'agent', 'games', 'wins', 'draws', 'losses', 'forfeits', 'points'],
    standings.map((s, i) => [i + 1, s.agent, s.games, s.wins, s.draws, s.losses, s.forfeits, s.points]),
  );
  const chart = barChartSvg({
    title: 'Results per agent',
    series: ['wins', 'draws', 'losses', 'forfeits'],
    groups: standings.map((s) => ({ label: s.agent, values: [s.wins, s.draws, s.losses, s.forfeits] })),
  });
  return htmlPage(`${game} tournament`, `<p>${escapeHtml(`${standings.length} agents, best first (points, then wins).`)}</p>\n${table}\n${chart}`);
}
