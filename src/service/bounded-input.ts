import { shortened } from './long-input.js';
import { Problem, type FieldError } from './problem.js';

/**
 * Bad input must cost little to refuse: a body of 33,000 wrong moves once got a 3.4 MB answer
 * listing every one. An answer lists at most this many field errors and says how many it left out.
 */
export const MAX_LISTED_ERRORS = 20;

/** A reason quoting the input (zod lists every unknown key) is cut to this many characters. */
const MAX_REASON = 200;

/** The schema's verdict on a body, bounded in size whatever the body. */
export function schemaProblem(errors: readonly FieldError[]): Problem {
  const listed = errors.slice(0, MAX_LISTED_ERRORS).map(({ path, code, reason }) => ({
    path: shortened(path, MAX_REASON),
    code,
    reason: shortened(reason, MAX_REASON),
  }));
  const more = errors.length - listed.length;
  const detail =
    more > 0
      ? `the body does not match the schema: ${errors.length} errors, the first ${listed.length} listed and ${more} more`
      : 'the body does not match the schema';
  return new Problem('invalid-request', detail, listed);
}

/** `body.position.moves`, if the body has one, before any schema has looked at the body. */
function movesOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('position' in body)) return undefined;
  const { position } = body;
  if (typeof position !== 'object' || position === null || !('moves' in position)) return undefined;
  return position.moves;
}

/**
 * The most characters a move's notation may have: far over any game's longest (Pylos'
 * `a1-e2 x e2 b3`), so that a move the rules would refuse quoting it is never a long echo.
 */
export const MAX_MOVE_CHARS = 64;

/** A move as sent, as the text the rules would read: a notation string, or an object's `notation`. */
function notationOf(move: unknown): string | undefined {
  if (typeof move === 'string') return move;
  if (typeof move === 'object' && move !== null && 'notation' in move && typeof move.notation === 'string') return move.notation;
  return undefined;
}

/**
 * Refuses a `moves` list (or string of moves) longer than the game allows, and a move written in
 * more characters than any notation needs, before the schema reads each move and before the rules
 * replay them: the work then never grows with the list, and no answer echoes a flood.
 */
export function checkMovesLength(body: unknown, max: number): void {
  const moves = movesOf(body);
  if ((typeof moves === 'string' || Array.isArray(moves)) && moves.length > max) {
    const reason = `${moves.length} moves, over the game's maximum of ${max} (limits.moves.max)`;
    throw new Problem('invalid-request', `position.moves has ${reason}`, [{ path: 'position.moves', code: 'out-of-range', reason }]);
  }
  if (!Array.isArray(moves)) return;
  const index = moves.findIndex((move) => (notationOf(move)?.length ?? 0) > MAX_MOVE_CHARS);
  if (index < 0) return;
  const reason = `a move of ${notationOf(moves[index])!.length} characters, over the ${MAX_MOVE_CHARS} any move is written in`;
  throw new Problem('invalid-request', `position.moves[${index}] is ${reason}`, [{ path: `position.moves[${index}]`, code: 'out-of-range', reason }]);
}
