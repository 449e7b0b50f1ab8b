import { z } from 'zod';
import { colourInAnyCase } from '../colour-schema.js';

const cell = z.string().describe("a cell: column letter A-J, then row 0-9 (row 0 the top), like 'B 3' or 'B3', or the seed's (row,column) form '(3,B)'");
const row = z.string().describe('one row of n cells over . (empty), W (white), B (black) and # (bloc)');

const randomBlocs = z
  .object({
    random: z.number().int().describe('how many blocs, 0 to 2n'),
    seed: z.number().int().describe('seed of the draw: the same seed gives the same cells'),
  })
  .strict()
  .describe('blocs drawn at random among all cells; validate answers with the cells they fell on');

const moveInput = z.union([
  cell,
  z.object({ cell, notation: z.string().optional() }).describe('a move object as answers give it'),
]);

export const positionSchema = z
  .object({
    n: z.number().int().optional().describe('board size, 3 to 10; default 3, or the number of rows of board'),
    s: z.number().int().optional().describe('pieces in a line that win, 3 to n; default the smaller of n and 5'),
    blocs: z
      .union([z.array(cell).describe('the bloc cells (at most 2n)'), randomBlocs])
      .optional()
      .describe("cells where no piece may go; with a board, they must be the board's # cells"),
    board: z.array(row).optional().describe('rows, board[0] the top row'),
    toMove: colourInAnyCase(['white', 'black']).optional().describe('required with board; white otherwise (any case)'),
    moves: z.array(moveInput).optional().describe('moves applied to the board (or to the empty board) in order'),
  })
  .strict();

export const resolvedPositionSchema = z.object({
  n: z.number().int(),
  s: z.number().int(),
  blocs: z.array(cell).describe('the bloc cells in force, row by row'),
  board: z.array(row).describe('rows, board[0] the top row'),
  toMove: z.enum(['white', 'black']),
});

export const moveSchema = z.object({
  notation: z.string().describe("the cell, like 'B 3'"),
  cell: z.string().describe("the cell, like 'B 3'"),
});

export type LinePosition = z.infer<typeof positionSchema>;
export type LineResolved = z.infer<typeof resolvedPositionSchema>;
export type LineMove = z.infer<typeof moveInput>;
