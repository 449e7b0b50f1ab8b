import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeBook } from '../../../../src/games/connect4/book/file.js';
import { loadBook } from '../../../../src/games/connect4/book/load.js';
import { canonicalKey, positionKey } from '../../../../src/games/connect4/book/positions.js';
import { connect4Kernel } from '../../../../src/games/connect4/kernel.js';
import { Connect4State } from '../../../../src/games/connect4/rules.js';
import { solvePons } from '../../../../src/games/connect4/solver.js';
import { seededRandom } from '../../../../src/games/random.js';
import { Outcome } from '../../../../src/engine/game.js';

// The kernel's lookup works at whatever ply the database is at, so these tests give it a tiny one at
// ply 12, whose fresh solves take milliseconds, and never depend on the real ply-8 database.
const STONES = 12;
const dir = mkdtempSync(join(tmpdir(), 'c4-book-'));

/** Seeded positions of 11 stones, not over, where the side to move cannot win at once. */
function positions(count: number): Connect4State[] {
  const random = seededRandom(0xb0c8);
  const found: Connect4State[] = [];
  while (found.length < count) {
    const state = Connect4State.empty();
    while (state.stones < STONES - 1 && state.outcomes[state.stones] === Outcome.Ongoing) {
      const open = [0, 1, 2, 3, 4, 5, 6].filter((col) => !state.isFull(col));
      state.play(open[Math.floor(random() * open.length)]);
    }
    if (state.outcomes[state.stones] !== Outcome.Ongoing || state.stones !== STONES - 1) continue;
    state.computeThreats();
    if (state.playable[state.toMove] === 0) found.push(state);
  }
  return found;
}

const weak = (state: Connect4State, book: boolean) => solvePons(state, { weak: true, nodes: Infinity, book });

/** A database of the positions' children (ply 12) with the values `value` gives each, loaded into the kernel. */
function loadChildren(parents: Connect4State[], value: (child: Connect4State) => number): void {
  const entries = new Map<number, number>();
  for (const parent of parents) {
    for (let col = 0; col < 7; col++) {
      if (parent.isFull(col)) continue;
      parent.play(col);
      if (parent.outcomes[parent.stones] === Outcome.Ongoing) entries.set(canonicalKey(positionKey(parent)), value(parent));
      parent.undo(col);
    }
  }
  const keys = [...entries.keys()].sort((a, b) => a - b);
  const file = join(dir, 'tiny.c4db');
  writeFileSync(file, encodeBook({ stones: STONES, keys, values: keys.map((k) => entries.get(k)!) }));
  expect(loadBook(connect4Kernel(), file)).toBe(keys.length);
}

afterAll(() => loadBook(connect4Kernel(), join(dir, 'none.c4db')));

describe("the kernel's database lookup", () => {
  const parents = positions(6);
  const fresh = parents.map((p) => weak(p, false));
  const strong = parents.map((p) => solvePons(p, { nodes: Infinity }).score);

  it('answers the weak and the strong solve as without it, from fewer nodes, when the values are true', () => {
    loadChildren(parents, (child) => Math.sign(weak(child, false).score!));
    let nodesWith = 0;
    let nodesWithout = 0;
    let hits = 0;
    parents.forEach((parent, i) => {
      const withBook = weak(parent, true);
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
      expect(weak(parent, true).score).toBe(-1);
      expect(weak(parent, false).score).toBe(fresh[i].score);
    });
  });
});
