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
      { path: 'position.moves[1].column', reason: 'Invalid input: expected number, received string' },
    ]);
  });

  it('keep every field at fault', () => {
    const parsed = z.strictObject({ a: z.int(), b: z.string() }).safeParse({ a: 1.5, c: 1 });
    expect(zodErrors(parsed.error!).map((e) => e.path).sort()).toEqual(['a', 'b', 'c']);
  });
});
