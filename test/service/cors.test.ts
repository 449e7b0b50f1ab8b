import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { problem, testService } from './helpers.js';

const BEST = '/v1/games/connect4/best-move';
const PAGE = 'https://board.example';

/** A browser's preflight before a JSON POST with an API key, from `origin`. */
const preflight = (app: Parameters<typeof request>[0], origin: string) =>
  request(app)
    .options(BEST)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'content-type,authorization');

describe('CORS, any origin (the default)', () => {
  const service = testService();
  afterAll(() => service.close());

  it('answers the preflight 204 with the methods, the headers and how long to keep the answer', async () => {
    const res = await preflight(service.app, PAGE);
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(res.headers['access-control-allow-headers']).toMatch(/Content-Type/i);
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/i);
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
  });

  it('lets the page read the answer, its request id and Retry-After', async () => {
    const res = await request(service.app).post(BEST).set('Origin', PAGE).send({ position: { moves: '44' }, search: { depth: 2 } });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Request-Id/i);
    expect(res.headers['access-control-expose-headers']).toMatch(/Retry-After/i);
    expect(res.headers['access-control-expose-headers']).toMatch(/API-Version/i);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends the headers with errors too, so the page can read the problem', async () => {
    const res = await request(service.app).post(BEST).set('Origin', PAGE).send({ position: { moves: '9' } });
    problem(res, 400, 'illegal-position');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('CORS_ORIGINS listing origins', () => {
  const service = testService({ corsOrigins: [PAGE] });
  afterAll(() => service.close());

  it('allows a listed origin by name, and gives a refused one no Access-Control-Allow-Origin', async () => {
    const allowed = await preflight(service.app, PAGE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(PAGE);
    expect(allowed.headers.vary).toMatch(/Origin/);
    const refused = await preflight(service.app, 'https://elsewhere.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await request(service.app).get('/v1/games').set('Origin', 'https://elsewhere.example');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with API keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'keys-'));
  writeFileSync(join(dir, 'keys'), 'secret-key-0123456789 60 tester\n');
  const service = testService({ apiKeysFile: join(dir, 'keys') });
  afterAll(() => service.close());

  it('answers the preflight without a key (browsers never send one with it)', async () => {
    const res = await preflight(service.app, PAGE);
    expect(res.status).toBe(204);
    problem(await request(service.app).post(BEST).set('Origin', PAGE).send({ position: { moves: '4' } }), 401, 'unauthorized');
  });
});
