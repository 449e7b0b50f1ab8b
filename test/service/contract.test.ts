import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validate, type Validator } from '@hyperjump/json-schema/openapi-3-1';
import request, { type Response } from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { playRandomly } from '../../bench/random-play.js';
import { registry } from '../../src/games/index.js';
import { seededRandom } from '../../src/games/random.js';
import { replay } from '../../src/games/replay.js';
import type { Game } from '../../src/games/types.js';
import { testService } from './helpers.js';

/*
 * Every answer to a few hundred generated requests, valid and not, checked against the committed
 * openapi.yaml by an OpenAPI 3.1 validator (hyperjump's, which reads the document's own dialect):
 * the status must be documented for the route, the content type too, and the body must match.
 */
interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}
const document = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
// hyperjump reads a file named *openapi.json as an OpenAPI document.
const documentFile = join(mkdtempSync(join(tmpdir(), 'contract-')), 'service.openapi.json');
writeFileSync(documentFile, JSON.stringify(document));
const documentUrl = pathToFileURL(documentFile).href;

const service = testService({ clientMaxSearches: 100 });
afterAll(() => service.close());

/** A JSON pointer as a URI fragment: `~` and `/` escaped, then percent-encoded (`{game}`). */
const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');
const schemaUrl = (route: string, method: string, status: number, type: string) =>
  `${documentUrl}#/${pointer('paths', route, method, 'responses', String(status), 'content', type, 'schema')}`;

/** Compiled once per schema: compiling is most of a validation's cost. */
const validators = new Map<string, Validator>();
async function check(url: string, body: Parameters<Validator>[0]): Promise<boolean> {
  let validator = validators.get(url);
  if (!validator) validators.set(url, (validator = await validate(url)));
  return validator(body).valid;
}

let checked = 0;
async function conforms(method: string, route: string, res: Response): Promise<void> {
  const where = `${method.toUpperCase()} ${route} → ${res.status}`;
  const operation = document.paths[route]?.[method];
  expect(operation, `${where}: the route is documented`).toBeDefined();
  const response = operation!.responses[String(res.status)];
  expect(response, `${where}: the status is documented`).toBeDefined();
  const type = String(res.headers['content-type']).split(';')[0]!;
  expect(Object.keys(response!.content ?? {}), `${where}: the content type is documented`).toContain(type);
  if (type.endsWith('json')) {
    expect(await check(schemaUrl(route, method, res.status, type), res.body), `${where}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(true);
  }
  checked++;
}

/** Positions reached by seeded random play from the game's start and from each example board. */
function positions(game: Game, count: number, seed: number): unknown[] {
  const random = seededRandom(seed);
  return game.use((definition) => {
    const starts = [{}, ...definition.info.positionFormats.map((format) => format.example)];
    return Array.from({ length: count }, (_, i) => {
      // A start from the game's own published formats: moves are added after the example's.
      const start = definition.positionSchema.parse(starts[i % starts.length]);
      const read = replay(definition, start);
      if (!read.valid) throw new Error(`${definition.info.id}: example ${i % starts.length} is not valid: ${read.reason}`);
      const walk = definition.clone(read.state);
      const notation = playRandomly(definition, read.state, random, Math.floor(random() * 30)).map((move) => {
        const text = definition.formatMove(walk, move).notation;
        definition.search.makeMove(walk, move);
        return text;
      });
      const earlier = Array.isArray(start.moves) ? start.moves : typeof start.moves === 'string' ? [...start.moves] : [];
      return { ...start, moves: [...earlier, ...notation] };
    });
  });
}

const searches = [{ depth: 1 }, { depth: 2, nodes: 3000 }, { algorithm: 'alphabeta', depth: 2, nodes: 2000 }, { algorithm: 'minimax', depth: 1 }, { nodes: 500 }];

describe('the answers conform to openapi.yaml', () => {
  it('the validator refuses an answer that breaks the document', async () => {
    const schema = schemaUrl('/v1/games/connect4/best-move', 'post', 200, 'application/json');
    expect(await check(schema, { move: { notation: '4', column: 3 } })).toBe(false);
    const problem = schemaUrl('/v1/games/connect4/best-move', 'post', 400, 'application/problem+json');
    expect(await check(problem, { type: 'no-such-type', title: '', status: 400, detail: '', errors: [] })).toBe(false);
  });

  for (const [g, game] of registry.games.entries()) {
    it(`${game.info.id}: validate, legal-moves and best-move on 25 generated positions`, async () => {
      const base = `/v1/games/${game.info.id}`;
      for (const [i, position] of positions(game, 25, 1000 + g).entries()) {
        for (const route of ['validate', 'legal-moves'] as const) {
          await conforms('post', `${base}/${route}`, await request(service.app).post(`${base}/${route}`).send({ position }));
        }
        const search = searches[i % searches.length];
        await conforms('post', `${base}/best-move`, await request(service.app).post(`${base}/best-move`).send({ position, search }));
      }
    });
  }

  it('the game list, each game, the probes, metrics and the document', async () => {
    for (const path of ['/v1/games', '/healthz', '/readyz', '/metrics', '/openapi.yaml']) {
      await conforms('get', path, await request(service.app).get(path));
    }
    for (const id of [...registry.ids, 'chess']) await conforms('get', '/v1/games/{game}', await request(service.app).get(`/v1/games/${id}`));
    await conforms('get', '/v1/games/{game}', await request(service.app).get('/v1/games/%ff'));
  });

  it('refusals: bad JSON, schema, rules, type, size, finished games', async () => {
    const post = (path: string) => request(service.app).post(path);
    for (const game of registry.games) {
      for (const route of ['validate', 'legal-moves', 'best-move']) {
        const path = `/v1/games/${game.info.id}/${route}`;
        await conforms('post', path, await post(path).set('content-type', 'application/json').send('{"position":'));
        await conforms('post', path, await post(path).send({ position: { moves: 12 } }));
        await conforms('post', path, await post(path).send({ position: { moves: ['not a move'] } }));
        await conforms('post', path, await post(path).set('content-type', 'text/plain').send('{}'));
        await conforms('post', path, await post(path).send({ position: { moves: Array.from({ length: 2000 }, () => '1') } }));
      }
    }
    await conforms('post', '/v1/games/connect4/best-move', await post('/v1/games/connect4/best-move').send({ position: { moves: '1212121' } }));
  });

  it('checked a few hundred answers', () => {
    expect(checked).toBeGreaterThan(300);
  });
});
