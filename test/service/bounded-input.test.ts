import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/games/index.js';
import { MAX_LISTED_ERRORS } from '../../src/service/bounded-input.js';
import { gameInfoSchema } from '../../src/service/schemas.js';
import { ok, problem, testService } from './helpers.js';

// The default BODY_LIMIT (100kb), which a body of 33,000 `{}` moves fits.
const service = testService({ bodyLimit: '100kb' });
afterAll(() => service.close());

const send = (path: string, text: string) => request(service.app).post(path).set('content-type', 'application/json').send(text);
const emptyMoves = (count: number) => JSON.stringify({ position: { moves: Array.from({ length: count }, () => ({})) } });

describe('bad input costs little', () => {
  it('publishes each game\'s longest `moves`', async () => {
    const expected: Record<string, number> = { connect4: 42, 'line-em-up': 100, amazons: 92, pylos: 1000 };
    for (const id of registry.ids) {
      const info = ok(await request(service.app).get(`/v1/games/${id}`), gameInfoSchema);
      expect(info.limits.moves.max, id).toBe(expected[id]);
    }
  });

  for (const game of registry.games) {
    it(`${game.info.id}: answers 33,000 \`{}\` moves in under 10 KB, before reading them`, async () => {
      const body = emptyMoves(33_000);
      expect(body.length).toBeGreaterThan(95_000);
      for (const route of ['validate', 'legal-moves', 'best-move']) {
        const res = await send(`/v1/games/${game.info.id}/${route}`, body);
        const answer = problem(res, 400, 'invalid-request');
        expect(answer.errors).toEqual([{ path: 'position.moves', code: 'out-of-range', reason: expect.stringContaining(`maximum of ${game.info.limits.moves.max}`) }]);
        expect(res.text.length).toBeLessThan(10_000);
      }
    });
  }

  it('counts a string of moves by its characters', async () => {
    const over = await send('/v1/games/connect4/validate', JSON.stringify({ position: { moves: '1'.repeat(43) } }));
    expect(problem(over, 400, 'invalid-request').errors[0]!.path).toBe('position.moves');
    const within = await send('/v1/games/connect4/validate', JSON.stringify({ position: { moves: '1'.repeat(42) } }));
    expect(within.status).toBe(200);
  });

  it(`lists the first ${MAX_LISTED_ERRORS} errors and says how many more there were`, async () => {
    // Within the limit, every `{}` lacks the column a Connect 4 move object needs.
    const res = await send('/v1/games/connect4/validate', emptyMoves(42));
    const answer = problem(res, 400, 'invalid-request');
    expect(answer.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(answer.errors[0]!.path).toBe('position.moves[0].column');
    expect(answer.detail).toContain(`42 errors, the first ${MAX_LISTED_ERRORS} listed and ${42 - MAX_LISTED_ERRORS} more`);
  });

  it('cuts a reason that quotes thousands of unknown keys', async () => {
    const keys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 1]));
    const res = await send('/v1/games/pylos/validate', JSON.stringify({ position: {}, ...keys }));
    const answer = problem(res, 400, 'invalid-request');
    expect(answer.errors[0]!.reason.length).toBeLessThanOrEqual(201);
    expect(res.text.length).toBeLessThan(10_000);
  });
});
