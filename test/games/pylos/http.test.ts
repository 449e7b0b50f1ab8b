import fc from 'fast-check';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pylos } from '../../../src/games/pylos/index.js';
import { gameInfoSchema, gameSchemas } from '../../../src/service/schemas.js';
import { ok, problem, testService } from '../../service/helpers.js';
import { boardOf, resolved, playOut, randomGame } from './fixtures.js';

const service = testService();
afterAll(() => service.close());
const schemas = gameSchemas(pylos);
const post = (route: string, body: unknown) => request(service.app).post(`/v1/games/pylos/${route}`).send(body as object);

const CYCLE = { board: boardOf('a1 a2 b1', 'b3 c2 c3'), toMove: 'white' };

describe('Pylos over HTTP', () => {
  it('the listing names the rule sets, the notation and the reasons a game ends', async () => {
    const info = ok(await request(service.app).get('/v1/games/pylos'), gameInfoSchema);
    expect(info.parameters).toEqual([expect.objectContaining({ name: 'rules', default: 'advanced' })]);
    expect(info.moveNotation.examples).toEqual(['b2', 'a1-e2', 'b2 x d1', 'a1-e2 x e2 b3']);
    expect(info.reasons).toEqual(['top-sphere', 'out-of-spheres', 'repetition']);
    expect(info.colours).toEqual(['white', 'black']);
  });

  it('validate resolves the board, the side to move and the rule set', async () => {
    const answer = ok(await post('validate', { position: { rules: 'standard', moves: ['a1', { place: 'd4' }] } }), schemas.validateResponse);
    expect(answer).toEqual({
      valid: true,
      position: resolved(boardOf('a1', 'd4'), 'white', 'standard'),
      status: { over: false, winner: null, reason: null },
    });
  });

  it('best-move and legal-moves name the rule set in force', async () => {
    const position = { rules: 'standard', moves: ['a1'] };
    const best = ok(await post('best-move', { position, search: { depth: 2 } }), schemas.bestMoveResponse);
    expect(best.position).toEqual(resolved(boardOf('a1', ''), 'black', 'standard'));
    const listed = ok(await post('legal-moves', { position: { moves: ['a1'] } }), schemas.legalMovesResponse);
    expect(listed.position).toEqual(resolved(boardOf('a1', ''), 'black', 'advanced'));
  });

  it('validate names the rule a move breaks and keeps the last legal position', async () => {
    const answer = ok(await post('validate', { position: { ...CYCLE, moves: ['b2 x b2', 'b2'] } }), schemas.validateResponse);
    expect(answer).toMatchObject({ valid: false, index: 1, move: { notation: 'b2' } });
    if (answer.valid) return;
    expect(answer.reason).toMatch(/b2 completes a square of black/);
    expect(answer.position).toEqual(resolved(CYCLE.board, 'black', 'advanced'));
  });

  it('validate reports a draw by repetition from the moves', async () => {
    const moves = ['b2 x b2', 'b2 x b2', 'b2 x b2', 'b2 x b2'];
    const answer = ok(await post('validate', { position: { ...CYCLE, moves } }), schemas.validateResponse);
    expect(answer).toMatchObject({ valid: true, status: { over: true, winner: null, reason: 'repetition' } });
  });

  it('legal-moves lists every removal choice as an object', async () => {
    const legal = ok(await post('legal-moves', { position: CYCLE }), schemas.legalMovesResponse);
    expect(legal.count).toBe(19);
    expect(legal.moves).toContainEqual({ notation: 'b2 x a1 b2', place: 'b2', remove: ['a1', 'b2'] });
    expect(legal.moves).toContainEqual({ notation: 'a3', place: 'a3' });
  });

  it('best-move answers a legal move object and the principal variation', async () => {
    const best = ok(await post('best-move', { position: CYCLE, search: { depth: 3 } }), schemas.bestMoveResponse);
    expect(best.move).toMatchObject({ place: 'b2' });
    expect(best.pv[0]).toEqual(best.move);
    expect(best.stats.depth).toBe(3);
  });

  it('best-move sees the game history in the moves: repeating an earlier position is a draw', async () => {
    // White is four spheres down; taking b2 back repeats the position after its first b2 x b2.
    const position = resolved(boardOf('a1 a2 b1 a4 c1 d2 d4', 'b3 c2 c3'), 'white', 'standard');
    const fresh = ok(await post('best-move', { position, search: { depth: 4 } }), schemas.bestMoveResponse);
    expect(fresh.score.value).toBeLessThan(-100);
    const cycled = { ...position, moves: ['b2 x b2', 'b2 x b2'] };
    const best = ok(await post('best-move', { position: cycled, search: { depth: 4 } }), schemas.bestMoveResponse);
    expect(best.move.notation).toBe('b2 x b2');
    expect(best.score.value).toBe(0);
  });

  it('a bad board is a 400 naming the field, a finished game a 422', async () => {
    const bad = problem(await post('best-move', { position: { board: boardOf('e1'), toMove: 'white' } }), 400, 'illegal-position');
    expect(bad.errors[0].reason).toMatch(/the sphere on e1 has an empty spot under it/);
    const lost = { board: boardOf('a1 a2 a3 a4 b1 b2 b3 b4 c1 c2 c3 c4 d1 d2 d3', 'd4'), toMove: 'white' };
    problem(await post('best-move', { position: lost }), 422, 'game-over');
  });

  it('random games replayed through validate end where the engine ends them', async () => {
    await fc.assert(
      fc.asyncProperty(randomGame(60), async ({ rules, played }) => {
        const s = playOut(rules, played);
        const start = playOut(rules, []);
        const moves = played.map((m) => {
          const object = pylos.formatMove(start, m);
          pylos.search.makeMove(start, m);
          return object;
        });
        const answer = ok(await post('validate', { position: { rules, moves } }), schemas.validateResponse);
        expect(answer).toEqual({ valid: true, position: pylos.describe(s), status: pylos.status(s) });
      }),
      { numRuns: 15 },
    );
  });
});
