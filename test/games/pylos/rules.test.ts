import { describe, expect, it } from 'vitest';
import { Outcome } from '../../../src/core/outcome.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { legalMoves } from '../../../src/games/replay.js';
import { readPosition } from '../../support/read-position.js';
import { BOTTOM_SPOTS, boardOf, game, load, notations } from './fixtures.js';

/** The seed's cycle: white a1 a2 b1, black b3 c2 c3; b2 completes a square for either side. */
const CYCLE = { board: boardOf('a1 a2 b1', 'b3 c2 c3'), toMove: 'white' };

function rejects(position: unknown, reason: string, index: number | null = 0): void {
  const r = readPosition(pylos, position);
  expect(r.valid).toBe(false);
  if (r.valid) return;
  expect(r.index).toBe(index);
  expect(r.reason).toContain(reason);
}

describe('Pylos placements', () => {
  it('opens with the 16 bottom spots and needs four supports above the bottom', () => {
    expect(notations(load({}))).toEqual(BOTTOM_SPOTS.split(' '));
    const s = load({ moves: ['a1', 'a2', 'b1', 'c3', 'b2'] });
    expect(notations(s)).toContain('e1');
    expect(notations(s)).not.toContain('e2');
    rejects({ moves: ['a1', 'e1'] }, 'e1 is not supported: a2, b1, b2 empty', 1);
    rejects({ moves: ['a1', 'a1'] }, 'a1 is taken', 1);
    rejects({ moves: ['k1'] }, "there is no spot 'k1'");
    rejects({ moves: ['e4'] }, "there is no spot 'e4'");
  });

  it('counts the reserves from the board', () => {
    const s = load({ moves: ['a1', 'a2', 'a3'] });
    expect([s.reserve(0), s.reserve(1)]).toEqual([13, 14]);
  });
});

describe('Pylos raises', () => {
  // Bottom a1 a2 b1 b2 filled, so e1 is open; white also has a free d4 and a covered a1.
  const base = { board: boardOf('a1 b2 d4', 'a2 b1 c1'), toMove: 'white' };

  it('raises a free sphere of the mover to an open spot on a higher level', () => {
    const s = load({ ...base, moves: ['d4-e1'] });
    expect(pylos.describe(s)).toMatchObject({ board: boardOf('a1 b2 e1', 'a2 b1 c1'), toMove: 'black' });
    expect([s.reserve(0), s.reserve(1)]).toEqual([12, 12]);
    expect(notations(load(base))).toContain('d4-e1');
  });

  it('refuses a sphere that carries one, the opponent\'s, one on the same level, or one that supports the target', () => {
    rejects({ ...base, moves: ['b2-e1'] }, 'b2 supports e1, so it cannot be raised there');
    rejects({ ...base, moves: ['c1-e1'] }, 'there is no white sphere on c1 to raise');
    rejects({ ...base, moves: ['d4-c3'] }, 'c3 is not on a higher level than d4');
    rejects({ ...base, moves: ['d4-e2'] }, 'e2 is not supported');
    rejects({ ...base, moves: ['e1', 'a3', 'a1-f1'] }, 'a1 carries a sphere, so it cannot be raised', 2);
    const raises = notations(load(base)).filter((n) => n.includes('-'));
    expect(raises).toEqual(['d4-e1']);
  });

  it('raises from the second level to the third', () => {
    // Bottom full; e1 e2 f1 f2 filled so h1 is open; white's g3 is free and does not support h1.
    const board = boardOf('a1 a3 b2 b4 c1 c3 d2 d4 e1 f2 g3', 'a2 a4 b1 b3 c2 c4 d1 d3 e2 f1');
    const s = load({ board, toMove: 'white' });
    expect(notations(s)).toContain('g3-h1');
    expect(notations(s)).not.toContain('e1-h1');
    const after = load({ board, toMove: 'white', moves: ['g3-h1'] });
    expect(pylos.describe(after)).toMatchObject({ board: boardOf('a1 a3 b2 b4 c1 c3 d2 d4 e1 f2 h1', 'a2 a4 b1 b3 c2 c4 d1 d3 e2 f1') });
  });
});

describe('Pylos squares and lines', () => {
  it('a square on the bottom level gives one or two removals, the sphere just played included', () => {
    expect(notations(load(CYCLE))).toEqual([
      'a3', 'a4',
      'b2 x a1', 'b2 x a1 a2', 'b2 x a1 b1', 'b2 x a1 b2', 'b2 x a2', 'b2 x a2 b1', 'b2 x a2 b2', 'b2 x b1', 'b2 x b1 b2', 'b2 x b2',
      'b4', 'c1', 'c4', 'd1', 'd2', 'd3', 'd4',
    ]);
    rejects({ ...CYCLE, moves: ['b2'] }, 'b2 completes a square of white: one or two of white\'s free spheres must be removed');
    rejects({ ...CYCLE, moves: ['a3 x a1'] }, 'a3 completes no square or line of white, so nothing may be removed');
    rejects({ ...CYCLE, moves: ['b2 x a1 a2 b1'] }, 'at most two spheres may be removed');
    rejects({ ...CYCLE, moves: ['b2 x b3'] }, 'there is no white sphere on b3 to remove');
    rejects({ ...CYCLE, moves: ['b2 x a1 a1'] }, 'a1 is removed twice');
  });

  it('two spheres free at once are one move in either order; a sphere freed by the first comes second', () => {
    // White: a1 under its e1 (on a1 a2 b1 b2), and c3 c4 d3 waiting for d4.
    const board = boardOf('a1 e1 c3 c4 d3', 'a2 b1 b2');
    const s = load({ board, toMove: 'white' });
    expect(pylos.parseMove(s, 'd4 x d3 c3')).toEqual(pylos.parseMove(s, 'd4 x c3 d3'));
    expect(pylos.formatMove(s, (pylos.parseMove(s, 'd4 x d3 c3') as { value: number }).value).notation).toBe('d4 x c3 d3');
    expect(notations(s)).toContain('d4 x e1 a1');
    expect(notations(s)).not.toContain('d4 x a1 e1');
    rejects({ board, toMove: 'white', moves: ['d4 x a1 e1'] }, 'a1 carries a sphere, so it cannot be removed');
    rejects({ board, toMove: 'white', moves: ['d4 x a1'] }, 'a1 carries a sphere, so it cannot be removed');
    const after = load({ board, toMove: 'white', moves: ['d4 x e1 a1'] });
    expect(pylos.describe(after)).toMatchObject({ board: boardOf('c3 c4 d3 d4', 'a2 b1 b2') });
  });

  it('a square on the second level', () => {
    const bottom = 'a1 a3 b2 c1 c3';
    const board = boardOf(`${bottom} e1 e2 f1`, 'a2 b1 b3 c2');
    const moves = notations(load({ board, toMove: 'white' }));
    expect(moves).toContain('f2 x f2');
    expect(moves).toContain('f2 x e1 f2');
    expect(moves).not.toContain('f2');
  });

  it('a square on the third level', () => {
    // Everything below full; white holds h1 h2 i1 and places i2. Nothing below is free.
    const board = boardOf('a1 a3 b2 b4 c1 c3 d2 d4 e2 f1 f3 h1 h2 i1', 'a2 a4 b1 b3 c2 c4 d1 d3 e1 e3 f2 g1 g2 g3');
    const s = load({ board, toMove: 'white' });
    expect(notations(s)).toEqual([
      'i2 x h1', 'i2 x h1 h2', 'i2 x h1 i1', 'i2 x h1 i2', 'i2 x h2', 'i2 x h2 i1', 'i2 x h2 i2', 'i2 x i1', 'i2 x i1 i2', 'i2 x i2',
    ]);
  });

  it('lines of four on the bottom and three on the second level remove under the advanced rules only', () => {
    const bottomLine = { board: boardOf('a1 a2 a3', 'c1 c2'), toMove: 'white' };
    expect(notations(load(bottomLine))).toContain('a4 x a4');
    expect(notations(load(bottomLine))).not.toContain('a4');
    expect(notations(load({ ...bottomLine, rules: 'standard' }))).toContain('a4');
    rejects({ ...bottomLine, rules: 'standard', moves: ['a4 x a4'] }, 'a4 completes no square or line');
    const column = { board: boardOf('a1 b1 c1', 'a3 b3'), toMove: 'white' };
    expect(notations(load(column))).toContain('d1 x d1');

    // e1 e2 e3 rest on a1-a4 and b1-b4.
    const secondLine = { board: boardOf('a1 a3 b2 b4 e1 e2', 'a2 a4 b1 b3'), toMove: 'white' };
    expect(notations(load(secondLine))).toContain('e3 x e3');
    expect(notations(load({ ...secondLine, rules: 'standard' }))).toContain('e3');
    expect(notations(load({ ...secondLine, rules: 'standard' }))).not.toContain('e3 x e3');
    expect(pylos.describe(load({ ...secondLine, rules: 'standard' }))).toMatchObject({ rules: 'standard' });
    expect(pylos.describe(load(secondLine))).toMatchObject({ rules: 'advanced' });
  });

  it('a line of the opponent\'s colour or of mixed colours gives nothing', () => {
    const s = load({ board: boardOf('a1 a2', 'a3'), toMove: 'white' });
    expect(notations(s)).toContain('a4');
    expect(notations(s)).not.toContain('a4 x a4');
  });
});

describe('Pylos game end', () => {
  // Everything but j1: white 14 spheres (one in reserve), black 15.
  const beforeTop = boardOf(
    'a1 a3 b2 b4 c1 c3 d2 d4 e2 f1 f3 h1 h2 i1',
    'a2 a4 b1 b3 c2 c4 d1 d3 e1 e3 f2 g1 g2 g3 i2',
  );

  it('whoever places the top sphere wins', () => {
    const s = load({ board: beforeTop, toMove: 'white' });
    expect(pylos.status(s)).toEqual({ over: false, winner: null, reason: null });
    expect(notations(s)).toEqual(['j1']);
    const end = load({ board: beforeTop, toMove: 'white', moves: ['j1'] });
    expect(pylos.status(end)).toEqual({ over: true, winner: 'white', reason: 'top-sphere' });
    expect(legalMoves(pylos, end)).toEqual([]);
    rejects({ board: beforeTop, toMove: 'white', moves: ['j1', 'a1'] }, 'the game is already over (top-sphere)', 1);
  });

  it('a player whose reserve is empty at the start of their turn loses', () => {
    const board = boardOf('a1 a2 a3 a4 b1 b2 b3 b4 c1 c2 c3 c4 d1 d2 d3', 'd4');
    expect(pylos.status(load({ board, toMove: 'white' }))).toEqual({ over: true, winner: 'black', reason: 'out-of-spheres' });
    // Black's reserve is empty too, but it is white's turn.
    const s = load({ board: boardOf('a1 e1', BOTTOM_SPOTS.replace('a1 ', '')), toMove: 'white' });
    expect(pylos.status(s).over).toBe(false);
  });

  it('the running out is judged at the start of the turn, after the last sphere is played', () => {
    // Checkerboards on the two lower levels (no pattern of one colour) and white's h1: white has
    // one sphere left and plays it; black still has three, so the game goes on until white must
    // move again.
    const board = boardOf('a1 a3 b2 b4 c1 c3 d2 d4 e1 e3 f2 g1 g3 h1', 'a2 a4 b1 b3 c2 c4 d1 d3 e2 f1 f3 g2');
    const s = load({ board, toMove: 'white', moves: ['h2'] });
    expect(pylos.status(s).over).toBe(false);
    const t = load({ board, toMove: 'white', moves: ['h2', 'i1'] });
    expect(pylos.status(t)).toEqual({ over: true, winner: 'black', reason: 'out-of-spheres' });
  });

  it('the third occurrence of a position is a draw, judged from the moves', () => {
    const cycle = (n: number) => Array.from({ length: n }, () => 'b2 x b2');
    expect(pylos.status(load({ ...CYCLE, moves: cycle(3) })).over).toBe(false);
    expect(pylos.status(load({ ...CYCLE, moves: cycle(4) }))).toEqual({ over: true, winner: null, reason: 'repetition' });
    rejects({ ...CYCLE, moves: cycle(5) }, 'the game is already over (repetition)', 4);
    // Other moves in between do not reset the count: the same position, the same side to move.
    const s = load({ ...CYCLE, moves: cycle(2) });
    expect(game.outcome(s)).toBe(Outcome.Ongoing);
    expect(s.earlierOccurrences()).toBe(1);
  });

  it('the third occurrence ends the game for the rules and the listings, not in the search\'s terminal test', () => {
    const third = load({ ...CYCLE, moves: Array.from({ length: 4 }, () => 'b2 x b2') });
    expect(legalMoves(pylos, third)).toEqual([]);
    // The engine scores any repeat as a draw itself (the game is cyclic); the game does not scan again.
    expect(game.cyclic).toBe(true);
    expect(game.outcome(third)).toBe(Outcome.Ongoing);
  });

  it('the history of earlier positions distinguishes otherwise equal positions', () => {
    const fresh = load(CYCLE);
    const cycled = load({ ...CYCLE, moves: ['b2 x b2', 'b2 x b2'] });
    expect(pylos.describe(cycled)).toEqual(pylos.describe(fresh));
    expect([game.hashLo(cycled), game.hashHi(cycled)]).toEqual([game.hashLo(fresh), game.hashHi(fresh)]);
    expect(pylos.key(cycled)).not.toBe(pylos.key(fresh));
    const history = pylos.history!(cycled);
    expect(history.lo.length).toBe(2);
    expect([history.lo[0], history.hi[0]]).toEqual([game.hashLo(fresh), game.hashHi(fresh)]);
  });
});
