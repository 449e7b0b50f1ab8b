import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reserveDifference, strong } from '../../../src/games/pylos/evaluate.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { boardOf, load, playOut, randomGame } from './fixtures.js';

/** The same position with the colours swapped, so the other colour is to move. */
function swapped(position: { board: string; toMove: string; rules: string }) {
  const board = [...position.board].map((c) => (c === 'W' ? 'B' : c === 'B' ? 'W' : c)).join('');
  return { board, toMove: position.toMove === 'white' ? 'black' : 'white', rules: position.rules };
}

describe('the Pylos evaluation', () => {
  it('is the same for either colour in the same situation', () => {
    fc.assert(
      fc.property(randomGame(60), ({ rules, played }) => {
        const s = playOut(rules, played);
        if (pylos.status(s).over) return;
        const mirror = load(swapped(pylos.describe(s) as { board: string; toMove: string; rules: string }));
        expect(strong.evaluate(mirror)).toBe(strong.evaluate(s));
      }),
      { numRuns: 50 },
    );
  });

  it('is dominated by the reserve difference', () => {
    const even = load({ board: boardOf('a1', 'd4'), toMove: 'white' });
    const ahead = load({ board: boardOf('a1', 'd4 d3'), toMove: 'white' });
    expect(reserveDifference.evaluate(ahead) - reserveDifference.evaluate(even)).toBe(1);
    expect(strong.evaluate(ahead) - strong.evaluate(even)).toBeGreaterThan(50);
  });

  it('counts a square the side to move can complete, and two the opponent can', () => {
    const quiet = load({ board: boardOf('a1 a2 b4', 'c3 c4 d1'), toMove: 'white' });
    const mine = load({ board: boardOf('a1 a2 b1', 'c3 c4 d1'), toMove: 'white' });
    expect(strong.evaluate(mine)).toBeGreaterThan(strong.evaluate(quiet) + 50);
    // One opponent square can be blocked; two cannot.
    const one = load({ board: boardOf('a1 a2 b4', 'c3 c4 d3'), toMove: 'white' });
    expect(strong.evaluate(one)).toBeLessThanOrEqual(strong.evaluate(quiet));
    const two = load({ board: boardOf('a1 a2 c1', 'c3 c4 d3 a3 a4 b3'), toMove: 'white' });
    const twoQuiet = load({ board: boardOf('a1 a2 c1', 'c3 c4 a3 a4 d1 d2'), toMove: 'white' });
    expect(strong.evaluate(two)).toBeLessThan(strong.evaluate(twoQuiet) - 50);
  });

  it('counts a raise the side to move can make', () => {
    // a1 a2 b1 b2 filled, so e1 is open and white's d4 can climb there; with b2 empty it cannot.
    const raise = load({ board: boardOf('a1 b2 d4', 'a2 b1 c4'), toMove: 'white' });
    const none = load({ board: boardOf('a1 c2 d4', 'a2 b1 c4'), toMove: 'white' });
    expect(strong.evaluate(raise)).toBeGreaterThan(strong.evaluate(none) + 40);
  });
});
