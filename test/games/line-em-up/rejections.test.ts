import { describe, expect, it } from 'vitest';
import { lineEmUp } from '../../../src/games/line-em-up/index.js';
import { positionSchema } from '../../../src/games/line-em-up/schema.js';
import { rejection } from './helpers.js';

/** [what is wrong, the position, the path of the fault, words the reason must contain]. */
const CASES: [string, object, (string | number)[], string][] = [
  ['n too small', { n: 2 }, ['n'], 'n is 2; it must be from 3 to 10'],
  ['n too large', { n: 11 }, ['n'], 'n is 11; it must be from 3 to 10'],
  ['a board of 11 rows', { board: Array(11).fill('.'.repeat(11)), toMove: 'white' }, ['board'], 'n must be from 3 to 10'],
  ['s too small', { n: 5, s: 2 }, ['s'], 's is 2; it must be from 3 to n = 5'],
  ['s over n', { n: 4, s: 5 }, ['s'], 's is 5; it must be from 3 to n = 4'],
  ['more than 2n blocs listed', { n: 3, blocs: ['A0', 'B0', 'C0', 'A1', 'B1', 'C1', 'A2'] }, ['blocs'], 'b is 7; it must be from 0 to 2n = 6'],
  ['more than 2n random blocs', { n: 3, blocs: { random: 7, seed: 1 } }, ['blocs', 'random'], 'b is 7; it must be from 0 to 2n = 6'],
  ['more than 2n blocs on the board', { board: ['###', '###', '#..'], toMove: 'white' }, ['board'], 'the board has 7 blocs; b must be from 0 to 2n = 6'],
  ['a bloc off the board', { n: 3, blocs: ['A0', 'D1'] }, ['blocs', 1], "bloc 'D1' is off the 3x3 board"],
  ['a bloc row off the board', { n: 3, blocs: ['A3'] }, ['blocs', 0], "bloc 'A3' is off the 3x3 board"],
  ['a bloc that is not a cell', { n: 3, blocs: ['middle'] }, ['blocs', 0], "bloc 'middle' is not a cell"],
  ['a bloc listed twice', { n: 4, blocs: ['B2', 'b 2'] }, ['blocs', 1], 'bloc B 2 is listed twice'],
  ['rows that disagree with n', { n: 4, board: ['...', '...', '...'], toMove: 'white' }, ['board'], 'the board has 3 rows but n is 4'],
  ['a row too short', { board: ['...', '..', '...'], toMove: 'white' }, ['board', 1], 'row 1 has 2 cells but n is 3'],
  ['a row too long', { board: ['...', '...', '....'], toMove: 'white' }, ['board', 2], 'row 2 has 4 cells but n is 3'],
  ['a character that is no cell', { board: ['...', '.x.', '...'], toMove: 'white' }, ['board', 1], "row 1 has the character 'x'"],
  ['a piece on a bloc', { n: 3, blocs: ['B1'], board: ['...', '.W.', '...'], toMove: 'black' }, ['board', 1], 'a piece on a bloc: B 1 is a bloc'],
  ['a bloc the board leaves empty', { n: 3, blocs: ['B1'], board: ['...', '...', '...'], toMove: 'white' }, ['board', 1], 'B 1 is a bloc but the board does not mark it #'],
  ['a # that is not a bloc', { n: 3, blocs: ['B1'], board: ['..#', '.#.', '...'], toMove: 'white' }, ['board', 0], 'C 0 is marked # but is not one of the blocs'],
  ['random blocs the board disagrees with', { n: 3, blocs: { random: 1, seed: 5 }, board: ['...', '...', '...'], toMove: 'white' }, ['board', 2], 'is a bloc but the board does not mark it #'],
  ['black ahead of white', { board: ['B..', '...', '...'], toMove: 'white' }, ['board'], 'impossible piece counts: white has 0 and black 1'],
  ['white two pieces ahead', { board: ['WW.', '...', '...'], toMove: 'black' }, ['board'], 'impossible piece counts: white has 2 and black 0'],
  ['the wrong side to move', { board: ['WB.', '...', '...'], toMove: 'black' }, ['toMove'], "it is white's turn, not black's"],
  ['a board without toMove', { board: ['...', '...', '...'] }, ['toMove'], 'toMove is required with a board'],
  ['black to move on the empty board', { toMove: 'black' }, ['toMove'], 'without a board the game starts from the empty board with white to move'],
  ['a line of the side to move', { n: 4, s: 3, board: ['BBB.', 'WW.W', 'W...', '....'], toMove: 'black' }, ['board'], "black has 3 in a row but it is black's turn"],
  ['two separate lines', { n: 5, s: 3, board: ['WWW..', 'BB.BB', 'WWW..', 'B....', '.....'], toMove: 'black' }, ['board'], 'white has separate lines of 3'],
];

describe('positions that break a rule are rejected with the reason', () => {
  for (const [what, p, path, reason] of CASES) {
    it(what, () => {
      expect(positionSchema.safeParse(p).success).toBe(true);
      const read = rejection(p);
      expect(read.index).toBeNull();
      expect(read.path).toEqual(path);
      expect(read.reason).toContain(reason);
    });
  }
});

/** [what is wrong, the moves (the last one is refused), words the reason must contain]. */
const MOVES: [string, unknown[], string][] = [
  ['a cell that is taken', ['B1', 'b 1'], 'B 1 is taken by white'],
  ['a bloc', ['A0', 'C2'], 'C 2 is a bloc'],
  ['a column off the board', ['E0'], "'E0' is off the 4x4 board: columns A-D, rows 0-3"],
  ['a row off the board', ['A4'], "'A4' is off the 4x4 board"],
  ["the seed's example W 3", ['W 3'], "'W 3' is off the 4x4 board"],
  ['no cell at all', ['pass'], "'pass' is not a cell"],
  ['a cell and a notation that disagree', [{ cell: 'B 1', notation: 'B 2' }], "cell 'B 1' and notation 'B 2' disagree"],
  ['a move after the game ended', ['A1', 'D0', 'A2', 'D1', 'A3', 'D3'], 'the game is already over (line)'],
];

describe('moves that break a rule are rejected with the reason', () => {
  for (const [what, moves, reason] of MOVES) {
    it(what, () => {
      const read = rejection({ n: 4, s: 3, blocs: ['C2'], moves });
      expect(read.index).toBe(moves.length - 1);
      expect(read.move).toEqual(moves[moves.length - 1]);
      expect(read.reason).toContain(reason);
      // The last legal position comes back with the fault.
      expect(lineEmUp.describe(read.state!)).toMatchObject({ n: 4, s: 3, blocs: ['C 2'] });
    });
  }
});
