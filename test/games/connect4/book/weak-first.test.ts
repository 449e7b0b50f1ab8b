import { afterAll, describe, expect, it } from 'vitest';
import { resolveSearch } from '../../../../src/analysis/search-options.js';
import { scoreOf } from '../../../../src/analysis/answer-terms.js';
import { provenScore } from '../../../../src/core/score.js';
import { connect4 } from '../../../../src/games/connect4/index.js';
import { connect4Solver, solvePons } from '../../../../src/games/connect4/solver.js';
import { pliesOfPonsScore } from '../../../../src/games/connect4/pons-score.js';
import { loadChildren, parentPositions, trueValue, unloadBook, weakSolve } from './tiny-book.js';

afterAll(unloadBook);
const never = () => false;

/** A solve as a request's session runs it: the kernel's table started for it first. */
function solveAfresh(...args: Parameters<typeof connect4Solver.solve>) {
  connect4Solver.newSearch();
  return connect4Solver.solve(...args);
}

describe('a Connect 4 solve that reaches the database', () => {
  const parents = parentPositions(6, 0x3ea7);
  const outcomes = parents.map((p) => Math.sign(weakSolve(p).score!));
  const exact = parents.map((p) => pliesOfPonsScore(solvePons(p, { nodes: Infinity }).score!, p.stones));
  loadChildren(parents, trueValue);

  it('keeps the weak outcome and a move that keeps it when the strong solve runs out of nodes', () => {
    parents.forEach((parent, i) => {
      const weakNodes = weakSolve(parent, true).stats.nodes;
      const { solved, stats } = solveAfresh(parent, { nodes: weakNodes + 1, book: true, expired: never });
      // A draw has no distance to refine: it is answered exactly, with no strong solve after it.
      const draw = outcomes[i] === 0;
      expect(solved?.weak).toBe(draw ? undefined : true);
      expect(Math.sign(solved!.plies)).toBe(outcomes[i]);
      if (draw) expect(stats.nodes).toBe(weakNodes);
      else expect(stats.nodes).toBeGreaterThan(weakNodes);
      parent.play(solved!.move);
      // The child's value for the opponent is the parent's negated.
      expect(Math.sign(weakSolve(parent).score!) + outcomes[i]).toBe(0);
      parent.undo(solved!.move);
    });
  });

  it('answers the exact distance when the strong solve finishes, and never a weak one with the book off', () => {
    parents.forEach((parent, i) => {
      const { solved } = solveAfresh(parent, { nodes: Infinity, book: true, expired: never });
      expect(solved?.plies).toBe(exact[i]);
      expect(solved?.weak).toBeUndefined();
      const weakNodes = weakSolve(parent, true).stats.nodes;
      expect(solveAfresh(parent, { nodes: weakNodes + 1, book: false, expired: never }).solved?.weak).not.toBe(true);
    });
  });

  it('answers a move that keeps the outcome when the table already holds the root (a request solving it again)', () => {
    parents.forEach((parent, i) => {
      connect4Solver.newSearch();
      connect4Solver.solve(parent, { nodes: Infinity, book: true, expired: never });
      const { solved } = connect4Solver.solve(parent, { nodes: Infinity, book: true, expired: never });
      expect(solved?.plies).toBe(exact[i]);
      parent.play(solved!.move);
      expect(Math.sign(weakSolve(parent).score!) + outcomes[i]).toBe(0);
      parent.undo(solved!.move);
    });
  });

  it('is answered with its outcome and no distance', () => {
    const resolved = resolveSearch(connect4.info);
    const score = scoreOf(connect4, parents[0], resolved, { score: provenScore(31), proven: true, weak: true });
    expect(score).toMatchObject({ outcome: 'win' });
    expect(score.plies).toBeUndefined();
  });
});
