import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { decidedIn } from '../../../src/games/pylos/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { legalMoves } from '../../../src/games/replay.js';
import { boardOf, game, load } from './fixtures.js';

describe('the Pylos engine', () => {
  it('places the top sphere and reports the win in one ply', () => {
    const board = boardOf('a1 a3 b2 b4 c1 c3 d2 d4 e2 f1 f3 h1 h2 i1', 'a2 a4 b1 b3 c2 c4 d1 d3 e1 e3 f2 g1 g2 g3 i2');
    const answer = analyse(pylos, load({ board, toMove: 'white' }), { depth: 3 });
    expect(answer.move.notation).toBe('j1');
    expect(answer.score).toMatchObject({ outcome: 'win', plies: 1 });
  });

  it('scores decided positions exactly, at the distance the end-game rule gives', () => {
    const random = seededRandom(21);
    let checked = 0;
    for (let g = 0; g < 60; g++) {
      const s = load({});
      while (!pylos.status(s).over && decidedIn(s) === 0) {
        const moves = legalMoves(pylos, s);
        game.makeMove(s, moves[Math.floor(random() * moves.length)]);
      }
      if (pylos.status(s).over) continue;
      const n = decidedIn(s);
      const answer = analyse(pylos, s, { depth: 2 });
      expect(answer.score).toMatchObject({ outcome: n > 0 ? 'win' : 'loss', plies: Math.abs(n) });
      expect(answer.stats.stopReason).toBe('proven');
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('completes its square where the opponent would complete one', () => {
    const s = load({ board: boardOf('a1 a2 b1', 'b3 c2 c3'), toMove: 'white' });
    const answer = analyse(pylos, s, { depth: 4 });
    expect(answer.move).toMatchObject({ place: 'b2' });
    expect(answer.move.remove).toHaveLength(2);
  });

  it('sees a repetition of an earlier position of the game as a draw', () => {
    // White is four spheres down; taking b2 back repeats the position after its first b2 x b2.
    const board = boardOf('a1 a2 b1 a4 c1 d2 d4', 'b3 c2 c3');
    const fresh = analyse(pylos, load({ board, toMove: 'white', rules: 'standard' }), { depth: 4 });
    expect(fresh.score.value).toBeLessThan(-100);
    const cycled = load({ board, toMove: 'white', rules: 'standard', moves: ['b2 x b2', 'b2 x b2'] });
    for (const algorithm of ['iterative', 'alphabeta'] as const) {
      const answer = analyse(pylos, cycled, { algorithm, depth: 4 });
      expect(answer.move.notation).toBe('b2 x b2');
      expect(Math.abs(answer.score.value)).toBe(0);
    }
  });

  it('answers a legal move even with the smallest budget', () => {
    const s = load({ moves: ['a1', 'b2', 'c3'] });
    const answer = analyse(pylos, s, { nodes: 1 });
    expect(pylos.parseMove(s, answer.move.notation).ok).toBe(true);
  });
});
