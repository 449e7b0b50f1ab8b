import { z } from 'zod';
import type { MoveObject } from '../games/types.js';
import { cut, shortened } from './long-input.js';
import { scoreSchema, statsSchema } from './schemas.js';

/** A worker's statistics, before the route adds how long the search waited, whether it was cached or late. */
const answerStats = statsSchema.omit({ queuedMs: true, cached: true, overrunMs: true });

/**
 * The shapes of a game's worker answers (best-move's and analyse's), which a shared cache entry
 * must have before it is used: Redis holds whatever anyone wrote there.
 */
export function cachedAnswerSchemas(move: z.ZodType<MoveObject>) {
  return {
    bestMove: z.strictObject({ move, score: scoreSchema, pv: z.array(move), stats: answerStats }),
    analysis: z.strictObject({ lines: z.array(z.strictObject({ move, score: scoreSchema, pv: z.array(move) })), stats: answerStats }),
  };
}

/**
 * What the shared store holds under a key: the answer with the key it answers, so an entry copied
 * or written under another key (another position's answer) is told from the right one.
 */
export function sharedEntry(key: string, answer: unknown): string {
  return JSON.stringify({ key, answer });
}

/** The answer an entry holds for `key`, or why it cannot be used. */
export function readSharedEntry<T>(text: string, key: string, shape: z.ZodType<T>): { answer: T } | { problem: string } {
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  const read = z.strictObject({ key: z.string(), answer: shape }).safeParse(entry);
  // Whatever is in Redis may be long: the log quotes a bounded part.
  if (!read.success) return { problem: shortened(z.prettifyError(read.error), 500) };
  if (read.data.key !== key) return { problem: `the answer of another search (${cut(read.data.key)})` };
  return { answer: read.data.answer };
}
