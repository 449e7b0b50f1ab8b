import { statusOf } from '../status.js';
import type { GameDefinition } from '../types.js';
import { skillLevels } from './skill-levels.js';
import { commandProgram } from './command-program.js';
import { preparedKernel } from './prepare.js';
import { comp3608, strong } from './evaluate.js';
import { gridText } from '../text-grid.js';
import { COLOURS, boardRows, colourName, formatMove, parseMove, setupPosition } from './notation.js';
import { connect4Search, type Connect4State } from './rules.js';
import { moveSchema, positionSchema, resolvedPositionSchema, type Connect4Position, type Connect4Resolved } from './schema.js';

export const connect4: GameDefinition<Connect4State, Connect4Position, Connect4Resolved> = {
  info: {
    id: 'connect4',
    name: 'Connect 4',
    summary: 'Drop tokens into a 7x6 vertical board; four in a row (any direction) wins.',
    rules: [
      'A 7-column, 6-row board; red and yellow take turns, red first from the empty board.',
      'A token falls to the lowest empty cell of the chosen column.',
      'Four tokens of one colour in a row, column or diagonal win; a full board without one is a draw.',
      'Given boards may have unbalanced token counts (the course allows them), but no floating tokens.',
    ],
    colours: COLOURS,
    positionFormats: [
      {
        description: "The course's board string (row 0 the bottom, r/y/.) with the side to move",
        example: { board: '.ryyrry,.rryry.,..y.r..,..y....,.......,.......', toMove: 'red' },
      },
      {
        description: 'Rows as an array, board[0] the bottom row',
        example: { board: ['.ryyrry', '.rryry.', '..y.r..', '..y....', '.......', '.......'], toMove: 'red' },
      },
      { description: 'Moves from the empty board as column digits 1-7, red first', example: { moves: '4453' } },
    ],
    moveNotation: {
      description: 'The 1-based column digit; answers also give the 0-based column the course prints',
      examples: ['4', '1', '7'],
    },
    evaluations: [
      {
        name: 'default',
        description: 'threats weighted by zugzwang parity (Allis) plus cell line counts',
        unit: 'points: a stone 3-13 (the windows through its cell), a threat 40 on its parity row, else 12; mine minus theirs',
      },
      {
        name: 'comp3608',
        description: "the course's SCORE(red) - SCORE(yellow) with UTILITY ±10000",
        unit: "the course's points: 1 a token, 10, 100 and 1000 a run of two, three and four; a win 10000",
      },
    ],
    defaultEvaluation: 'default',
    parameters: [],
    reasons: ['four-in-a-row', 'board-full'],
    limits: {
      timeMs: { default: 1000, max: 10000 },
      depth: { max: 42 },
      nodes: { max: 100_000_000 },
      moves: { max: 42 },
    },
  },
  search: connect4Search,
  kernels: [preparedKernel],
  levels: skillLevels,
  evaluations: { default: strong, comp3608 },
  positionSchema,
  resolvedPositionSchema,
  moveSchema,
  parameterReaders: {},
  commandProgram,
  // The course allows unbalanced boards, so either side may be to move in any position.
  skipTurn(state) {
    state.setToMove(state.toMove ^ 1);
    state.settle();
  },
  setup: setupPosition,
  parseMove,
  formatMove: (_state, col) => formatMove(col),
  status: (state) =>
    statusOf(connect4Search.outcome(state), state.toMove, COLOURS, { win: 'four-in-a-row', draw: 'board-full' }),
  describe: (state) => ({ board: boardRows(state), toMove: colourName(state.toMove) }),
  // Row 0 at the bottom as the course draws it, the columns numbered 1-7 as moves name them.
  textBoard: (state) => gridText(boardRows(state), { columns: '1234567', rowZero: 'bottom', columnsAt: 'bottom' }),
  key: (state) => `${boardRows(state).join(',')} ${colourName(state.toMove)}`,
  clone: (state) => state.clone(),
};
