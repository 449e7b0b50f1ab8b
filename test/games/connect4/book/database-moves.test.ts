import { afterAll, describe, expect, it } from 'vitest';
import { keepingMove } from '../../../../src/cli/c4-book/weak-value.js';
import { Outcome } from '../../../../src/core/outcome.js';
import { encodeBook } from '../../../../src/games/connect4/book/file.js';
import { canonicalKey, mirrorKey, positionKey } from '../../../../src/games/connect4/book/keys.js';
import { loadBook } from '../../../../src/games/connect4/book/load.js';
import { openingAnswer } from '../../../../src/games/connect4/book/opening.js';
import { stateOfKey } from '../../../../src/games/connect4/book/positions.js';
import { connect4Kernel } from '../../../../src/games/connect4/kernel.js';
import type { Connect4State } from '../../../../src/games/connect4/rules.js';
import { connect4Solver } from '../../../../src/games/connect4/solver.js';
import { loadChildren, parentPositions, tinyBookFile, trueValue } from './tiny-book.js';
import { unloadTables } from './tables.js';

afterAll(unloadTables);
const never = () => false;

/** The children of the parents that are not over: the tiny database's positions. */
function childrenOf(parents: Connect4State[]): Connect4State[] {
  return parents.flatMap((parent) =>
    [0, 1, 2, 3, 4, 5, 6].flatMap((col) => {
      if (parent.isFull(col)) return [];
      parent.play(col);
      const child = parent.outcomes[parent.stones] === Outcome.Ongoing ? stateOfKey(positionKey(parent), parent.toMove) : null;
      parent.undo(col);
      return child === null ? [] : [child];
    }),
  );
}

/** The value for the side to move after `col`, by a fresh solve that reads no database. */
function valueAfter(state: Connect4State, col: number): number {
  state.play(col);
  const value = state.outcomes[state.stones] !== Outcome.Ongoing ? -1 : trueValue(state);
  state.undo(col);
  return value;
}

describe('the moves the database keeps beside its wins and draws (a tiny database at ply 12)', () => {
  const parents = parentPositions(5, 0x5eed8);
  const children = childrenOf(parents);
  loadChildren(parents, trueValue);
  // The move pass, as `c4-book generate --moves` runs it, over every entry.
  const passed = new Map(children.map((child) => [canonicalKey(positionKey(child)), keepingMove(child, false)]));
  const keys = [...passed.keys()].sort((a, b) => a - b);
  const withMoves = encodeBook({ stones: 12, keys, values: keys.map((k) => passed.get(k)!.value), moves: keys.map((k) => passed.get(k)!.column!) });

  it('records a move for each win and draw, and none for a loss', () => {
    const values = keys.map((k) => passed.get(k)!.value);
    expect(new Set(values).size, 'the sample should hold more than one outcome').toBeGreaterThan(1);
    for (const k of keys) expect(passed.get(k)!.column! >= 0).toBe(passed.get(k)!.value >= 0);
  });

  it('answers each win and draw and its mirror image with a move that a fresh solve says keeps it, a loss with nothing', () => {
    expect(loadBook(connect4Kernel(), tinyBookFile(withMoves))).toBe(keys.length);
    for (const child of children) {
      const mirror = stateOfKey(mirrorKey(positionKey(child)), child.toMove);
      for (const root of [child, mirror]) {
        const answer = openingAnswer(root);
        const value = trueValue(root);
        if (value < 0) {
          expect(answer).toBeNull();
          continue;
        }
        expect(answer?.value).toBe(value);
        expect(0 - valueAfter(root, answer!.column)).toBe(value);
      }
    }
  });

  it('lets the solver answer such a root with its outcome before its first node, only with the book on', () => {
    loadBook(connect4Kernel(), tinyBookFile(withMoves));
    // A root that wins at once is answered so by the kernel before its first node, book or not.
    const winsAtOnce = (state: Connect4State): boolean => {
      state.computeThreats();
      return state.playable[state.toMove] !== 0;
    };
    const kept = children.filter((child) => openingAnswer(child) !== null && !winsAtOnce(child));
    expect(kept.length).toBeGreaterThan(0);
    for (const child of kept) {
      const { column, value } = openingAnswer(child)!;
      connect4Solver.newSearch();
      const book = connect4Solver.solve(child, { nodes: 1, book: true, expired: never }).solved;
      expect(book).toMatchObject(value === 0 ? { move: column, plies: 0 } : { move: column, weak: true });
      expect(connect4Solver.solve(child, { nodes: 1, book: false, expired: never }).solved).toBeNull();
    }
  });

  it('refuses, in the move pass, a database value that the solve cannot prove', () => {
    const wrong = children.find((child) => trueValue(child) === 0 || trueValue(child) === -1)!;
    const key = canonicalKey(positionKey(wrong));
    loadBook(connect4Kernel(), tinyBookFile(encodeBook({ stones: 12, keys: [key], values: [1] })));
    expect(() => keepingMove(wrong, false)).toThrow(/the tables say 1/);
  });
});
