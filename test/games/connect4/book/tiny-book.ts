// A tiny database for tests at ply 12, whose fresh solves take milliseconds: the kernel's lookup
// and the solver's weak step work at whatever ply the loaded database is at, so these tests never
// depend on the real ply-8 database.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { Outcome } from '../../../../src/core/outcome.js';
import { encodeBook } from '../../../../src/games/connect4/book/file.js';
import { loadBook } from '../../../../src/games/connect4/book/load.js';
import { canonicalKey, positionKey } from '../../../../src/games/connect4/book/keys.js';
import { connect4Kernel } from '../../../../src/games/connect4/kernel.js';
import { Connect4State } from '../../../../src/games/connect4/rules.js';
import { solvePons } from '../../../../src/games/connect4/solver.js';
import { seededRandom } from '../../../../src/games/random.js';

export const STONES = 12;
const dir = mkdtempSync(join(tmpdir(), 'c4-book-'));

/** Seeded positions of 11 stones, not over, where the side to move cannot win at once. */
export function parentPositions(count: number, seed: number): Connect4State[] {
  const random = seededRandom(seed);
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

/** A fresh weak solve, with or without the database loaded in the kernel. */
export const weakSolve = (state: Connect4State, book = false) => solvePons(state, { weak: true, nodes: Infinity, book });

/** Loads a database of the parents' children that are not over, each valued by `value`. */
export function loadChildren(parents: Connect4State[], value: (child: Connect4State) => number): void {
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
  const file = tinyBookFile(encodeBook({ stones: STONES, keys, values: keys.map((k) => entries.get(k)!) }));
  expect(loadBook(connect4Kernel(), file)).toBe(keys.length);
}

/** Writes a database file's bytes where loadBook can read them; returns its path. */
export function tinyBookFile(bytes: Uint8Array): string {
  const file = join(dir, 'tiny.c4db');
  writeFileSync(file, bytes);
  return file;
}

/** The true values, by fresh solves that read no database. */
export const trueValue = (child: Connect4State): number => Math.sign(weakSolve(child).score!);
