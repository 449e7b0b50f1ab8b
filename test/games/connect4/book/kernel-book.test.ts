import { afterAll, describe, expect, it } from 'vitest';
import { connect4Kernel } from '../../../../src/games/connect4/kernel.js';
import { solvePons } from '../../../../src/games/connect4/solver.js';
import { encodeBook } from '../../../../src/games/connect4/book/file.js';
import { loadBook } from '../../../../src/games/connect4/book/load.js';
import { loadChildren, parentPositions, tinyBookFile, trueValue, weakSolve } from './tiny-book.js';
import { unloadTables } from './tables.js';

afterAll(unloadTables);

describe("the kernel's database lookup", () => {
  const parents = parentPositions(6, 0xb0c8);
  const fresh = parents.map((p) => weakSolve(p));
  const strong = parents.map((p) => solvePons(p, { nodes: Infinity }).score);

  it('answers the weak and the strong solve as without it, from fewer nodes, when the values are true', () => {
    loadChildren(parents, trueValue);
    let nodesWith = 0;
    let nodesWithout = 0;
    let hits = 0;
    parents.forEach((parent, i) => {
      const withBook = weakSolve(parent, true);
      hits += connect4Kernel().bookHitCount();
      expect(withBook.score).toBe(fresh[i].score);
      expect(solvePons(parent, { nodes: Infinity, book: true }).score).toBe(strong[i]);
      nodesWith += withBook.stats.nodes;
      nodesWithout += fresh[i].stats.nodes;
    });
    expect(hits).toBeGreaterThan(0);
    expect(nodesWith).toBeLessThan(nodesWithout);
  });

  it('is read: children all said to win for their mover make every parent lost, unless the book is off', () => {
    loadChildren(parents, () => 1);
    parents.forEach((parent, i) => {
      expect(weakSolve(parent, true).score).toBe(-1);
      expect(weakSolve(parent, false).score).toBe(fresh[i].score);
    });
  });

  it('is never loaded from a corrupt file: the load throws with the reason', () => {
    const file = encodeBook({ stones: 12, keys: [1, 2, 3], values: [1, 0, -1] });
    file[file.length - 1] ^= 1;
    expect(() => loadBook(connect4Kernel(), tinyBookFile(file))).toThrow(/checksum/);
  });
});
