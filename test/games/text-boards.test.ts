import { describe, expect, it } from 'vitest';
import { amazons } from '../../src/games/amazons/index.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { lineEmUp } from '../../src/games/line-em-up/index.js';
import { pylos } from '../../src/games/pylos/index.js';
import type { GameDefinition, Position, PositionInput } from '../../src/games/types.js';
import { readPosition } from '../support/read-position.js';

function textOf<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, position: unknown): string {
  const read = readPosition(game, position);
  if (!read.valid) throw new Error(read.reason);
  return game.textBoard(read.state);
}

describe('text boards a person can read', () => {
  it('Connect 4: row 0 at the bottom as the course draws it, columns 1-7 under the board as moves name them', () => {
    expect(textOf(connect4, { moves: '4453' })).toBe(
      [' 5 . . . . . . .', ' 4 . . . . . . .', ' 3 . . . . . . .', ' 2 . . . . . . .', ' 1 . . . y . . .', ' 0 . . y r r . .', '   1 2 3 4 5 6 7'].join('\n'),
    );
  });

  it("Amazons: labelled A-J by 0-9 as seed 002's notation names the squares (D0 and G0 hold red queens)", () => {
    const text = textOf(amazons, { size: 10 }).split('\n');
    expect(text.at(-1)).toBe('   A B C D E F G H I J');
    expect(text.at(-2)).toBe(' 0 . . . R . . R . . .');
    expect(text[0]).toBe(' 9 . . . B . . B . . .');
    expect(text).toHaveLength(11);
  });

  it("Line 'em Up: the seed's figure 1, column letters on top and row 0 first, in the referee as in line-em-up", () => {
    const position = { n: 5, blocs: ['D 0', 'B 1', 'A 2', 'D 2', 'B 3', 'C 4'], moves: ['A 0', 'E 4'] };
    expect(textOf(lineEmUp, position)).toBe(
      ['   A B C D E', ' 0 W . . # .', ' 1 . # . . .', ' 2 # . . # .', ' 3 . # . . .', ' 4 . . # . B'].join('\n'),
    );
  });

  it('Pylos: the four levels side by side, rows by letter and spots by digit, then both reserves', () => {
    const levels = [['WB..', 'BW..', '....', '....'], ['W..', '...', '...'], ['..', '..'], ['.']];
    expect(textOf(pylos, { levels, toMove: 'white' })).toBe(
      [
        'level 1     level 2   level 3   level 4',
        '  1 2 3 4     1 2 3     1 2       1',
        'a W B . .   e W . .   h . .     j .',
        'b B W . .   f . . .   i . .',
        'c . . . .   g . . .',
        'd . . . .',
        'reserves: white 12, black 13',
      ].join('\n'),
    );
  });
});
