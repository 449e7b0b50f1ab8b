import { statusOf } from '../status.js';
import { amazonsWasm } from './kernel.js';
import { field, readWholeNumber } from '../parameters.js';
import type { GameDefinition } from '../types.js';
import { skillLevels } from './skill-levels.js';
import { MAX_SIZE, MIN_SIZE } from './board.js';
import { territory } from './evaluate.js';
import { gridText } from '../text-grid.js';
import { COLOURS, FILES, boardRows, colourName, formatMove, parseMove, setupPosition } from './notation.js';
import { amazonsNotationStyles } from './notation-styles.js';
import { amazonsSearch, type AmazonsState } from './rules.js';
import { moveSchema, positionSchema, resolvedPositionSchema, type AmazonsPosition, type AmazonsResolved } from './schema.js';

export const amazons: GameDefinition<AmazonsState, AmazonsPosition, AmazonsResolved> = {
  info: {
    id: 'amazons',
    name: 'Game of the Amazons',
    summary: 'Move a queen like a chess queen, then shoot an arrow from it the same way; the player who cannot move loses.',
    rules: [
      'A 10x10 board, columns A-J and rows 0-9. Red starts with queens on A3, D0, G0, J3; blue has A6, D9, G9, J6. Red moves first.',
      'A turn moves one of your queens any distance along a row, column or diagonal through empty squares, then shoots an arrow from its new square the same way (it may land on or fly over the square the queen left).',
      'The arrow\'s square is gone for good: nothing may stand on it or pass over it.',
      'The player who cannot move on their turn loses; there are no draws.',
      `Smaller boards (size ${MIN_SIZE} to ${MAX_SIZE}) use the same pattern: with k = floor((size - 1) / 3), red stands on (column, row) (0, k), (k, 0), (size-1-k, 0), (size-1, k) and blue on the mirror images across the middle row (row size-1-r).`,
    ],
    colours: COLOURS,
    positionFormats: [
      { description: 'Moves from the start position (10x10)', example: { moves: ['D0D4J4', 'd10-d6/a6'] } },
      {
        description: 'A board (board[r] is row r; . empty, R red queen, B blue queen, # arrow) with the side to move',
        example: {
          board: ['......R...', '..........', '..........', 'R........R', '...R.....#', '..........', 'B........B', '..........', '..........', '...B..B...'],
          toMove: 'blue',
        },
      },
      { description: 'A smaller board from its start position', example: { size: 6, moves: ['B0B2B1'] } },
    ],
    moveNotation: {
      description:
        "The seed's six characters: from, to and arrow squares, each a column A-J and a row 0-9 (D0D4J4: the queen on D0 goes to D4 and shoots J4). The algebraic form d1-d5/j5 (files a-j, ranks 1-10, so rank = row + 1) is accepted too. Answers use the seed's form.",
      examples: ['D0D4J4', 'd1-d5/j5', 'G9G4D4'],
    },
    evaluations: [
      {
        name: 'default',
        description:
          'territory from queen- and king-distance maps of both sides (Lieberum), weighted by game phase, with mobility and trapped-queen penalties, shrunk the more is contested so that a value predicts the lead the game settles at; separated positions are decided by counting the moves each side has left',
        unit: 'hundredths of a square of territory',
      },
    ],
    defaultEvaluation: 'default',
    parameters: [{ name: 'size', description: `board size, ${MIN_SIZE} to ${MAX_SIZE}`, default: MAX_SIZE }],
    reasons: ['no-move'],
    limits: {
      timeMs: { default: 1000, max: 10000 },
      // Beyond the longest game (92 plies on 10x10), so any search to the end is allowed.
      depth: { max: 120 },
      nodes: { max: 100_000_000 },
      // Every move burns a square: size² - 8 (the queens' squares) on the largest board, size 10.
      moves: { max: 92 },
    },
  },
  search: amazonsSearch,
  kernels: [amazonsWasm],
  levels: skillLevels,
  evaluations: { default: territory },
  positionSchema,
  resolvedPositionSchema,
  moveSchema,
  parameterReaders: { size: (text) => field(readWholeNumber('size', text), (size) => ({ size })) },
  setup: setupPosition,
  parseMove,
  formatMove: (_state, move) => formatMove(move),
  notationStyles: amazonsNotationStyles,
  status: (state) => statusOf(amazonsSearch.outcome(state), state.toMove, COLOURS, { win: 'no-move' }),
  describe: (state) => ({ size: state.size, board: boardRows(state), toMove: colourName(state.toMove) }),
  // Seed 002's labels, A-J by 0-9, with row 0 (red's side) at the bottom.
  textBoard: (state) => gridText(boardRows(state), { columns: FILES, rowZero: 'bottom', columnsAt: 'bottom' }),
  key: (state) => `${state.size} ${boardRows(state).join('/')} ${colourName(state.toMove)}`,
  clone: (state) => state.clone(),
};
