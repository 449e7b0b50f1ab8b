import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { connect4 } from '../../../src/games/connect4/index.js';
import { replay } from '../../../src/games/replay.js';
import { solvedPositions } from './fixtures.js';

function solve(moves: string) {
  const position = replay(connect4, { moves });
  if (!position.valid) throw new Error(position.reason);
  // A node limit instead of the clock: the same answer on every machine.
  return analyse(connect4, position.state, { nodes: 5_000_000 });
}

describe("Pons' End-Easy set (Test_L3_R1)", () => {
  it('proves every position with the exact outcome and plies to the end', () => {
    const wrong: string[] = [];
    for (const p of solvedPositions('Test_L3_R1')) {
      const { score, stats } = solve(p.moves);
      if (score.outcome !== p.outcome || score.plies !== p.plies || stats.stopReason !== 'proven') {
        wrong.push(`${p.moves}: expected ${p.outcome} in ${p.plies}, got ${JSON.stringify(score)} (${stats.stopReason})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('plays the winning move when it proves a win', () => {
    for (const p of solvedPositions('Test_L3_R1').filter((q) => q.outcome === 'win').slice(0, 50)) {
      const answer = solve(p.moves);
      const after = replay(connect4, { moves: p.moves + answer.move.notation });
      if (!after.valid) throw new Error(after.reason);
      const reply = analyse(connect4, after.state, { nodes: 5_000_000 });
      // The opponent, after our move, is lost in one ply fewer.
      expect(reply.score.outcome === 'loss' || connect4.status(after.state).over).toBe(true);
      if (reply.score.outcome === 'loss') expect(reply.score.plies).toBe(p.plies - 1);
    }
  });
});
