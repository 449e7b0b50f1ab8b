import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { connect4 } from '../../src/games/connect4/index.js';
import { registry } from '../../src/games/index.js';
import { withoutApiKeys } from '../../src/service/openapi.js';
import { gameInfoSchema, gameListSchema, gameSchemas, healthSchema, readySchema } from '../../src/service/schemas.js';
import { courseCases } from '../games/connect4/fixtures.js';
import { ok, problem, testService } from './helpers.js';

const service = testService({ bodyLimit: '8kb' });
const app = service.app;
afterAll(() => service.close());

const c4 = gameSchemas(connect4);
const COURSE_BOARD = '.ryyrry,.rryry.,..y.r..,..y....,.......,.......';
const post = (path: string, body: unknown) => request(app).post(path).send(body as object);

describe('games', () => {
  it('lists every registered game with its formats, evaluations and limits', async () => {
    const list = ok(await request(app).get('/v1/games'), gameListSchema);
    expect(list.games.map((g) => g.id)).toEqual(registry.ids);
    const info = list.games.find((g) => g.id === 'connect4')!;
    expect(info.evaluations.map((e) => e.name)).toEqual(['default', 'comp3608']);
    expect(info.limits.depth.max).toBe(connect4.info.limits.depth.max);
  });

  it('describes one game', async () => {
    const info = ok(await request(app).get('/v1/games/connect4'), gameInfoSchema);
    expect(info.name).toBe('Connect 4');
    expect(info.positionFormats.length).toBeGreaterThan(0);
  });

  it('answers 404 unknown-game for an id not in the registry, on every route', async () => {
    const body = problem(await request(app).get('/v1/games/chess'), 404, 'unknown-game');
    expect(body.errors).toEqual([{ path: 'game', code: 'unknown-game', reason: 'unknown game id' }]);
    problem(await post('/v1/games/chess/best-move', { position: {} }), 404, 'unknown-game');
  });

  // Every game gets the generic routes: each published example position must go through all three.
  for (const game of registry.games) {
    const schemas = game.use(gameSchemas);
    for (const format of game.info.positionFormats) {
      it(`${game.info.id}: the example "${format.description}" is valid, has moves and a best move`, async () => {
        const base = `/v1/games/${game.info.id}`;
        const validation = ok(await post(`${base}/validate`, { position: format.example }), schemas.validateResponse);
        expect(validation.valid).toBe(true);
        const legal = ok(await post(`${base}/legal-moves`, { position: format.example }), schemas.legalMovesResponse);
        expect(legal.count).toBe(legal.moves.length);
        if (legal.count === 0) return;
        const best = ok(await post(`${base}/best-move`, { position: format.example, search: { depth: 1 } }), schemas.bestMoveResponse);
        expect(legal.moves.map((m) => m.notation)).toContain(best.move.notation);
      });
    }
  }
});

describe('best-move', () => {
  it("answers the course's example: column 1 (notation 2) after 297 nodes", async () => {
    const res = await post('/v1/games/connect4/best-move', {
      position: { board: COURSE_BOARD, toMove: 'red' },
      search: { algorithm: 'alphabeta', depth: 4, evaluation: 'comp3608' },
    });
    const best = ok(res, c4.bestMoveResponse);
    expect(best.move).toEqual({ column: 1, notation: '2' });
    expect(best.stats.nodes).toBe(297);
    expect(best.stats.complete).toBe(true);
    expect(best.score.raw).toBeTypeOf('number');
  });

  it('reproduces every course auto-marker case over HTTP', async () => {
    for (const c of courseCases()) {
      const res = await post('/v1/games/connect4/best-move', {
        position: { board: c.board, toMove: c.player },
        search: { algorithm: c.algorithm === 'A' ? 'alphabeta' : 'minimax', depth: c.depth, evaluation: 'comp3608' },
      });
      const best = ok(res, c4.bestMoveResponse);
      expect([best.move.column, best.stats.nodes], `${c.board} ${c.player} ${c.algorithm} ${c.depth}`).toEqual([c.column, c.nodes]);
    }
  });

  it('reports a forced win with its outcome and plies', async () => {
    // Red has three in column 1 and plays the fourth.
    const best = ok(await post('/v1/games/connect4/best-move', { position: { moves: '121212' }, search: { depth: 4 } }), c4.bestMoveResponse);
    expect(best.move.column).toBe(0);
    expect(best.score).toMatchObject({ outcome: 'win', plies: 1 });
  });

  it('answers a finished position with 422 game-over', async () => {
    const body = problem(await post('/v1/games/connect4/best-move', { position: { moves: '1212121' } }), 422, 'game-over');
    expect(body.detail).toContain('four-in-a-row');
  });

  it('names the move that breaks a rule', async () => {
    const body = problem(await post('/v1/games/connect4/best-move', { position: { moves: '4444444' } }), 400, 'illegal-position');
    expect(body.errors).toEqual([{ path: 'position.moves[6]', code: 'illegal-move', reason: expect.stringContaining('full') }]);
  });

  it('names the board cell that breaks a rule', async () => {
    const floating = 'r......,.......,..y....,.......,.......,.......';
    const body = problem(await post('/v1/games/connect4/best-move', { position: { board: floating, toMove: 'red' } }), 400, 'illegal-position');
    expect(body.errors).toEqual([{ path: 'position.board[2]', code: 'impossible-position', reason: expect.stringContaining('floating') }]);
  });

  it('rejects search options over the published maximums or with unknown names', async () => {
    const { limits } = connect4.info;
    const res = await post('/v1/games/connect4/best-move', {
      position: { moves: '44' },
      search: { depth: limits.depth.max + 1, nodes: 0, timeMs: limits.timeMs.max + 1, evaluation: 'nope', algorithm: 'mcts', extra: 1 },
    });
    const paths = problem(res, 400, 'invalid-request').errors.map((e) => e.path);
    expect(paths.sort()).toEqual(['search.algorithm', 'search.depth', 'search.evaluation', 'search.extra', 'search.nodes', 'search.timeMs']);
  });

  it('serves a repeated depth-limited search from the cache, whatever the position format', async () => {
    const search = { depth: 7, evaluation: 'default' };
    const first = ok(await post('/v1/games/connect4/best-move', { position: { moves: '4453' }, search }), c4.bestMoveResponse);
    expect(first.stats.cached).toBe(false);
    const resolved = ok(await post('/v1/games/connect4/validate', { position: { moves: '4453' } }), c4.validateResponse);
    const again = ok(await post('/v1/games/connect4/best-move', { position: resolved.position, search }), c4.bestMoveResponse);
    expect(again.stats.cached).toBe(true);
    expect(again.stats.queuedMs).toBe(0);
    expect({ ...again, stats: { ...again.stats, cached: false, queuedMs: 0 } }).toEqual({ ...first, stats: { ...first.stats, queuedMs: 0 } });
  });

  it('does not cache a search the clock cut short', async () => {
    const body = { position: { moves: '' }, search: { timeMs: 1, book: false } };
    const first = ok(await post('/v1/games/connect4/best-move', body), c4.bestMoveResponse);
    expect(first.stats.stopReason).toBe('time');
    const again = ok(await post('/v1/games/connect4/best-move', body), c4.bestMoveResponse);
    expect(again.stats.cached).toBe(false);
  });
});

describe('legal-moves', () => {
  it('lists the moves of a position in notation and as columns', async () => {
    const legal = ok(await post('/v1/games/connect4/legal-moves', { position: { moves: '444444' } }), c4.legalMovesResponse);
    expect(legal.moves.map((m) => m.notation)).toEqual(['1', '2', '3', '5', '6', '7']);
    expect(legal.status).toEqual({ over: false, winner: null, reason: null });
  });

  it('reports a finished position with no moves', async () => {
    const legal = ok(await post('/v1/games/connect4/legal-moves', { position: { moves: '1212121' } }), c4.legalMovesResponse);
    expect(legal).toEqual({
      moves: [],
      count: 0,
      status: { over: true, winner: 'red', reason: 'four-in-a-row' },
      position: { board: ['ry.....', 'ry.....', 'ry.....', 'r......', '.......', '.......'], toMove: 'yellow' },
    });
  });

  it('rejects an illegal position with 400', async () => {
    const body = problem(await post('/v1/games/connect4/legal-moves', { position: { moves: '448' } }), 400, 'illegal-position');
    expect(body.errors[0]!.path).toBe('position.moves[2]');
  });
});

describe('validate', () => {
  it('resolves a legal position to its board and side to move', async () => {
    const answer = ok(await post('/v1/games/connect4/validate', { position: { board: COURSE_BOARD, toMove: 'yellow' } }), c4.validateResponse);
    expect(answer).toEqual({
      valid: true,
      position: { board: COURSE_BOARD.split(','), toMove: 'yellow' },
      status: { over: false, winner: null, reason: null },
    });
  });

  it('answers the first illegal move, the rule and the last legal position', async () => {
    const answer = ok(await post('/v1/games/connect4/validate', { position: { moves: ['4', '4', { column: 9 }] } }), c4.validateResponse);
    expect(answer).toMatchObject({ valid: false, index: 2, move: { column: 9 }, reason: expect.any(String) });
    const before = ok(await post('/v1/games/connect4/validate', { position: { moves: '44' } }), c4.validateResponse);
    expect(answer.position).toEqual(before.position);
  });

  it('answers an illegal board with index and position null', async () => {
    const answer = ok(await post('/v1/games/connect4/validate', { position: { board: '.......', toMove: 'red' } }), c4.validateResponse);
    expect(answer).toMatchObject({ valid: false, index: null, move: null, position: null });
  });

  it('reports a move after the end of the game', async () => {
    const answer = ok(await post('/v1/games/connect4/validate', { position: { moves: '12121213' } }), c4.validateResponse);
    expect(answer).toMatchObject({ valid: false, index: 7, move: { notation: '3' }, reason: expect.stringContaining('over') });
    // A bare integer, which Connect 4 takes for a column, is a move object too.
    const integer = ok(await post('/v1/games/connect4/validate', { position: { moves: [4, 4, 4, 4, 4, 4, 4] } }), c4.validateResponse);
    expect(integer).toMatchObject({ valid: false, index: 6, move: { notation: '4' } });
  });

  it('still answers 400 for a body that does not match the schema', async () => {
    const body = problem(await post('/v1/games/connect4/validate', { position: { moves: 42 } }), 400, 'invalid-request');
    expect(body.errors.map((e) => e.path)).toEqual(['position.moves']);
  });
});

describe('malformed requests', () => {
  it('answers 400 invalid-json for a body that is not JSON', async () => {
    const res = await request(app).post('/v1/games/connect4/best-move').set('content-type', 'application/json').send('{"position":');
    problem(res, 400, 'invalid-json');
  });

  it('answers a body of JSON null, or of another value that is no object, in its own words', async () => {
    const send = (text: string) => request(app).post('/v1/games/connect4/validate').set('content-type', 'application/json').send(text);
    const nothing = problem(await send('null'), 400, 'invalid-request');
    expect(nothing.detail).toMatch(/^the body is JSON null, not an object/);
    expect(nothing.errors).toEqual([{ path: '', code: 'wrong-type', reason: nothing.detail }]);
    expect(problem(await send(' 42 '), 400, 'invalid-request').detail).toMatch(/^the body is JSON number/);
    expect(problem(await send('nul'), 400, 'invalid-json').detail).toMatch(/not valid JSON/);
  });

  it('names each unknown key at its own path', async () => {
    const top = problem(await post('/v1/games/connect4/validate', { position: {}, extra: 1 }), 400, 'invalid-request');
    expect(top.errors).toEqual([{ path: 'extra', code: 'unknown-key', reason: expect.stringMatching(/^unknown key "extra"/) }]);
    const inner = problem(await post('/v1/games/connect4/validate', { position: { n: '5', m: 1 } }), 400, 'invalid-request');
    expect(inner.errors.map((e) => e.path).sort()).toEqual(['position.m', 'position.n']);
  });

  it('answers 400 naming the missing field', async () => {
    const body = problem(await post('/v1/games/connect4/legal-moves', {}), 400, 'invalid-request');
    expect(body.errors.map((e) => e.path)).toEqual(['position']);
  });

  it('answers 400 for a POST without a body', async () => {
    problem(await request(app).post('/v1/games/connect4/legal-moves'), 400, 'invalid-request');
  });

  it('answers 413 for a body over BODY_LIMIT', async () => {
    const body = problem(await post('/v1/games/connect4/validate', { position: { moves: '1'.repeat(10_000) } }), 413, 'payload-too-large');
    expect(body.detail).toContain('BODY_LIMIT');
  });

  it('answers 415 for a body that is not JSON by its Content-Type', async () => {
    const res = await request(app).post('/v1/games/connect4/validate').set('content-type', 'text/plain').send('{"position":{}}');
    problem(res, 415, 'unsupported-media-type');
    const form = await request(app).post('/v1/games/connect4/validate').type('form').send({ position: 'x' });
    problem(form, 415, 'unsupported-media-type');
  });

  it('accepts application/*+json bodies', async () => {
    const res = await request(app)
      .post('/v1/games/connect4/validate')
      .set('content-type', 'application/vnd.example+json')
      .send(JSON.stringify({ position: { moves: '4' } }));
    expect(ok(res, c4.validateResponse).valid).toBe(true);
  });

  it('answers hostile bodies with 400 and keeps serving', async () => {
    const send = (text: string) => request(app).post('/v1/games/connect4/best-move').set('content-type', 'application/json').send(text);
    problem(await send('['.repeat(4000) + ']'.repeat(4000)), 400, 'invalid-request');
    problem(await send('{"position": {"moves": "44"}, "search": {"depth": 1e400}}'), 400, 'invalid-request');
    problem(await send('{"__proto__": {"position": {"moves": "4"}}}'), 400, 'invalid-request');
    problem(await send('"just a string"'), 400, 'invalid-request');
    problem(await send(JSON.stringify({ position: { moves: '1'.repeat(7000) } })), 400, 'invalid-request');
    ok(await request(app).get('/healthz'), healthSchema);
  });

  it('answers 404 not-found for an unknown route', async () => {
    problem(await request(app).get('/v2/games'), 404, 'not-found');
    problem(await request(app).delete('/v1/games/connect4'), 404, 'not-found');
  });

  it('answers a missing file under /docs with problem+json too', async () => {
    expect(problem(await request(app).get('/docs/missing'), 404, 'not-found').detail).toContain('GET /docs/missing');
    problem(await request(app).get('/docs/package.json'), 404, 'not-found');
  });
});

describe('operations', () => {
  it('answers liveness and readiness before any other middleware', async () => {
    const health = await request(app).get('/healthz');
    ok(health, healthSchema);
    // The request logger (which sets X-Request-Id) did not run; only helmet's headers came before.
    expect(health.headers['x-request-id']).toBeUndefined();
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    ok(await request(app).get('/readyz'), readySchema);
  });

  it('returns the caller\'s X-Request-Id, or makes one', async () => {
    const given = await request(app).get('/v1/games').set('X-Request-Id', 'trace-42');
    expect(given.headers['x-request-id']).toBe('trace-42');
    const made = await request(app).get('/v1/games');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves Prometheus metrics: requests, searches, queue, event-loop lag', async () => {
    await post('/v1/games/connect4/best-move', { position: { moves: '4' }, search: { depth: 2 } });
    const res = await request(app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/http_requests_total\{method="POST",route="\/v1\/games\/:game\/best-move",status="200"\} \d+/);
    expect(res.text).toMatch(/http_request_duration_seconds_bucket\{/);
    expect(res.text).toMatch(/searches_total\{game="connect4",algorithm="iterative",stop_reason="depth"\} \d+/);
    expect(res.text).toMatch(/search_cache_hits_total\{game="connect4",tier="memory"\} \d+/);
    expect(res.text).toMatch(/^search_queue_length 0$/m);
    expect(Number(/^search_cache_bytes (\d+)$/m.exec(res.text)?.[1])).toBeGreaterThan(0);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('serves the committed openapi.yaml less its security (no keys here, so no padlock) and Swagger UI over it', async () => {
    const yaml = await request(app).get('/openapi.yaml');
    expect(yaml.status).toBe(200);
    expect(yaml.text).not.toMatch(/security/i);
    const committed = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
    expect(parse(yaml.text)).toEqual(withoutApiKeys(committed));
    expect(Object.keys(committed.components.securitySchemes)).toEqual(['apiKey']);
    // The contract's version, as the document and every /v1 answer (errors too) give it.
    expect(committed.info.version).toBe('3');
    expect((await request(app).get('/v1/games')).headers['api-version']).toBe(committed.info.version);
    expect((await request(app).get('/v1/games/chess')).headers['api-version']).toBe(committed.info.version);
    const page = await request(app).get('/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    const init = await request(app).get('/docs/swagger-ui-init.js');
    expect(init.text).toContain('/v1/games/connect4/best-move');
  });
});

// Last: the app stays in this state.
describe('shutting down', () => {
  it('turns readiness and new work away with 503 and Retry-After, and stays alive', async () => {
    service.beginShutdown();
    const ready = await request(app).get('/readyz');
    problem(ready, 503, 'shutting-down');
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    const search = await post('/v1/games/connect4/best-move', { position: { moves: '4' } });
    problem(search, 503, 'shutting-down');
    expect(search.headers['retry-after']).toBeDefined();
    ok(await request(app).get('/healthz'), healthSchema);
  });
});
