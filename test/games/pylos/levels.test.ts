import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pylos } from '../../../src/games/pylos/index.js';
import { gameInfoSchema, gameSchemas } from '../../../src/service/schemas.js';
import { ok, problem, testService } from '../../service/helpers.js';
import { boardOf } from './fixtures.js';

const service = testService();
afterAll(() => service.close());
const schemas = gameSchemas(pylos);
const post = (route: string, body: unknown) => request(service.app).post(`/v1/games/pylos/${route}`).send(body as object);

/** The example: white on a1, black on a3, written level by level. */
const LEVELS = [['W.B.', '....', '....', '....'], ['...', '...', '...'], ['..', '..'], ['.']];
const SAME_BOARD = boardOf('a1', 'a3');

describe('Pylos positions as levels', () => {
  it('validate reads levels and answers both the board and the levels', async () => {
    const answer = ok(await post('validate', { position: { levels: LEVELS, toMove: 'white' } }), schemas.validateResponse);
    expect(answer).toMatchObject({ valid: true, position: { board: SAME_BOARD, levels: LEVELS, toMove: 'white', rules: 'advanced' } });
  });

  it('a board with spheres on the second level answers them on the second level, row by row', async () => {
    const board = boardOf('a1 a2 b1 b2 c1 c2 c3 b3', 'a3 a4 b4 c4 d1 d2 d3 e1 e2');
    const answer = ok(await post('validate', { position: { board, toMove: 'white' } }), schemas.validateResponse);
    expect(answer.position?.levels).toEqual([['WWBB', 'WWWB', 'WWWB', 'BBB.'], ['BB.', '...', '...'], ['..', '..'], ['.']]);
  });

  it('accepts board and levels together when they agree', async () => {
    const answer = ok(await post('validate', { position: { board: SAME_BOARD, levels: LEVELS, toMove: 'white' } }), schemas.validateResponse);
    expect(answer.valid).toBe(true);
  });

  it.each([
    [{ levels: LEVELS.slice(0, 3), toMove: 'white' }, 'position.levels', 'there are 3 levels, expected 4 (4x4, 3x3, 2x2, then the top)'],
    [{ levels: [LEVELS[0].slice(1), ...LEVELS.slice(1)], toMove: 'white' }, 'position.levels[0]', 'level 1 has 3 rows, expected 4 (a, b, c, d)'],
    [{ levels: [LEVELS[0], ['...', '....', '...'], ...LEVELS.slice(2)], toMove: 'white' }, 'position.levels[1][1]', 'row f of level 2 has 4 spots, expected 3'],
    [{ levels: [['W.x.', '....', '....', '....'], ...LEVELS.slice(1)], toMove: 'white' }, 'position.levels', "character 3 (a3) is 'x'; spots are W, B or ."],
    [{ levels: LEVELS, board: boardOf('a1', 'a4'), toMove: 'white' }, 'position.levels', 'levels and board disagree on a3: give one of them, or both alike'],
    [{ levels: LEVELS }, 'position.toMove', 'toMove is required with a board'],
  ])('refuses bad levels with a 400 naming the field, and validate says why: %j', async (position, path, reason) => {
    const answer = problem(await post('best-move', { position }), 400, 'illegal-position');
    expect(answer.errors[0]).toMatchObject({ path, reason });
    const validated = ok(await post('validate', { position }), schemas.validateResponse);
    expect(validated).toMatchObject({ valid: false, reason });
  });

  it('a level that is not an array of strings is a schema error on levels', async () => {
    const answer = problem(await post('validate', { position: { levels: [['W...'], 3], toMove: 'white' } }), 400, 'invalid-request');
    expect(answer.errors[0].path).toBe('position.levels[1]');
  });

  it('the games listing shows a levels example that validates', async () => {
    const info = ok(await request(service.app).get('/v1/games/pylos'), gameInfoSchema);
    const format = info.positionFormats.find((f) => JSON.stringify(f.example).includes('levels'));
    expect(format?.example).toMatchObject({ levels: LEVELS });
    const answer = ok(await post('validate', { position: format?.example }), schemas.validateResponse);
    expect(answer).toMatchObject({ valid: true, position: { board: SAME_BOARD } });
  });
});
