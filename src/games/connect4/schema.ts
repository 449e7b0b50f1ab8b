import { z } from 'zod';
import { colourInAnyCase } from '../colour-schema.js';

const row = z.string().describe('one row of 7 cells over r (red), y (yellow) and . (empty)');

const moveInput = z.union([
  z.string().describe('a column digit 1-7'),
  z.int().describe('a column number 1-7, read as its digit'),
  z.object({ column: z.number().int().describe('0-based column'), notation: z.string().optional() }),
  z.object({ notation: z.string().describe('the column digit 1-7, enough alone') }),
]);

export const positionSchema = z
  .object({
    board: z
      .union([
        z.string().describe("the course's form: row0,row1,...,row5 with row 0 the bottom"),
        z.array(row).describe('rows, board[0] the bottom row'),
      ])
      .optional(),
    toMove: colourInAnyCase(['red', 'yellow']).optional().describe('required with board; red otherwise (any case)'),
    moves: z
      .union([z.string().describe('column digits 1-7, red first, e.g. "4453"'), z.array(moveInput)])
      .optional()
      .describe('moves applied to the board (or to the empty board) in order'),
  })
  .strict();

export const resolvedPositionSchema = z.object({
  board: z.array(row).length(6).describe('rows, board[0] the bottom row'),
  toMove: z.enum(['red', 'yellow']),
});

export const moveSchema = z.object({
  notation: z.string().describe('the column digit 1-7'),
  column: z.number().int().min(0).max(6).describe('0-based column, as the course prints it'),
});

export type Connect4Position = z.infer<typeof positionSchema>;
export type Connect4Resolved = z.infer<typeof resolvedPositionSchema>;
export type Connect4Move = z.infer<typeof moveInput>;
