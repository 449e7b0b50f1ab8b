import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { legalMoves } from '../../../src/games/replay.js';
import { OURS, THEIRS, lostGames, position } from './lost-game-replay.js';

/** The two games our engine lost as white to an outside bot (test/data/pylos/SOURCE.md). */
const GAMES = lostGames('lost-games.md');

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

  it("at a 1 s move's node count, white no longer plays d4-e2 in the second game, but its own choice loses as well", () => {
    // d4-e2 at ply 22 was white's last move before the search proved the loss (bench/pylos-lost-games.ts).
    // Since the one-sided end-game rule (issue 24) black's deeper search proves its win after
    // white's choice too; 64ee049's could not.
    const moves = GAMES[1];
    const answer = analyse(pylos, position(moves, 22), OURS);
    expect(answer.score.outcome).toBeUndefined();
    expect(answer.move.notation).not.toBe(moves[22]);
    for (const move of [moves[22], answer.move.notation]) expect(analyse(pylos, position(moves, 22, [move]), THEIRS).score.outcome).toBe('win');
  }, 180_000);

  it('the first game was already lost at ply 16, where white played f1', () => {
    // Since the one-sided end-game rule (issue 24) white plays f1 there again at a 1 s move's node
    // count; a deeper search proves that every move loses (in 20, at 6,273,205 nodes).
    expect(analyse(pylos, position(GAMES[0], 16), { nodes: 7_000_000, timeMs: Infinity }).score.outcome).toBe('loss');
  }, 300_000);

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
