import { describe, expect, test } from 'vitest';
import { cellKey, winningCells } from '../../web/src/winning-line.js';

describe('the winning line found on a board', () => {
  test('a Connect 4 diagonal of four, and nothing of three', () => {
    // Row 0 is the bottom: red's diagonal from column 0 up to column 3; yellow has three in a row.
    const rows = ['ryyy...', '.r.....', 'y.r....', 'r..r...', '.......', '.......'];
    expect([...winningCells(rows, 4, 'ry')].sort()).toEqual([cellKey(0, 0), cellKey(1, 1), cellKey(2, 2), cellKey(3, 3)].sort());
  });

  test('a run longer than needed is marked whole; blocs and empty cells never are', () => {
    const rows = ['WWWW', '##..', 'B.B.', '....'];
    expect([...winningCells(rows, 3, 'WB')].sort()).toEqual(['0,0', '0,1', '0,2', '0,3']);
  });

  test('an anti-diagonal', () => {
    const rows = ['..B', '.B.', 'B..'];
    expect([...winningCells(rows, 3, 'WB')].sort()).toEqual(['0,2', '1,1', '2,0']);
  });

  test('no line, no cells', () => {
    expect(winningCells(['ry.', 'yr.', '...'], 4, 'ry').size).toBe(0);
  });
});
