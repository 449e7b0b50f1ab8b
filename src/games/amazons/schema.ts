import { z } from 'zod';
import { colourInAnyCase } from '../colour-schema.js';

const row = z.string().describe('one row over . (empty), R (red queen), B (blue queen) and # (arrow); board[r] is row r');
const square = z.string().describe('a square: column A-J then row 0-9, e.g. D0');
const COLOUR_NAMES = ['red', 'blue'] as const;
const colour = z.enum(COLOUR_NAMES);

const moveInput = z.union([
  z.string().describe('D0D4J4 (from, to, arrow; columns A-J, rows 0-9) or d1-d5/j5 (files a-j, ranks 1-10)'),
  z.object({ notation: z.string().optional(), from: square.optional(), to: square.optional(), arrow: square.optional() }),
]);

export const positionSchema = z
  .object({
    size: z.int().optional().describe('board size 5 to 10 (default 10, or the number of board rows)'),
    board: z.array(row).optional().describe('rows, board[0] is row 0; 4 queens per side'),
    toMove: colourInAnyCase(COLOUR_NAMES).optional().describe('required with board; red otherwise (any case)'),
    moves: z.array(moveInput).optional().describe('moves applied to the board (or to the start position) in order'),
  })
  .strict();

export const resolvedPositionSchema = z.object({
  size: z.int().min(5).max(10),
  board: z.array(row).describe('rows, board[0] is row 0'),
  toMove: colour,
});

export const moveSchema = z.object({
  notation: z.string().describe('from, to and arrow squares as in the seed, e.g. D0D4J4'),
  from: square.describe("the queen's square"),
  to: square.describe('where the queen goes'),
  arrow: square.describe('where its arrow lands'),
});

export type AmazonsPosition = z.infer<typeof positionSchema>;
export type AmazonsResolved = z.infer<typeof resolvedPositionSchema>;
export type AmazonsMove = z.infer<typeof moveInput>;
