import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/games/registry.js';
import { registered } from '../../src/games/types.js';
import { KernelMissing, wasmKernel } from '../../src/games/wasm-kernel.js';
import { runMatch } from '../../src/referee/match-command.js';
import { createApp } from '../../src/service/app.js';
import { listen } from '../../src/service/listen.js';
import { startupFailure } from '../../src/service/startup-failure.js';
import { openApiDocument, openApiYaml, withoutApiKeys } from '../../src/service/openapi.js';
import { sink } from '../support/sink.js';
import { tempDir } from '../referee/helpers.js';
import { nim, nimWasm } from './nim.js';
import { registry, toyGames } from './registry.js';

/*
 * A fifth game, added by the steps of docs/architecture.md ("Adding a game"), goes through every
 * layer without a line changed in service/, referee/, match/, analysis/, workers/ or engine/: the
 * app, the OpenAPI builder and the referee take its registry as a parameter, and its kernel is
 * checked and warmed because its definition lists it.
 */
describe('a game added by its own folder and a registry (the toy Nim)', () => {
  const service = createApp({ games: toyGames, workers: 1, maxQueue: 1, rateLimit: 0, logLevel: 'silent' });
  afterAll(() => service.close());

  it('declares its kernel, whose absence stops the start of a service in one line', async () => {
    expect(nim.kernels).toEqual([nimWasm]);
    const missing = wasmKernel({ name: 'Nim', file: new URL('./never-built.wasm', import.meta.url), make: () => undefined });
    const unbuilt = new GameRegistry([registered({ ...nim, kernels: [missing] })]);
    const start = listen({ games: { ...toyGames, registry: unbuilt }, port: 0, workers: 1, logLevel: 'silent' });
    const error = await start.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(KernelMissing);
    expect(startupFailure(error, 0)).toBe('cannot start: the Nim kernel test/toy/never-built.wasm is missing; build it with `node scripts/build-wasm.mjs`');
  });

  it('is listed, validated and given its legal moves over HTTP', async () => {
    const list = await request(service.app).get('/v1/games');
    expect(list.body.games.map((g: { id: string }) => g.id)).toEqual(['nim']);
    const valid = await request(service.app).post('/v1/games/nim/validate').send({ position: { pile: 5, moves: ['2', { take: 1 }] } });
    expect(valid.body).toEqual({
      valid: true,
      position: { pile: 2, board: 'II', toMove: 'first' },
      status: { over: false, winner: null, reason: null },
    });
    const illegal = await request(service.app).post('/v1/games/nim/validate').send({ position: { pile: 2, moves: ['3'] } });
    expect(illegal.body).toMatchObject({ valid: false, index: 0, reason: 'only 2 tokens are left' });
    const legal = await request(service.app).post('/v1/games/nim/legal-moves').send({ position: { pile: 2 } });
    expect(legal.body.moves).toEqual([
      { notation: '1', take: 1 },
      { notation: '2', take: 2 },
    ]);
  });

  it('gets a best move from its own search worker', async () => {
    // 7 tokens: taking 3 leaves a multiple of 4, a proven win.
    const res = await request(service.app).post('/v1/games/nim/best-move').send({ position: { pile: 7 }, search: { depth: 10 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.move).toEqual({ notation: '3', take: 3 });
    expect(res.body.score).toMatchObject({ outcome: 'win', plies: 3 });
    expect(res.body.position).toEqual({ pile: 7, board: 'IIIIIII', toMove: 'first' });
  });

  it('plays at a level from the table in its own folder; a game without a table refuses a level', async () => {
    expect((await request(service.app).get('/v1/games/nim')).body.levels).toEqual({ min: 1, max: 10 });
    // 3 tokens: taking all 3 wins at once, which a level from 3 up never misses.
    const res = await request(service.app).post('/v1/games/nim/best-move').send({ position: { pile: 3 }, search: { level: 3, seed: 5 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.move).toEqual({ notation: '3', take: 3 });
    expect(res.body.stats).toMatchObject({ level: 3, seed: 5 });

    const levelless = createApp({ games: { ...toyGames, registry: new GameRegistry([registered({ ...nim, levels: undefined })]) }, workers: 1, logLevel: 'silent' });
    try {
      expect((await request(levelless.app).get('/v1/games/nim')).body.levels).toBeUndefined();
      const refused = await request(levelless.app).post('/v1/games/nim/best-move').send({ position: { pile: 3 }, search: { level: 3 } });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'search.level', code: 'invalid-value', reason: 'Nim offers no levels' }]);
    } finally {
      await levelless.close();
    }
  });

  it('answers problems in the contract terms for bad input', async () => {
    const res = await request(service.app).post('/v1/games/nim/best-move').send({ position: { pile: 'many' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('position.pile');
    expect((await request(service.app).get('/v1/games/pylos')).status).toBe(404);
  });

  it('is documented by the generated OpenAPI document and served at /openapi.yaml, never in the shipped one', async () => {
    // This service has no API keys: its document declares no security.
    const yaml = openApiYaml(withoutApiKeys(openApiDocument(registry.games)));
    expect(yaml).toContain('/v1/games/nim/best-move:');
    expect(yaml).toContain('NimPosition:');
    expect((await request(service.app).get('/openapi.yaml')).text).toBe(yaml);
    const shipped = readFileSync('openapi.yaml', 'utf8');
    expect(shipped).not.toContain('/v1/games/nim');
    expect(shipped).not.toContain('NimPosition');
  });

  it('plays a referee match, with the turn skipping it declares', async () => {
    const out = sink();
    const argv = ['--game', 'nim', '--pile', '9', '--p1', 'engine:depth=12', '--p2', 'engine:depth=1', '--overrun', 'forfeit', '--out', tempDir()];
    const [record] = await runMatch(argv, { input: Readable.from([]), output: out.stream, games: toyGames });
    // 9 is not a multiple of 4: the first player, searching to the end, wins.
    expect(record).toMatchObject({ game: 'nim', parameters: { pile: 9 }, winner: 0, reason: 'last-token' });
    expect(out.text()).toContain('first to move');
  });
});
