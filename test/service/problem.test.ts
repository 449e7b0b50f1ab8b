import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPath, zodErrors } from '../../src/service/problem.js';

describe('field paths', () => {
  it('are written as a client would access the field', () => {
    expect(formatPath(['position', 'moves', 3])).toBe('position.moves[3]');
    expect(formatPath(['position', 'board', 2, 'cell'])).toBe('position.board[2].cell');
    expect(formatPath([])).toBe('');
  });

  it('follow the union alternative that got furthest, anchored at the union', () => {
    const move = z.union([z.string(), z.object({ column: z.number() })]);
    const schema = z.object({ position: z.object({ moves: z.union([z.string(), z.array(move)]) }) });
    const parsed = schema.safeParse({ position: { moves: ['1', { column: 'x' }] } });
    expect(parsed.success).toBe(false);
    expect(zodErrors(parsed.error!)).toEqual([
      { path: 'position.moves[1].column', code: 'wrong-type', reason: 'Invalid input: expected number, received string' },
    ]);
  });

  it('keep every field at fault, each with the code of its kind', () => {
    const parsed = z.strictObject({ a: z.int(), b: z.string(), d: z.int().max(3), e: z.enum(['x']), f: z.email() }).safeParse({ a: 1.5, c: 1, d: 4, e: 'y', f: '@' });
    const codes = Object.fromEntries(zodErrors(parsed.error!).map((e) => [e.path, e.code]));
    expect(codes).toEqual({ a: 'wrong-type', b: 'required', c: 'unknown-key', d: 'out-of-range', e: 'invalid-value', f: 'bad-format' });
  });
});
