import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { amazons } from '../../../src/games/amazons/index.js';
import { before, readLostGames } from './lost-games.js';

/**
 * Issue 24's two Amazons games lost to an outside bot (test/data/amazons/lost-games-2.md, see
 * SOURCE.md), both with our engine as red. A 40,000-node search replays the recorded scores of
 * 1000 ms a move exactly where nothing changed since, so it is the limit here; node-limited, every
 * machine gets the same answer.
 */
const LIMITS = { nodes: 40_000, timeMs: Infinity };
/** The nodes our engine searches in 1000 ms here, the Elo match's budget (bench/strength-games.ts). */
const MATCH_LIMITS = { nodes: 195_000, timeMs: Infinity };

const [first, second] = readLostGames('lost-games-2.md');

describe("issue 24's lost Amazons games", () => {
  it('replay to the loss of the side that moved first (ours)', () => {
    for (const game of [first, second]) {
      expect(amazons.status(before(game, game.moves.length))).toMatchObject({ over: true, winner: 'blue' });
    }
  });

  it('no longer play F0H0G0 at ply 28 of the second game, which I2H1I1 refuted (rated +19.71, then -0.18)', () => {
    expect(second.moves[28]).toBe('F0H0G0');
    expect(second.moves[29]).toBe('I2H1I1');
    expect(second.scores.get(28)).toBe(1971);
    expect(second.scores.get(30)).toBe(-18);
    const answer = analyse(amazons, before(second, 28), LIMITS);
    expect(answer.move.notation).not.toBe('F0H0G0');
    // The refutation is among the replies searched now: no move here is worth 19 squares to us.
    expect(answer.score.value).toBeLessThan(500);
  });

  // The bot's I2H1I1 was the evaluation's second-best reply and the hint's 188th of 241; the
  // engine's own I2I1H1, the evaluation's best, the hint's 89th: both beyond the 64 searched before.
  it('answer F0H0G0 with I2I1H1 as blue, for blue', () => {
    const answer = analyse(amazons, before(second, 29), LIMITS);
    expect(answer.move.notation).toBe('I2I1H1');
    expect(answer.score.value).toBeGreaterThan(0);
  });

  // The first game's swing: +15.97 at ply 26, -10.01 at ply 28 after the bot's A1A7A2, the
  // evaluation's 41st reply of 239, beyond the 34 replies a ply-1 node kept with 5 plies left (at
  // this budget our own search as blue answers A1A7A2 too, +10.01 for blue). Whether H9E9E8 lost
  // the game is another question, which docs/amazons.md answers with figures (it does not show it).
  // At 40,000 nodes (depth 4) the search plays H9D9E8, the same queen one square over, at +12.73,
  // so the limit here is the match budget: a CPU second compiled, more under vitest's transform,
  // hence the test's own timeout.
  it(
    'no longer play H9E9E8 at ply 26 of the first game at the match budget, nor rate any move 10 squares',
    () => {
      expect(first.moves.slice(26, 28)).toEqual(['H9E9E8', 'A1A7A2']);
      expect(first.scores.get(26)).toBe(1597);
      expect(first.scores.get(28)).toBe(-1001);
      const answer = analyse(amazons, before(first, 26), MATCH_LIMITS);
      expect(answer.move.notation).not.toBe('H9E9E8');
      expect(answer.score.value).toBeLessThan(1000);
    },
    300_000,
  );
});
