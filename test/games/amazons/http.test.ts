import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { amazons } from '../../../src/games/amazons/index.js';
import { gameInfoSchema, gameSchemas } from '../../../src/service/schemas.js';
import { ok, problem, testService } from '../../service/helpers.js';
import { load } from './helpers.js';

const service = testService();
afterAll(() => service.close());
const schemas = gameSchemas(amazons);
const post = (route: string, body: unknown) => request(service.app).post(`/v1/games/amazons/${route}`).send(body as object);

describe('Amazons over HTTP', () => {
  it('the listing explains both notations, the size parameter and the reason a game ends', async () => {
    const info = ok(await request(service.app).get('/v1/games/amazons'), gameInfoSchema);
    expect(info.moveNotation.description).toContain('D0D4J4');
    expect(info.moveNotation.description).toContain('d1-d5/j5');
    expect(info.parameters.map((p) => p.name)).toEqual(['size']);
    expect(info.colours).toEqual(['red', 'blue']);
    expect(info.reasons).toEqual(['no-move']);
  });

  it('validate reads the algebraic form and resolves the size, the board and the side to move', async () => {
    const answer = ok(await post('validate', { position: { size: 6, moves: ['b1-b3/b2'] } }), schemas.validateResponse);
    expect(answer).toEqual({
      valid: true,
      position: { size: 6, board: ['....R.', 'R#...R', '.R....', '......', 'B....B', '.B..B.'], toMove: 'blue' },
      status: { over: false, winner: null, reason: null },
    });
  });

  it('validate names the rule a move breaks and keeps the last legal position', async () => {
    const answer = ok(await post('validate', { position: { moves: ['D0D4J4', 'D9D4A4'] } }), schemas.validateResponse);
    expect(answer).toMatchObject({ valid: false, index: 1, move: { notation: 'D9D4A4' } });
    if (answer.valid) return;
    expect(answer.reason).toMatch(/blocked by a red queen on D4/);
    expect(answer.position).toMatchObject({ toMove: 'blue' });
  });

  it('legal-moves lists the 2,176 opening moves as objects with from, to and arrow', async () => {
    const legal = ok(await post('legal-moves', { position: {} }), schemas.legalMovesResponse);
    expect(legal.count).toBe(2176);
    expect(legal.moves).toContainEqual({ notation: 'D0D4J4', from: 'D0', to: 'D4', arrow: 'J4' });
  });

  it('best-move answers a legal move in the seed notation', async () => {
    const best = ok(await post('best-move', { position: { size: 6 }, search: { depth: 2 } }), schemas.bestMoveResponse);
    expect(best.move.notation).toMatch(/^[A-F][0-5][A-F][0-5][A-F][0-5]$/);
    expect(amazons.parseMove(load({ size: 6 }), best.move.notation).ok).toBe(true);
    expect(best.stats.depth).toBe(2);
  });

  it('best-move on a finished game is a 422, a bad size a 400 naming the field', async () => {
    const boxed = { board: ['RR#BB', 'RR#BB', '###.#', '.....', '.....'], toMove: 'red' };
    problem(await post('best-move', { position: boxed }), 422, 'game-over');
    const bad = problem(await post('best-move', { position: { size: 12 } }), 400, 'illegal-position');
    expect(bad.errors[0].reason).toMatch(/size must be 5 to 10/);
  });
});
