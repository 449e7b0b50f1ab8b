import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { legalMoves, replay } from '../../../src/games/replay.js';

/** The two games our engine lost as white to an outside bot (test/data/pylos/SOURCE.md). */
const GAMES = [...readFileSync(new URL('../../data/pylos/lost-games.md', import.meta.url), 'utf8').matchAll(/```\n(.*)\n```/g)].map(
  ([, line]) => line.match(/"[^"]*"|\S+/g)!.map((token) => token.replace(/"/g, '')),
);

function position(moves: string[], plies: number, then: string[] = []) {
  const read = replay(pylos, { rules: 'standard', moves: [...moves.slice(0, plies), ...then] });
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

/** Enough to prove the results of the games' last 16 plies; no clock, so a loaded machine gives the same answers. */
const LIMITS = { nodes: 2_000_000, timeMs: Infinity };

describe('the Pylos games lost as white', () => {
  it('are replayed whole, and black won', () => {
    expect(GAMES).toHaveLength(2);
    for (const moves of GAMES) {
      const end = pylos.status(position(moves, moves.length));
      expect(end).toMatchObject({ over: true, winner: 'black' });
    }
  });

  it("at a 1 s move's node count, white no longer plays the move after which black's win is proven", () => {
    // The ply of white's last move before the search proved the loss (bench/pylos-lost-games.ts):
    // f1 in the first game, d4-e2 in the second. Node limits without a clock are reproducible.
    const mistakes = [16, 22];
    const ours = { nodes: 1_000_000, timeMs: Infinity };
    const theirs = { nodes: 3_000_000, timeMs: Infinity };
    GAMES.forEach((moves, g) => {
      const ply = mistakes[g];
      const played = moves[ply];
      expect(analyse(pylos, position(moves, ply, [played]), theirs).score.outcome).toBe('win');
      const answer = analyse(pylos, position(moves, ply), ours);
      expect(answer.score.outcome).toBeUndefined();
      expect(answer.move.notation).not.toBe(played);
      expect(analyse(pylos, position(moves, ply, [answer.move.notation]), theirs).score.outcome).toBeUndefined();
    });
  }, 180_000);

  it('once lost, white plays the move whose loss is furthest away', () => {
    let checked = 0;
    // Positions where some move loses sooner than the one chosen.
    let mattered = 0;
    for (const moves of GAMES) {
      // White's moves in the last 16 plies, where every answer is proven.
      for (let ply = moves.length - 16 + (moves.length % 2); ply < moves.length; ply += 2) {
        const state = position(moves, ply);
        const answer = analyse(pylos, state, LIMITS);
        expect(answer.score.outcome).toBe('loss');
        let furthest = 1;
        let nearest = Infinity;
        for (const move of legalMoves(pylos, state)) {
          const after = pylos.clone(state);
          pylos.search.makeMove(after, move);
          const status = pylos.status(after);
          if (status.over) continue;
          const reply = analyse(pylos, after, LIMITS).score;
          expect(reply.outcome).toBe('win');
          furthest = Math.max(furthest, 1 + reply.plies!);
          nearest = Math.min(nearest, 1 + reply.plies!);
        }
        expect(answer.score.plies).toBe(furthest);
        checked++;
        if (nearest < furthest) mattered++;
      }
    }
    expect(checked).toBe(16);
    expect(mattered).toBeGreaterThanOrEqual(3);
  });
});
