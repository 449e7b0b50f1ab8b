import { z } from 'zod';
import { colourInAnyCase } from '../colour-schema.js';
import { RULE_SETS } from './geometry.js';

const spot = z.string().describe('a spot: a1-d4 (bottom), e1-g3, h1-i2, j1 (top)');
const board = z
  .string()
  .describe('30 characters over W, B and . for the spots in the order a1 a2 a3 a4 b1 ... d4, e1 ... g3, h1 h2 i1 i2, j1');
const levels = z
  .array(z.array(z.string()))
  .describe(
    'the same 30 spots as four levels of rows, bottom level first: level 1 rows a-d (spots 1-4 left to right), level 2 rows e-g, level 3 rows h-i, level 4 the top j1; read in order they are the board',
  );
const COLOUR_NAMES = ['white', 'black'] as const;
const colour = z.enum(COLOUR_NAMES);
const rules = z.enum(RULE_SETS).describe('`advanced` (default): squares and lines remove; `standard`: squares only');

const moveFields = {
  place: spot.optional().describe('the spot a sphere from the reserve goes to'),
  raise: z.strictObject({ from: spot, to: spot }).optional().describe('a free sphere of the mover raised to a higher level'),
  remove: z.array(spot).optional().describe('one or two of the mover\'s free spheres taken back, in the order taken'),
};

const moveInput = z.union([
  z.string().describe('e.g. "b2", "a1-e2", "b2 x d1", "a1-e2 x e2 b3"'),
  z.strictObject({ notation: z.string().optional(), ...moveFields }),
]);

export const positionSchema = z
  .strictObject({
    board: board.optional(),
    levels: levels.optional().describe('the board as levels (instead of board, or with it if they agree)'),
    toMove: colourInAnyCase(COLOUR_NAMES).optional().describe('required with board or levels; white otherwise (any case)'),
    rules: rules.optional(),
    moves: z.array(moveInput).optional().describe('moves applied to the board (or to the empty board) in order; also the game history for repetitions'),
  });

export const resolvedPositionSchema = z.strictObject({ board, levels, toMove: colour, rules });

export const moveSchema = z.strictObject({ notation: z.string(), ...moveFields });

export type PylosPosition = z.infer<typeof positionSchema>;
export type PylosResolved = z.infer<typeof resolvedPositionSchema>;
export type PylosMove = z.infer<typeof moveInput>;
