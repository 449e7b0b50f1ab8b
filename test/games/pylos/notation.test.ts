import { describe, expect, it } from 'vitest';
import { pylos } from '../../../src/games/pylos/index.js';
import type { PylosMove } from '../../../src/games/pylos/schema.js';
import { readPosition } from '../../support/read-position.js';
import { boardOf, load, resolved } from './fixtures.js';

const CYCLE = { board: boardOf('a1 a2 b1', 'b3 c2 c3'), toMove: 'white' };

describe('Pylos positions', () => {
  it.each([
    [{ board: 'W'.repeat(29), toMove: 'white' }, 'the board has 29 characters, expected 30'],
    [{ board: 'w' + '.'.repeat(29), toMove: 'white' }, "character 1 (a1) is 'w'; spots are W, B or ."],
    [{ board: boardOf('a1 a2 b1 e1', 'c1'), toMove: 'black' }, 'the sphere on e1 has an empty spot under it (b2)'],
    [{ board: boardOf('a1 a2 a3 a4 b1 b2 b3 b4 c1 c2 c3 c4 d1 d2 d3 d4'), toMove: 'black' }, 'white has 16 spheres, at most 15'],
    [{ board: boardOf('a1') }, 'toMove is required with a board'],
    [{ toMove: 'black' }, 'without a board the game starts from the empty board with white to move'],
  ])('rejects the board %j', (position, reason) => {
    const r = readPosition(pylos, position);
    expect(r.valid).toBe(false);
    if (r.valid) return;
    expect(r.index).toBeNull();
    expect(r.reason).toBe(reason);
  });

  it('describes a position as board, side to move and rule set', () => {
    expect(pylos.describe(load({ moves: ['a1', 'd4'] }))).toEqual(resolved(boardOf('a1', 'd4'), 'white', 'advanced'));
    expect(pylos.describe(load({ rules: 'standard' }))).toEqual(resolved('.'.repeat(30), 'white', 'standard'));
    const rebuilt = load(pylos.describe(load(CYCLE)));
    expect(pylos.key(rebuilt)).toBe(pylos.key(load(CYCLE)));
  });

  it('a board with the top sphere on it is a finished game won by its owner', () => {
    const full = boardOf(
      'a1 a3 b2 b4 c1 c3 d2 d4 e2 f1 f3 h1 h2 i1 j1',
      'a2 a4 b1 b3 c2 c4 d1 d3 e1 e3 f2 g1 g2 g3 i2',
    );
    expect(pylos.status(load({ board: full, toMove: 'black' }))).toEqual({ over: true, winner: 'white', reason: 'top-sphere' });
  });
});

describe('Pylos moves', () => {
  it('answers moves as objects with notation, place or raise, and removals', () => {
    const s = load(CYCLE);
    const parse = (input: PylosMove) => {
      const r = pylos.parseMove(s, input);
      if (!r.ok) throw new Error(r.fault.reason);
      return r.value;
    };
    expect(pylos.formatMove(s, parse('b2 x a1'))).toEqual({ notation: 'b2 x a1', place: 'b2', remove: ['a1'] });
    expect(pylos.formatMove(s, parse('a3'))).toEqual({ notation: 'a3', place: 'a3' });
    const raise = load({ board: boardOf('a1 b2 d4', 'a2 b1 c1'), toMove: 'white' });
    const r = pylos.parseMove(raise, 'd4-e1');
    expect(r.ok && pylos.formatMove(raise, r.value)).toEqual({ notation: 'd4-e1', raise: { from: 'd4', to: 'e1' } });
  });

  it('reads text leniently and objects in the answers\' form, with or without notation', () => {
    const s = load(CYCLE);
    const expected = pylos.parseMove(s, 'b2 x a1 b2');
    expect(expected.ok).toBe(true);
    for (const input of [
      'B2 X A1 B2',
      '  b2  x  b2   a1 ',
      'b2xa1 b2',
      { notation: 'b2 x a1 b2' },
      { place: 'b2', remove: ['a1', 'b2'] },
      { notation: 'b2 x b2 a1', place: 'b2', remove: ['b2', 'a1'] },
    ]) {
      expect(pylos.parseMove(s, input)).toEqual(expected);
    }
    const raise = load({ board: boardOf('a1 b2 d4', 'a2 b1 c1'), toMove: 'white' });
    expect(pylos.parseMove(raise, { raise: { from: 'd4', to: 'e1' } })).toEqual(pylos.parseMove(raise, 'd4-e1'));
  });

  it.each([
    ['b2 x', "'b2 x' is not a Pylos move"],
    ['pass', "'pass' is not a Pylos move"],
    [{ place: 'b2', remove: ['a1'], notation: 'b2 x a2' }, "the move's fields and its notation 'b2 x a2' disagree"],
    [{ place: 'a3', raise: { from: 'a1', to: 'e1' } }, 'a move either places or raises, not both'],
    [{}, 'a move is a notation like "b2 x d1" or an object with place or raise'],
  ])('rejects the move %j', (input, reason) => {
    const r = pylos.parseMove(load(CYCLE), input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fault.reason).toContain(reason);
  });

  it('validates a whole game and says which move breaks which rule', () => {
    const r = readPosition(pylos, { ...CYCLE, moves: ['b2 x b2', 'b2 x b2', 'e1'] });
    expect(r.valid).toBe(false);
    if (r.valid) return;
    expect(r.index).toBe(2);
    expect(r.path).toEqual(['moves', 2]);
    expect(r.reason).toBe('e1 is not supported: b2 empty');
    expect(pylos.describe(r.state!)).toEqual(pylos.describe(load(CYCLE)));
  });
});
