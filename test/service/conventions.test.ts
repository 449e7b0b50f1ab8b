import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { connect4 } from '../../src/games/connect4/index.js';
import { registry } from '../../src/games/index.js';
import { lineEmUp } from '../../src/games/line-em-up/index.js';
import { gameInfoSchema, gameSchemas } from '../../src/service/schemas.js';
import { nearest } from '../../src/service/suggest.js';
import { ok, problem, testService } from './helpers.js';

const service = testService();
afterAll(() => service.close());
const post = (path: string, body: unknown) => request(service.app).post(path).send(body as object);
const c4 = gameSchemas(connect4);

describe('what a client naturally sends and expects', () => {
  it("lists each evaluation's unit once, in the game's description, not in every score", async () => {
    for (const game of registry.games) {
      const info = ok(await request(service.app).get(`/v1/games/${game.info.id}`), gameInfoSchema);
      for (const evaluation of info.evaluations) expect(evaluation.unit, `${info.id} ${evaluation.name}`).not.toBe('');
    }
    const pylos = ok(await request(service.app).get('/v1/games/pylos'), gameInfoSchema);
    expect(pylos.evaluations.find((e) => e.name === 'default')?.unit).toMatch(/hundredths of a sphere/);
    const best = ok(await post('/v1/games/connect4/best-move', { position: { moves: '44' }, search: { depth: 2, evaluation: 'comp3608' } }), c4.bestMoveResponse);
    expect(Object.keys(best.score)).toEqual(['value']);
  });

  it('gives a proven result as a signed distance in plies, mate-like, with no need to read `value`', async () => {
    // Red to move has three in column 4 and Yellow three in column 1.
    const win = ok(await post('/v1/games/connect4/best-move', { position: { moves: '414141' } }), c4.bestMoveResponse);
    expect(win.move.notation).toBe('4');
    expect(win.score).toMatchObject({ outcome: 'win', mate: 1, plies: 1 });
    const lines = ok(await post('/v1/games/connect4/analyse', { position: { moves: '414141' }, search: { depth: 4 } }), c4.analyseResponse);
    const mates = Object.fromEntries(lines.lines.map((line) => [line.move.notation, line.score.mate]));
    // Red's 4 wins at once; a move that neither wins nor blocks column 1 loses to Yellow's 1, the second ply.
    expect(mates).toMatchObject({ 4: 1, 2: -2, 3: -2, 5: -2, 6: -2, 7: -2 });
    const drawn = ok(await post('/v1/games/line-em-up/best-move', { position: { n: 3, s: 3, blocs: [] } }), gameSchemas(lineEmUp).bestMoveResponse);
    expect(drawn.score.outcome).toBe('draw');
    expect(drawn.score.mate).toBeUndefined();
  });

  it('takes Connect 4 moves as integers and as objects with only a notation', async () => {
    const digits = ok(await post('/v1/games/connect4/legal-moves', { position: { moves: '4453' } }), c4.legalMovesResponse);
    const integers = ok(await post('/v1/games/connect4/legal-moves', { position: { moves: [4, 4, 5, 3] } }), c4.legalMovesResponse);
    const objects = ok(
      await post('/v1/games/connect4/legal-moves', { position: { moves: [{ notation: '4' }, { column: 3 }, { notation: '5' }, 3] } }),
      c4.legalMovesResponse,
    );
    expect(integers.position).toEqual(digits.position);
    expect(objects.position).toEqual(digits.position);
    const bad = problem(await post('/v1/games/connect4/legal-moves', { position: { moves: [4, 8] } }), 400, 'illegal-position');
    expect(bad.errors[0]).toMatchObject({ path: 'position.moves[1]', code: 'bad-format', reason: expect.stringContaining('1-7') });
    const empty = problem(await post('/v1/games/connect4/legal-moves', { position: { moves: [{}] } }), 400, 'invalid-request');
    expect(empty.errors[0].path).toBe('position.moves[0].column');
  });

  it('reads toMove in any case', async () => {
    const board = '.ryyrry,.rryry.,..y.r..,..y....,.......,.......';
    for (const toMove of ['Red', 'RED', 'red']) {
      const answer = ok(await post('/v1/games/connect4/legal-moves', { position: { board, toMove } }), c4.legalMovesResponse);
      expect(answer.position.toMove).toBe('red');
    }
    const pylos = await post('/v1/games/pylos/legal-moves', { position: { board: '.'.repeat(30), toMove: 'Black' } });
    expect(pylos.status).toBe(200);
    expect(pylos.body.position.toMove).toBe('black');
  });

  it('suggests the nearest search option for an unknown one', async () => {
    const body = problem(await post('/v1/games/connect4/best-move', { position: { moves: '4' }, search: { timeout: 100 } }), 400, 'invalid-request');
    expect(body.errors).toEqual([{ path: 'search.timeout', code: 'unknown-key', reason: expect.stringMatching(/^unknown key "timeout": did you mean timeMs\?; the keys are /) }]);
    const two = problem(await post('/v1/games/connect4/best-move', { position: { moves: '4' }, search: { dept: 3, colour: 'red' } }), 400, 'invalid-request');
    expect(two.errors).toEqual([
      { path: 'search.dept', code: 'unknown-key', reason: expect.stringMatching(/^unknown key "dept": did you mean depth\?; the keys are /) },
      { path: 'search.colour', code: 'unknown-key', reason: expect.stringMatching(/^unknown key "colour"; the keys are /) },
    ]);
    expect(nearest('dept', ['algorithm', 'depth', 'timeMs', 'nodes', 'evaluation'])).toBe('depth');
    expect(nearest('colour', ['algorithm', 'depth', 'timeMs', 'nodes', 'evaluation'])).toBeUndefined();
  });

  it('points a key written one level too high to where it belongs', async () => {
    const body = problem(await post('/v1/games/line-em-up/best-move', { position: {}, n: 5 }), 400, 'invalid-request');
    expect(body.errors).toEqual([{ path: 'n', code: 'unknown-key', reason: expect.stringMatching(/^unknown key "n": did you mean position\.n\?; the keys are position, search$/) }]);
    const depth = problem(await post('/v1/games/connect4/analyse', { position: { moves: '4' }, Depth: 3 }), 400, 'invalid-request');
    expect(depth.errors[0].reason).toMatch(/^unknown key "Depth": did you mean search\.depth\?/);
    const typo = problem(await post('/v1/games/connect4/legal-moves', { positon: { moves: '4' } }), 400, 'invalid-request');
    expect(typo.errors).toContainEqual({ path: 'positon', code: 'unknown-key', reason: expect.stringMatching(/^unknown key "positon": did you mean position\?/) });
  });

  it('says "row 0 is the bottom" for a floating token on a board that is valid upside down', async () => {
    // The course's example board written top row first.
    const upsideDown = '.......,.......,..y....,..y.r..,.rryry.,.ryyrry';
    const flipped = problem(await post('/v1/games/connect4/legal-moves', { position: { board: upsideDown, toMove: 'red' } }), 400, 'illegal-position');
    expect(flipped.errors[0].reason).toMatch(/floating.*row 0 is the bottom/);
    const floating = 'r......,.......,..y....,.......,.......,.......';
    const plain = problem(await post('/v1/games/connect4/legal-moves', { position: { board: floating, toMove: 'red' } }), 400, 'illegal-position');
    expect(plain.errors[0].reason).toMatch(/floating/);
    expect(plain.errors[0].reason).not.toMatch(/bottom/);
  });

  it("answers Amazons moves in the notation the request's moves use, or the one it names", async () => {
    const algebraic = /^[a-j]\d{1,2}-[a-j]\d{1,2}\/[a-j]\d{1,2}$/;
    const seed = /^[A-J]\d[A-J]\d[A-J]\d$/;
    const asked = { position: { moves: ['d1-d6/g6'] }, search: { depth: 1 } };
    const legal = await post('/v1/games/amazons/legal-moves', { position: asked.position });
    expect(legal.status).toBe(200);
    for (const move of legal.body.moves) expect(move.notation).toMatch(algebraic);
    const best = await post('/v1/games/amazons/best-move', asked);
    expect(best.body.move.notation).toMatch(algebraic);
    for (const move of best.body.pv) expect(move.notation).toMatch(algebraic);
    const analysis = await post('/v1/games/amazons/analyse', { ...asked, lines: 2 });
    for (const line of analysis.body.lines) expect(line.move.notation).toMatch(algebraic);

    // The same move in both notations: the seed's squares stay in the move's fields.
    const sameMove = legal.body.moves[0];
    const inSeed = await post('/v1/games/amazons/legal-moves', { position: { moves: ['D0D5G5'] } });
    expect(inSeed.body.moves[0]).toEqual({ ...sameMove, notation: `${sameMove.from}${sameMove.to}${sameMove.arrow}` });
    expect(inSeed.body.moves[0].notation).toMatch(seed);

    const named = await post('/v1/games/amazons/legal-moves', { position: { moves: ['D0D5G5'] }, notationStyle: 'algebraic' });
    expect(named.body.moves[0].notation).toMatch(algebraic);
    problem(await post('/v1/games/amazons/legal-moves', { position: {}, notationStyle: 'long' }), 400, 'invalid-request');
    problem(await post('/v1/games/connect4/legal-moves', { position: {}, notationStyle: 'seed' }), 400, 'invalid-request');
  });

  it('answers 422 game-over with the status as validate gives it', async () => {
    const moves = '1212121';
    const body = problem(await post('/v1/games/connect4/analyse', { position: { moves } }), 422, 'game-over');
    const validation = ok(await post('/v1/games/connect4/validate', { position: { moves } }), c4.validateResponse);
    expect(validation.valid).toBe(true);
    if (validation.valid) expect(body.gameStatus).toEqual(validation.status);
    expect(body.gameStatus).toEqual({ over: true, winner: 'red', reason: 'four-in-a-row' });
  });
});
