import { afterAll, describe, expect, it } from 'vitest';
import { resolveSearch } from '../../../../src/analysis/search-options.js';
import { scoreOf } from '../../../../src/analysis/answer-terms.js';
import { provenScore } from '../../../../src/core/score.js';
import { connect4 } from '../../../../src/games/connect4/index.js';
import { connect4Solver, solvePons } from '../../../../src/games/connect4/solver.js';
import { pliesOfPonsScore } from '../../../../src/games/connect4/pons-score.js';
import { TABLE_TRY_NODES, distanceAllowance } from '../../../../src/games/connect4/book/weak-first.js';
import { loadChildren, parentPositions, trueValue, weakSolve } from './tiny-book.js';
import { unloadTables } from './tables.js';

afterAll(unloadTables);
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

  it('keeps the weak outcome and a move that keeps it, and starts no strong solve that the nodes left cannot fit', () => {
    parents.forEach((parent, i) => {
      const weakNodes = weakSolve(parent, true).stats.nodes;
      const { solved, stats } = solveAfresh(parent, { nodes: weakNodes + 1, book: true, expired: never });
      // A draw has no distance to refine: it is answered exactly, with no strong solve after it.
      const draw = outcomes[i] === 0;
      expect(solved?.weak).toBe(draw ? undefined : true);
      expect(Math.sign(solved!.plies)).toBe(outcomes[i]);
      expect(stats.nodes).toBe(weakNodes);
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

  it('seeks the distance when what is left fits the strong solve predicted from the weak one, and only then', () => {
    parents.forEach((parent, i) => {
      if (outcomes[i] === 0) return;
      const weakNodes = weakSolve(parent, true).stats.nodes;
      const roomy = solveAfresh(parent, { nodes: Infinity, book: true, expired: never, remainingMs: () => 60_000 });
      expect(roomy.solved?.plies).toBe(exact[i]);
      const late = solveAfresh(parent, { nodes: Infinity, book: true, expired: never, remainingMs: () => 0 });
      expect(late.solved?.weak).toBe(true);
      expect(late.stats.nodes).toBe(weakNodes);
    });
  });

  it('is answered with its outcome and no distance', () => {
    const resolved = resolveSearch(connect4.info);
    const score = scoreOf(connect4, parents[0], resolved, { score: provenScore(31), proven: true, weak: true });
    expect(score).toMatchObject({ outcome: 'win' });
    expect(score.plies).toBeUndefined();
  });
});

describe('whether an answer seeks its distance (distanceAllowance)', () => {
  it('gives a table answer a try bounded by nodes, never more than is left, whatever the clock leaves', () => {
    expect(distanceAllowance(null, { nodes: Infinity, ms: 700 })).toEqual({ nodes: TABLE_TRY_NODES, ms: 700 });
    expect(distanceAllowance(null, { nodes: Infinity, ms: 3 })).toEqual({ nodes: TABLE_TRY_NODES, ms: 3 });
    expect(distanceAllowance(null, { nodes: 500, ms: 1 })).toEqual({ nodes: 500, ms: 1 });
  });

  it('gives a weak solve\'s refinement all that is left when three times the weak work fits in it, and nothing otherwise', () => {
    const left = { nodes: Infinity, ms: 600 };
    expect(distanceAllowance({ nodes: 1_000_000, ms: 200 }, left)).toEqual(left);
    expect(distanceAllowance({ nodes: 1_000_000, ms: 201 }, left)).toBeNull();
    expect(distanceAllowance({ nodes: 1000, ms: 0.2 }, { nodes: 2999, ms: Infinity })).toBeNull();
    expect(distanceAllowance({ nodes: 1000, ms: 0.2 }, { nodes: 3000, ms: Infinity })).toEqual({ nodes: 3000, ms: Infinity });
  });
});
