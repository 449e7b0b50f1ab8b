import { describe, expect, it } from 'vitest';
import { Outcome } from '../../../src/core/outcome.js';
import { amazons } from '../../../src/games/amazons/index.js';
import { boardRows } from '../../../src/games/amazons/notation.js';
import type { AmazonsMove } from '../../../src/games/amazons/schema.js';
import { legalMoves } from '../../../src/games/replay.js';
import { readPosition } from '../../support/read-position.js';
import { engineMoves, load, referenceMoves } from './helpers.js';

const EMPTY_ROW = '..........';

/** A 10x10 board from the rows given by row number; the rest are empty. */
function rows(given: Record<number, string>): string[] {
  return Array.from({ length: 10 }, (_, r) => given[r] ?? EMPTY_ROW);
}

/** Squares named in a space-separated list, sorted. */
const squares = (list: string) => list.split(' ').sort();

function destinations(state: ReturnType<typeof load>, from: string): string[] {
  return [...new Set(engineMoves(state).filter((m) => m.startsWith(from)).map((m) => m.slice(2, 4)))].sort();
}

function arrows(state: ReturnType<typeof load>, fromTo: string): string[] {
  return engineMoves(state)
    .filter((m) => m.startsWith(fromTo))
    .map((m) => m.slice(4))
    .sort();
}

function rejection(position: unknown): { index: number | null; reason: string; path: (string | number)[] } {
  const r = readPosition(amazons, position);
  if (r.valid) throw new Error('expected a rejection');
  return { index: r.index, reason: r.reason, path: r.path };
}

// Red's queen on E4 sees the whole board: no other queen stands on its row, column or diagonals.
const OPEN = rows({ 0: '.........B', 4: '....R.....', 9: '.RRR..BBB.' });

describe('queen moves and arrows', () => {
  it('a queen moves along all eight lines to the edge of the board', () => {
    const state = load({ board: OPEN, toMove: 'red' });
    expect(destinations(state, 'E4')).toEqual(
      squares(
        'F4 G4 H4 I4 J4 D4 C4 B4 A4 E5 E6 E7 E8 E9 E3 E2 E1 E0 F5 G6 H7 I8 J9 D3 C2 B1 A0 D5 C6 B7 A8 F3 G2 H1 I0',
      ),
    );
  });

  it('the arrow flies along all eight lines from the new square, over the square the queen left', () => {
    const state = load({ board: OPEN, toMove: 'red' });
    // Up-right the blue queen on I9 stops the arrow, down-right the one on J0.
    expect(arrows(state, 'E4E5')).toEqual(
      squares('A5 B5 C5 D5 F5 G5 H5 I5 J5 E6 E7 E8 E9 E4 E3 E2 E1 E0 A1 B2 C3 D4 F6 G7 H8 A9 B8 C7 D6 F4 G3 H2 I1'),
    );
  });

  it('queens and arrows block the queen and the arrow, which cannot land on them', () => {
    // Arrows on E6 and H4, a blue queen on C2.
    const board = rows({ 2: '..B.......', 4: '....R..#..', 6: '....#.....', 9: '.RRR..BBB.' });
    const state = load({ board, toMove: 'red' });
    expect(destinations(state, 'E4')).toEqual(
      squares('F4 G4 D4 C4 B4 A4 E5 E3 E2 E1 E0 F5 G6 H7 I8 J9 D3 D5 C6 B7 A8 F3 G2 H1 I0'),
    );
    const fromE5 = arrows(state, 'E4E5');
    expect(fromE5).not.toContain('E6');
    expect(fromE5).not.toContain('E7');
    expect(fromE5).toContain('E0');
    // From D3 the arrow meets the blue queen on C2 at once.
    expect(arrows(state, 'E4D3')).not.toContain('C2');
    expect(arrows(state, 'E4D3')).not.toContain('B1');
  });

  it('generates exactly the moves of a reference written on coordinates', () => {
    const board = rows({ 1: '..#..B....', 2: '..B...#...', 4: '....R..#..', 6: '#...#...R.', 7: '...##.....', 9: '.RR...BB..' });
    for (const toMove of ['red', 'blue'] as const) {
      expect(engineMoves(load({ board, toMove }))).toEqual(referenceMoves(board, toMove));
    }
  });
});

describe('the start position', () => {
  it('places the queens as in the seed: red A3 D0 G0 J3, blue A6 D9 G9 J6, red to move', () => {
    expect(amazons.describe(load({}))).toEqual({
      size: 10,
      board: rows({ 0: '...R..R...', 3: 'R........R', 6: 'B........B', 9: '...B..B...' }),
      toMove: 'red',
    });
  });

  it('uses the same pattern on smaller boards', () => {
    expect(boardRows(load({ size: 5 }))).toEqual(['.R.R.', 'R...R', '.....', 'B...B', '.B.B.']);
    expect(boardRows(load({ size: 6 }))).toEqual(['.R..R.', 'R....R', '......', '......', 'B....B', '.B..B.']);
    expect(boardRows(load({ size: 7 }))).toEqual([
      '..R.R..',
      '.......',
      'R.....R',
      '.......',
      'B.....B',
      '.......',
      '..B.B..',
    ]);
  });

  it("D0D4J4 gives the seed's second figure", () => {
    expect(amazons.describe(load({ moves: ['D0D4J4'] }))).toEqual({
      size: 10,
      board: rows({ 0: '......R...', 3: 'R........R', 4: '...R.....#', 6: 'B........B', 9: '...B..B...' }),
      toMove: 'blue',
    });
  });

  it('every position format the games listing shows is a valid position', () => {
    for (const format of amazons.info.positionFormats) expect(readPosition(amazons, format.example).valid).toBe(true);
  });
});

describe('the end of the game', () => {
  // Red's queens are walled in; blue's D1 can still step to D2.
  const boxed = ['RR#BB', 'RR#BB', '###.#', '.....', '.....'];

  it('the player who cannot move loses', () => {
    const state = load({ board: boxed, toMove: 'red' });
    expect(amazons.search.outcome(state)).toBe(Outcome.Loss);
    expect(legalMoves(amazons, state)).toEqual([]);
    expect(amazons.status(state)).toEqual({ over: true, winner: 'blue', reason: 'no-move' });
  });

  it('the game goes on while the side to move can move, whatever the other side can do', () => {
    const state = load({ board: boxed, toMove: 'blue' });
    expect(amazons.status(state)).toEqual({ over: false, winner: null, reason: null });
    expect(engineMoves(state)).toEqual(referenceMoves(boxed, 'blue'));
  });

  it('no move is accepted once the game is over', () => {
    expect(rejection({ board: boxed, toMove: 'blue', moves: ['D1D2D1', 'A0A1A0'] })).toMatchObject({
      index: 1,
      reason: expect.stringMatching(/already over \(no-move\)/),
    });
  });
});

describe('notation', () => {
  const start = () => load({});
  const parse = (input: AmazonsMove, state = start()) => {
    const r = amazons.parseMove(state, input);
    if (!r.ok) throw new Error(r.fault.reason);
    return r.value;
  };

  it("reads the seed's form and the algebraic form as the same move", () => {
    const move = parse('D0D4J4');
    expect(parse('d1-d5/j5')).toBe(move);
    expect(parse('d0d4j4')).toBe(move);
    expect(parse({ from: 'D0', to: 'D4', arrow: 'J4' })).toBe(move);
    expect(parse({ notation: 'd1-d5/j5' })).toBe(move);
    expect(parse({ notation: 'D0D4J4', from: 'D0', to: 'D4', arrow: 'J4' })).toBe(move);
  });

  it("answers in the seed's form with the three squares", () => {
    expect(amazons.formatMove(start(), parse('d1-d5/j5'))).toEqual({ notation: 'D0D4J4', from: 'D0', to: 'D4', arrow: 'J4' });
  });

  it('reads rank 10 as row 9', () => {
    const afterFirst = load({ moves: ['D0D4J4'] });
    expect(parse('d10-d6/a6', afterFirst)).toBe(parse('D9D5A5', afterFirst));
  });
});

describe('rejections name the rule broken', () => {
  it.each([
    [{ size: 4 }, ['size'], /size must be 5 to 10, got 4/],
    [{ size: 11 }, ['size'], /size must be 5 to 10, got 11/],
    [{ board: ['.....', '.....', '.....', '.....'], toMove: 'red' }, ['board'], /4 rows, expected 5 to 10/],
    [{ size: 7, board: ['.R..R.', 'R....R', '......', '......', 'B....B', '.B..B.'], toMove: 'red' }, ['board'], /6 rows, expected 7/],
    [{ board: ['.R.R.', 'R...R', '....', 'B...B', '.B.B.'], toMove: 'red' }, ['board', 2], /row 2 has 4 cells, expected 5/],
    [{ board: ['.R.R.', 'R...R', '..x..', 'B...B', '.B.B.'], toMove: 'red' }, ['board', 2], /character 'x'/],
    [{ board: ['.R.R.', 'R....', '.....', 'B...B', '.B.B.'], toMove: 'red' }, ['board'], /3 red queens/],
    [{ board: ['.R.R.', 'R...R', '..B..', 'B...B', '.B.B.'], toMove: 'red' }, ['board'], /5 blue queens/],
    [{ board: ['.R.R.', 'R...R', '.....', 'B...B', '.B.B.'] }, ['toMove'], /toMove is required/],
    [{ toMove: 'blue' }, ['toMove'], /starts from the start position with red to move/],
  ])('the position %j', (position, path, reason) => {
    expect(rejection(position)).toMatchObject({ index: null, path, reason: expect.stringMatching(reason) });
  });

  // After D0D4J4 D9D5A5 red is to move with arrows on J4 and A5.
  const opening = ['D0D4J4', 'D9D5A5'];
  it.each([
    [[], 'hello', /'hello' is not a move/],
    [[], {}, /a move is a notation string or an object/],
    [[], 'K0K1K2', /K0 is off the 10x10 board/],
    [[], 'a0-a1/a2', /A-1 is off the 10x10 board/],
    [[], 'a4-a11/a10', /A10 is off the 10x10 board/],
    [[], 'E4E5E6', /E4 holds nothing, not a red queen/],
    [[], 'D9D5A5', /D9 holds a blue queen, not a red queen/],
    [opening, 'J4J5J6', /J4 holds an arrow, not a red queen/],
    [[], 'D0E2E3', /D0 to E2 is not a queen move/],
    [[], 'D0D0D1', /D0 to D0 is not a queen move/],
    [[], 'A3A7A8', /queen's path from A3 to A7 is blocked by a blue queen on A6/],
    [[], 'A3A6A5', /queen's path from A3 to A6 is blocked by a blue queen on A6/],
    [opening, 'A3A8A9', /queen's path from A3 to A8 is blocked by an arrow on A5/],
    [[], 'D0D4E6', /arrow from D4 to E6 is not a queen line/],
    [[], 'D0D4D4', /arrow from D4 to D4 is not a queen line/],
    [[], 'D0D4D9', /arrow's path from D4 to D9 is blocked by a blue queen on D9/],
    [opening, 'G0G4J4', /arrow's path from G4 to J4 is blocked by an arrow on J4/],
    [[], { from: 'D0', to: 'D4' }, /needs from, to and arrow together/],
    [[], { from: 'D0', to: 'D4', arrow: 'Z' }, /'Z' is not a square/],
    [[], { notation: 'D0D4J4', from: 'D0', to: 'D4', arrow: 'J5' }, /disagree/],
  ])('after %j the move %j', (before, move, reason) => {
    expect(rejection({ moves: [...before, move] })).toMatchObject({ index: before.length, reason: expect.stringMatching(reason) });
  });

  it('a square past a smaller board is off it', () => {
    expect(rejection({ size: 6, moves: ['B0G0G1'] }).reason).toMatch(/G0 is off the 6x6 board \(columns A-F, rows 0-5\)/);
  });
});
