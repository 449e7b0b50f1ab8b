import { describe, expect, it } from 'vitest';
import { lineEmUp } from '../../../src/games/line-em-up/index.js';
import { cellName } from '../../../src/games/line-em-up/notation.js';
import { legalMoves, replay } from '../../../src/games/replay.js';
import { lineHolders, position } from './helpers.js';

const DIRECTIONS: Record<string, [number, number]> = {
  row: [0, 1],
  column: [1, 0],
  diagonal: [1, 1],
  'anti-diagonal': [1, -1],
};

/** s cells in a line in the given direction, away from the edges when the board allows it. */
function lineCells(n: number, s: number, [dr, dc]: [number, number]): number[] {
  const margin = n > s ? 1 : 0;
  const row = margin;
  const col = dc === -1 ? n - 1 - margin : margin;
  return Array.from({ length: s }, (_, k) => (row + dr * k) * n + col + dc * k);
}

/** count cells off the line, taken in order, that never give their owner s in a row. */
function fillers(n: number, s: number, line: number[], count: number): number[] {
  const rows = Array.from({ length: n }, () => '.'.repeat(n).split(''));
  const chosen: number[] = [];
  for (let c = 0; c < n * n && chosen.length < count; c++) {
    if (line.includes(c)) continue;
    rows[Math.floor(c / n)][c % n] = 'B';
    if (lineHolders(rows.map((r) => r.join('')), s).length === 0) chosen.push(c);
    else rows[Math.floor(c / n)][c % n] = '.';
  }
  return chosen;
}

describe("Line 'em Up rules", () => {
  for (const [s, n] of [
    [3, 3],
    [3, 6],
    [4, 4],
    [4, 7],
    [5, 5],
    [5, 10],
  ]) {
    for (const [name, direction] of Object.entries(DIRECTIONS)) {
      for (const winner of ['white', 'black'] as const) {
        it(`${winner} wins with ${s} in a ${name} on ${n}x${n}`, () => {
          const line = lineCells(n, s, direction);
          const other = fillers(n, s, line, s);
          const moves: string[] = [];
          for (let k = 0; k < s; k++) {
            const pair = winner === 'white' ? [line[k], other[k]] : [other[k], line[k]];
            moves.push(...pair.map((c) => cellName(n, c)));
          }
          if (winner === 'white') moves.pop();
          const before = position({ n, s, moves: moves.slice(0, -1) });
          expect(lineEmUp.status(before)).toEqual({ over: false, winner: null, reason: null });
          const after = position({ n, s, moves });
          expect(lineEmUp.status(after)).toEqual({ over: true, winner, reason: 'line' });
          expect(lineHolders((lineEmUp.describe(after) as { board: string[] }).board, s)).toEqual([winner === 'white' ? 'W' : 'B']);
          expect(legalMoves(lineEmUp, after)).toEqual([]);
        });
      }
    }
  }

  it('s - 1 in a row does not win', () => {
    const state = position({ n: 5, s: 4, moves: ['A0', 'A4', 'B0', 'B4', 'C0'] });
    expect(lineEmUp.status(state).over).toBe(false);
  });

  it('a bloc cuts a line: pieces on both sides of it do not win', () => {
    // Row 0 is W W # W W with s = 3: no three white cells in a row.
    const state = position({ n: 5, s: 3, blocs: ['C0'], moves: ['A0', 'A2', 'B0', 'C2', 'D0', 'A4', 'E0'] });
    expect(lineEmUp.status(state).over).toBe(false);
    expect(legalMoves(lineEmUp, state)).not.toContain(2);
  });

  it('blocs are no cells to play and count for no one', () => {
    const state = position({ n: 4, s: 3, blocs: ['B1', 'C2'] });
    const moves = legalMoves(lineEmUp, state).map((c) => cellName(4, c));
    expect(moves).toHaveLength(14);
    expect(moves).not.toContain('B 1');
    expect(moves).not.toContain('C 2');
  });

  it('random blocs: the seed decides the cells, and validate answers with them', () => {
    const a = lineEmUp.describe(position({ n: 8, s: 5, blocs: { random: 6, seed: 42 } })) as { blocs: string[]; board: string[] };
    const b = lineEmUp.describe(position({ n: 8, s: 5, blocs: { random: 6, seed: 42 } })) as { blocs: string[] };
    const c = lineEmUp.describe(position({ n: 8, s: 5, blocs: { random: 6, seed: 43 } })) as { blocs: string[] };
    expect(a.blocs).toHaveLength(6);
    expect(new Set(a.blocs).size).toBe(6);
    expect(b.blocs).toEqual(a.blocs);
    expect(c.blocs).not.toEqual(a.blocs);
    expect(a.board.join('').split('').filter((ch) => ch === '#')).toHaveLength(6);
    // The resolved position reads back as the same position.
    const again = position(lineEmUp.describe(position({ n: 8, s: 5, blocs: { random: 6, seed: 42 } })) as object);
    expect(lineEmUp.key(again)).toBe(lineEmUp.key(position({ n: 8, s: 5, blocs: a.blocs })));
  });

  it('a full board without a line is a draw (tic-tac-toe)', () => {
    const state = position({ n: 3, s: 3, moves: ['A0', 'B0', 'C0', 'B1', 'A1', 'C1', 'B2', 'A2', 'C2'] });
    expect(lineEmUp.describe(state)).toMatchObject({ board: ['WBW', 'WBB', 'BWW'] });
    expect(lineEmUp.status(state)).toEqual({ over: true, winner: null, reason: 'board-full' });
  });

  it("the seed's figure 4 (n=5, b=6, s=4) is a draw", () => {
    // Seed 004, figures 1 and 4: blocs at (0,D), (1,B), (2,A), (2,D), (3,B), (4,C) and a full board.
    const state = position({
      n: 5,
      s: 4,
      blocs: ['D0', 'B1', 'A2', 'D2', 'B3', 'C4'],
      board: ['WWW#B', 'B#BBB', '#WW#W', 'W#WWB', 'BW#BB'],
      toMove: 'black',
    });
    expect(lineEmUp.status(state)).toEqual({ over: true, winner: null, reason: 'board-full' });
  });

  it('a finished position is valid: the winner is the last to move', () => {
    const state = position({ n: 4, s: 3, board: ['WWW.', 'WB..', 'WB..', 'B..B'], toMove: 'black' });
    expect(lineEmUp.status(state)).toEqual({ over: true, winner: 'white', reason: 'line' });
    const read = replay(lineEmUp, { n: 4, s: 3, board: ['WWW.', 'WB..', 'WB..', 'B..B'], toMove: 'black', moves: ['D0'] });
    expect(read).toMatchObject({ valid: false, index: 0, reason: 'the game is already over (line)' });
  });

  it('validate answers with the parameters in force and the defaults', () => {
    expect(lineEmUp.describe(position({}))).toEqual({ n: 3, s: 3, blocs: [], board: ['...', '...', '...'], toMove: 'white' });
    expect(lineEmUp.describe(position({ n: 7 }))).toMatchObject({ n: 7, s: 5 });
    expect(lineEmUp.describe(position({ board: ['W...', '....', '....', '....'], toMove: 'black' }))).toMatchObject({ n: 4, s: 4 });
  });

  it('moves are read as B 3, B3 or b3, and as move objects', () => {
    const forms = ['B 3', 'B3', 'b3', ' b 3 ', { cell: 'B 3' }, { cell: 'B3', notation: 'B 3' }];
    for (const move of forms) {
      expect(lineEmUp.describe(position({ n: 4, s: 3, moves: [move] }))).toMatchObject({ board: ['....', '....', '....', '.W..'] });
    }
    expect(lineEmUp.formatMove(position({ n: 4 }), 13)).toEqual({ notation: 'B 3', cell: 'B 3' });
  });
});

describe('the position key', () => {
  const hash = (p: object) => {
    const state = position(p);
    return [lineEmUp.search.hashLo(state), lineEmUp.search.hashHi(state)];
  };

  it('is the same for mirrored and rotated positions', () => {
    const corner = hash({ n: 5, s: 4, moves: ['A0', 'C2'] });
    for (const moves of [['E0', 'C2'], ['A4', 'C2'], ['E4', 'C2']]) expect(hash({ n: 5, s: 4, moves })).toEqual(corner);
    expect(hash({ n: 5, s: 4, moves: ['B0', 'C2'] })).not.toEqual(corner);
  });

  it('ignores pieces that can no longer take part in a line', () => {
    // Every window holds both colours: only the number of empty cells still matters.
    const a = hash({ n: 3, s: 3, board: ['WBW', 'WBB', 'BW.'], toMove: 'white' });
    const b = hash({ n: 3, s: 3, board: ['BWB', 'BWW', 'WB.'], toMove: 'white' });
    expect(a).toEqual(b);
  });

  it('tells apart positions that differ where a line is still possible', () => {
    expect(hash({ n: 4, s: 3, moves: ['A0', 'D3'] })).not.toEqual(hash({ n: 4, s: 3, moves: ['A0', 'C3'] }));
  });
});
