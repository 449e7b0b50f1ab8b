import type { MoveObject, NotationStyles } from '../types.js';
import type { AmazonsMove } from './schema.js';

const SEED = /^[a-z]\d[a-z]\d[a-z]\d$/i;
const ALGEBRAIC = /^[a-z]\d{1,2}-[a-z]\d{1,2}\/[a-z]\d{1,2}$/i;

/** A seed square ("D0": column A-J, row 0-9) as algebraic ("d1": file a-j, rank 1-10). */
function algebraicSquare(square: string): string {
  return `${square[0].toLowerCase()}${Number(square.slice(1)) + 1}`;
}

/**
 * Amazons has two notations: the seed's "D0D4J4" (answers' own) and the algebraic "d1-d5/j5" of
 * the Amazons literature. Answers use the one the request's moves use, or the one it names.
 */
export const amazonsNotationStyles: NotationStyles<AmazonsMove> = {
  styles: ['seed', 'algebraic'],
  styleOf(input) {
    const text = typeof input === 'string' ? input : input.notation;
    if (text === undefined) return undefined;
    return SEED.test(text) ? 'seed' : ALGEBRAIC.test(text) ? 'algebraic' : undefined;
  },
  restyle(move, style): MoveObject {
    const { from, to, arrow } = move;
    if (style !== 'algebraic' || typeof from !== 'string' || typeof to !== 'string' || typeof arrow !== 'string') return move;
    return { ...move, notation: `${algebraicSquare(from)}-${algebraicSquare(to)}/${algebraicSquare(arrow)}` };
  },
};
