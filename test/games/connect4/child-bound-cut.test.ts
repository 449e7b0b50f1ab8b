import { describe, expect, it } from 'vitest';
import { connect4 } from '../../../src/games/connect4/index.js';
import { solvePons } from '../../../src/games/connect4/solver.js';
import { replay } from '../../../src/games/replay.js';
import { ponsScores } from './fixtures.js';

/**
 * The solve's enhanced transposition cutoff (assembly/solve.ts, book on only): positions past the
 * database (Pons' Middle-Easy set, 12 to 30 stones), so the only difference between the two solves
 * is the cutoff. Pons' own scores are the reference.
 */
const MIDDLE_EASY = ponsScores('Test_L1_R2')
  .slice(0, 20)
  .map(({ moves, score }) => {
    const read = replay(connect4, { moves });
    if (!read.valid) throw new Error(read.reason);
    return { state: read.state, score };
  });

describe("the cutoff on the children's table bounds", () => {
  it('keeps every strong and weak score and searches fewer nodes than the book-off solve', () => {
    const nodes = { on: 0, off: 0 };
    for (const { state, score } of MIDDLE_EASY) {
      for (const weak of [false, true]) {
        const on = solvePons(state, { nodes: Infinity, weak, book: true });
        const off = solvePons(state, { nodes: Infinity, weak, book: false });
        const expected = weak ? Math.sign(score) : score;
        expect(on.score).toBe(expected);
        expect(off.score).toBe(expected);
        nodes.on += on.stats.nodes;
        nodes.off += off.stats.nodes;
      }
    }
    expect(nodes.on).toBeLessThan(nodes.off);
  });
});
