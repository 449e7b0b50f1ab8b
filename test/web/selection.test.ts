import { describe, expect, test } from 'vitest';
import { Selection } from '../../web/src/selection.js';

const move = (notation: string) => ({ notation });

describe('choosing a move click by click', () => {
  // Pylos-like: a placement that needs one or two removals, another that needs none, and a raise.
  const choices = [
    { move: move('b2 x a1'), paths: [['b2', 'a1']] },
    { move: move('b2 x a1 a2'), paths: [['b2', 'a1', 'a2'], ['b2', 'a2', 'a1']] },
    { move: move('c3'), paths: [['c3']] },
    { move: move('a1-e1'), paths: [['a1', 'e1']] },
  ];

  test('a one-click move is played at once', () => {
    expect(new Selection(choices).pick('c3')).toEqual(move('c3'));
  });

  test('each click narrows the targets; a move that longer ones extend waits for Play', () => {
    const selection = new Selection(choices);
    expect([...selection.next()].sort()).toEqual(['a1', 'b2', 'c3']);
    expect(selection.pick('b2')).toBeUndefined();
    expect([...selection.next()].sort()).toEqual(['a1', 'a2']);
    expect(selection.complete()).toBeUndefined();
    expect(selection.pick('a1')).toBeUndefined();
    expect(selection.complete()).toEqual(move('b2 x a1'));
    expect(selection.pick('a2')).toEqual(move('b2 x a1 a2'));
  });

  test('either order of two removals makes the same move', () => {
    const selection = new Selection(choices);
    selection.pick('b2');
    selection.pick('a2');
    expect(selection.pick('a1')).toEqual(move('b2 x a1 a2'));
  });

  test('a click that continues nothing starts again from it; one that starts nothing is ignored', () => {
    const selection = new Selection(choices);
    selection.pick('b2');
    expect(selection.pick('a1')).toBeUndefined();
    expect(selection.pick('c3')).toEqual(move('c3'));
    const fresh = new Selection(choices);
    expect(fresh.pick('d4')).toBeUndefined();
    expect(fresh.targets).toEqual([]);
  });
});
