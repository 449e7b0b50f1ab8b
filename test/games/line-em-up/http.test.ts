import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { lineEmUp } from '../../../src/games/line-em-up/index.js';
import { gameInfoSchema, gameSchemas } from '../../../src/service/schemas.js';
import { ok, problem, testService } from '../../service/helpers.js';

const service = testService();
afterAll(() => service.close());
const schemas = gameSchemas(lineEmUp);
const post = (route: string, body: unknown) => request(service.app).post(`/v1/games/line-em-up/${route}`).send(body as object);

describe("Line 'em Up over HTTP", () => {
  it('the listing describes the parameters, their ranges, the evaluations and the reasons', async () => {
    const info = ok(await request(service.app).get('/v1/games/line-em-up'), gameInfoSchema);
    expect(info.parameters.map((p) => p.name)).toEqual(['n', 's', 'blocs']);
    expect(info.parameters[0].description).toContain('3 to 10');
    expect(info.parameters[1].description).toContain('3 to n');
    expect(info.parameters[2].description).toContain('2n');
    expect(info.evaluations.map((e) => e.name)).toEqual(['e1', 'e2']);
    expect(info.reasons).toEqual(['line', 'board-full']);
  });

  it('validate answers with the cells the random blocs fell on', async () => {
    const answer = ok(await post('validate', { position: { n: 6, s: 4, blocs: { random: 5, seed: 42 }, moves: ['C 2'] } }), schemas.validateResponse);
    expect(answer.valid).toBe(true);
    const position = answer.position as { blocs: string[]; board: string[]; toMove: string };
    expect(position.blocs).toHaveLength(5);
    expect(position.toMove).toBe('black');
    const again = ok(await post('validate', { position }), schemas.validateResponse);
    expect(again.position).toEqual(position);
  });

  it('validate names the rule a move breaks', async () => {
    const answer = ok(await post('validate', { position: { n: 4, s: 3, blocs: ['B1'], moves: ['A0', 'B 1'] } }), schemas.validateResponse);
    expect(answer).toMatchObject({ valid: false, index: 1, move: { notation: 'B 1' }, reason: 'B 1 is a bloc' });
  });

  it('legal-moves lists the empty cells that are not blocs', async () => {
    const legal = ok(await post('legal-moves', { position: { n: 3, blocs: ['B1'], moves: ['A0'] } }), schemas.legalMovesResponse);
    expect(legal.moves.map((m) => m.notation)).toEqual(['B 0', 'C 0', 'A 1', 'C 1', 'A 2', 'B 2', 'C 2']);
    expect(legal.moves[0]).toEqual({ notation: 'B 0', cell: 'B 0' });
  });

  it('best-move proves tic-tac-toe a draw and reports the course statistics', async () => {
    const best = ok(await post('best-move', { position: { n: 3, s: 3 }, search: { timeMs: 10000 } }), schemas.bestMoveResponse);
    expect(best.score).toMatchObject({ outcome: 'draw', plies: 9 });
    const minimax = ok(await post('best-move', { position: { n: 3, s: 3, moves: ['B1'] }, search: { algorithm: 'minimax', depth: 2, evaluation: 'e1' } }), schemas.bestMoveResponse);
    expect(minimax.stats).toMatchObject({ evaluations: 56, evaluationsPerDepth: [0, 0, 56], averageDepth: 2, averageRecursionDepth: 2, complete: true });
  });

  it('rejects a position outside the ranges with 400 and the reason', async () => {
    const body = problem(await post('best-move', { position: { n: 11 } }), 400, 'illegal-position');
    expect(body.errors[0]).toEqual({ path: 'position.n', code: 'out-of-range', reason: 'n is 11; it must be from 3 to 10' });
    problem(await post('best-move', { position: { n: 3, moves: ['A0', 'A1', 'B0', 'B1', 'C0'] } }), 422, 'game-over');
  });
});
