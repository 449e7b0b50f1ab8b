import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/referee/game-record.js';
import { scoreboard, scoreboardMarkdown } from '../../src/referee/scoreboard.js';

function record(players: [string, string], winner: 0 | 1 | null, reason: string): GameRecord {
  return { game: 'connect4', parameters: {}, players, colours: ['red', 'yellow'], turns: [], winner, reason };
}

describe('the scoreboard', () => {
  it('counts wins, draws, losses and forfeits, a win 1 point and a draw half', () => {
    const standings = scoreboard(
      ['a', 'b', 'c'],
      [
        record(['a', 'b'], 0, 'four-in-a-row'),
        record(['b', 'a'], null, 'board-full'),
        record(['a', 'c'], 1, 'illegal-move'),
        record(['c', 'a'], 0, 'no-answer'),
        record(['b', 'c'], 1, 'crash'),
        record(['c', 'b'], 1, 'time-overrun'),
      ],
    );
    expect(standings).toEqual([
      { agent: 'c', games: 4, wins: 3, draws: 0, losses: 0, forfeits: 1, points: 3 },
      { agent: 'a', games: 4, wins: 1, draws: 1, losses: 0, forfeits: 2, points: 1.5 },
      { agent: 'b', games: 4, wins: 1, draws: 1, losses: 1, forfeits: 1, points: 1.5 },
    ]);
    expect(scoreboardMarkdown(standings).split('\n')[3]).toBe('| 2 | a | 4 | 1 | 1 | 0 | 2 | 1.5 |');
  });
});
