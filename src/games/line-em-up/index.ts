import { statusOf } from '../status.js';
import type { GameDefinition } from '../types.js';
import { skillLevels } from './skill-levels.js';
import { e1, e2 } from './evaluate.js';
import { COLOURS, blocNames, boardRows, drawBoard, colourName, formatMove, parameterReaders, parseMove, setupPosition } from './notation.js';
import { lineSearch, type LineState } from './rules.js';
import { moveSchema, positionSchema, resolvedPositionSchema, type LinePosition, type LineResolved } from './schema.js';

export const lineEmUp: GameDefinition<LineState, LinePosition, LineResolved> = {
  info: {
    id: 'line-em-up',
    name: "Line 'em Up",
    summary: 'Tic-tac-toe generalised: an n x n board with blocs; s pieces in a line win.',
    rules: [
      'An n x n board (n from 3 to 10) with b blocs (0 to 2n) where no piece may go.',
      'White moves first; the players alternate, each putting a piece on an empty cell.',
      'The first to line up s pieces (3 to n) in a row, a column or a diagonal wins; a full board without one is a draw.',
      'Tic-tac-toe is n = 3, s = 3 without blocs.',
    ],
    colours: COLOURS,
    positionFormats: [
      {
        description: 'Rows of . W B # (row 0 the top) with the side to move; blocs must match the # cells',
        example: { n: 5, s: 4, blocs: ['D0', 'B1'], board: ['...#.', '.#...', '..W..', '.....', '.....'], toMove: 'black' },
      },
      {
        description: 'Moves from the empty board, white first, with blocs listed or drawn at random from a seed',
        example: { n: 5, s: 4, blocs: { random: 4, seed: 42 }, moves: ['C 2', 'B 3'] },
      },
    ],
    moveNotation: {
      description: "A column letter A-J then a row 0-9, row 0 the top, as the seed writes it ('B 3'; 'B3' is accepted)",
      examples: ['B 3', 'A 0', 'C2'],
    },
    evaluations: [
      {
        name: 'e1',
        description: 'open windows of s cells for the side to move minus those for the opponent (fast)',
        unit: 'open windows: windows of s cells holding no opposing piece or bloc',
      },
      {
        name: 'e2',
        description: 'open windows weighted 4^(k-1) by their k pieces, plus threats and forks (more informed, costlier; the default)',
        unit: 'weighted open windows: a window with k of the side\'s pieces counts 4^(k-1)',
      },
    ],
    defaultEvaluation: 'e2',
    parameters: [
      { name: 'n', description: 'board size, 3 to 10 (or the number of board rows)', default: 3 },
      { name: 's', description: 'pieces in a line that win, 3 to n; default the smaller of n and 5' },
      {
        name: 'blocs',
        description: 'up to 2n bloc cells, listed (["D0", ...]) or drawn at random ({"random": b, "seed": 42})',
        default: [],
      },
    ],
    reasons: ['line', 'board-full'],
    limits: {
      timeMs: { default: 1000, max: 10000 },
      depth: { max: 100 },
      nodes: { max: 100_000_000 },
      // n² cells on the largest board, n = 10: no game is longer.
      moves: { max: 100 },
    },
  },
  search: lineSearch,
  kernels: [],
  levels: skillLevels,
  evaluations: { e1, e2 },
  positionSchema,
  resolvedPositionSchema,
  moveSchema,
  parameterReaders,
  setup: setupPosition,
  parseMove,
  formatMove,
  status: (state) => statusOf(lineSearch.outcome(state), state.toMove, COLOURS, { win: 'line', draw: 'board-full' }),
  describe: (state) => ({
    n: state.geometry.n,
    s: state.geometry.s,
    blocs: blocNames(state.geometry),
    board: boardRows(state),
    toMove: colourName(state.toMove),
  }),
  textBoard: drawBoard,
  key: (state) => `${state.geometry.n} ${state.geometry.s} ${boardRows(state).join('/')} ${colourName(state.toMove)}`,
  clone: (state) => state.clone(),
};
