import type { GameRecord } from './game-record.js';

export interface Standing {
  agent: string;
  games: number;
  wins: number;
  draws: number;
  /** Games lost over the board. */
  losses: number;
  /** Games lost by the agent's own fault: an illegal move, no usable answer, or an overrun. */
  forfeits: number;
  /** A win 1, a draw half, a loss or forfeit 0. */
  points: number;
}

/** Result reasons that are the loser's fault rather than the game's end. */
const FORFEITS = new Set(['illegal-move', 'time-overrun', 'no-answer', 'crash', 'unreachable', 'malformed-answer']);

/** Every agent's standing over the records, best first (points, then wins, then the given order). */
export function scoreboard(agents: string[], records: GameRecord[]): Standing[] {
  const table = new Map(agents.map((agent) => [agent, { agent, games: 0, wins: 0, draws: 0, losses: 0, forfeits: 0, points: 0 }]));
  for (const record of records) {
    record.players.forEach((agent, side) => {
      const standing = table.get(agent);
      if (!standing) return;
      standing.games++;
      if (record.winner === null) {
        standing.draws++;
        standing.points += 0.5;
      } else if (record.winner === side) {
        standing.wins++;
        standing.points += 1;
      } else if (FORFEITS.has(record.reason)) {
        standing.forfeits++;
      } else {
        standing.losses++;
      }
    });
  }
  return [...table.values()].sort((a, b) => b.points - a.points || b.wins - a.wins);
}

export function scoreboardMarkdown(standings: Standing[]): string {
  const rows = standings.map((s, i) => `| ${i + 1} | ${s.agent} | ${s.games} | ${s.wins} | ${s.draws} | ${s.losses} | ${s.forfeits} | ${s.points} |`);
  return ['| # | agent | games | wins | draws | losses | forfeits | points |', '|---|---|---|---|---|---|---|---|', ...rows, ''].join('\n');
}
