import { z } from 'zod';

/**
 * A move the rules refused, as `validate` answers it: a move object like every other answer's, but
 * holding only what the request said, since a refused move may name no real square or column. A
 * notation (or Connect 4's bare integer) becomes `{ notation }`; an object is given back as sent.
 */
export const moveAsSentSchema = z
  .looseObject({ notation: z.string().optional() })
  .describe(
    'The move as sent, as a move object: a notation or a bare integer as `{"notation": …}`, an object as it was sent (its `notation`, if it had one, and its fields).',
  )
  .meta({ id: 'MoveAsSent' });

export function moveAsSent(input: unknown): z.infer<typeof moveAsSentSchema> | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'object' && !Array.isArray(input)) return { ...input };
  return { notation: typeof input === 'string' ? input : JSON.stringify(input) };
}
