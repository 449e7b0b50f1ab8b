import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect4 } from '../../src/games/connect4/index.js';
import { gameInfoSchema, gameSchemas } from '../../src/service/schemas.js';
import { ok, problem, testService } from './helpers.js';

const service = testService();
// Warmed as listen() warms it: a search's clock runs from its dispatch, and a cold worker's set-up would use it up.
beforeAll(() => service.pool.warm());
afterAll(() => service.close());

const c4 = gameSchemas(connect4);
const post = (path: string, body: unknown) => request(service.app).post(path).send(body as object);
const position = { moves: '4453' };

describe('search.level over HTTP', () => {
  it('lists the levels a game offers', async () => {
    const info = ok(await request(service.app).get('/v1/games/connect4'), gameInfoSchema);
    expect(info.levels).toEqual({ min: 1, max: 10 });
  });

  it('says the level and seed, and caches a seeded pick but never a drawn one', async () => {
    const seeded = { position, search: { level: 2, seed: 9 } };
    const first = ok(await post('/v1/games/connect4/best-move', seeded), c4.bestMoveResponse);
    expect(first.stats).toMatchObject({ level: 2, seed: 9, cached: false });
    const again = ok(await post('/v1/games/connect4/best-move', seeded), c4.bestMoveResponse);
    expect(again.stats.cached).toBe(true);
    expect(again.move).toEqual(first.move);

    const drawn = { position, search: { level: 2 } };
    const one = ok(await post('/v1/games/connect4/best-move', drawn), c4.bestMoveResponse);
    expect(one.stats.seed).toEqual(expect.any(Number));
    const two = ok(await post('/v1/games/connect4/best-move', drawn), c4.bestMoveResponse);
    expect(two.stats.cached).toBe(false);
  });

  it('refuses a level out of range, naming the field', async () => {
    const res = await post('/v1/games/connect4/best-move', { position, search: { level: 0, seed: -1 } });
    expect(problem(res, 400, 'invalid-request').errors.map((e) => e.path).sort()).toEqual(['search.level', 'search.seed']);
  });

  it('analyse ignores the level', async () => {
    const search = { depth: 5 };
    const plain = ok(await post('/v1/games/connect4/analyse', { position, search }), c4.analyseResponse);
    const levelled = ok(await post('/v1/games/connect4/analyse', { position, search: { ...search, level: 1, seed: 3 } }), c4.analyseResponse);
    expect(levelled.lines).toEqual(plain.lines);
  });
});
