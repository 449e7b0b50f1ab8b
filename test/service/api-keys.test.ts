import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseApiKeys } from '../../src/service/api-keys.js';
import { FAILED_AUTH_LIMIT } from '../../src/service/failed-auth.js';
import { gameInfoSchema } from '../../src/service/schemas.js';
import { ok, problem, testService } from './helpers.js';

function keysFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys');
  writeFileSync(file, text);
  return file;
}

describe('API_KEYS_FILE', () => {
  it('reads keys with their quotas and names, skipping comments and blank lines', () => {
    const keys = [...parseApiKeys('# operators\n\nalpha-1-0123456789 120 Team Alpha\nbeta/2-0123456789== 0\n').values()];
    expect(keys).toEqual([
      { name: 'Team Alpha', searchSeconds: 120 },
      { name: expect.stringMatching(/^key-[0-9a-f]{8}$/), searchSeconds: Infinity },
    ]);
  });

  it('stops start-up naming the bad line', () => {
    expect(() => parseApiKeys('good-key-0123456789 10\nbad\n')).toThrow(/line 2/);
    expect(() => parseApiKeys('k\u00e9y-0123456789 10')).toThrow(/line 1/);
    expect(() => parseApiKeys('same-key-0123456789 1\nsame-key-0123456789 2')).toThrow(/line 2: the key is listed twice/);
  });

  it('refuses a key shorter than 16 characters, in one line', () => {
    expect(() => parseApiKeys('x 10')).toThrow(/^API_KEYS_FILE line 1: the key has 1 characters; a key needs at least 16$/);
    expect(() => parseApiKeys('fifteen-chars-k 10')).toThrow(/line 1: the key has 15 characters/);
    expect(parseApiKeys('sixteen-chars-ke 10').size).toBe(1);
  });
});

describe('API keys over HTTP', () => {
  const file = keysFile('secret-key-0123456789 60 tester\n');
  const closed = testService({ apiKeysFile: file });
  const open = testService({ apiKeysFile: file, anonymousSearchSeconds: 30 });
  afterAll(() => Promise.all([closed.close(), open.close()]));

  it('requires a key when ANONYMOUS_SEARCH_SECONDS is 0, and takes a known one', async () => {
    const missing = await request(closed.app).get('/v1/games/connect4');
    expect(problem(missing, 401, 'unauthorized').errors[0]!.path).toBe('Authorization');
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    problem(await request(closed.app).get('/v1/games/connect4').set('authorization', 'Bearer wrong'), 401, 'unauthorized');
    problem(await request(closed.app).get('/v1/games/connect4').set('authorization', 'Basic c2VjcmV0'), 401, 'unauthorized');
    ok(await request(closed.app).get('/v1/games/connect4').set('authorization', 'Bearer secret-key-0123456789'), gameInfoSchema);
    // Probes never need a key.
    expect((await request(closed.app).get('/healthz')).status).toBe(200);
  });

  it('lets requests without a key in when ANONYMOUS_SEARCH_SECONDS is set, but never a wrong key', async () => {
    ok(await request(open.app).get('/v1/games/connect4'), gameInfoSchema);
    problem(await request(open.app).get('/v1/games/connect4').set('authorization', 'Bearer wrong'), 401, 'unauthorized');
  });

  it('serves the committed openapi.yaml, which declares the bearer key on every /v1 route', async () => {
    const yaml = (await request(closed.app).get('/openapi.yaml')).text;
    expect(yaml).toBe(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
    expect(parse(yaml).paths['/v1/games'].get.security).toEqual([{ apiKey: [] }, {}]);
  });
});

describe('wrong API keys', () => {
  const file = keysFile('secret-key-0123456789 60 tester\n');
  // One proxy hop, so each test picks its own client address with X-Forwarded-For.
  const service = testService({ apiKeysFile: file, trustProxy: 1 });
  afterAll(() => service.close());
  const games = (address: string, key: string) => request(service.app).get('/v1/games').set('x-forwarded-for', address).set('authorization', `Bearer ${key}`);

  it(`are refused with 429 after ${FAILED_AUTH_LIMIT} a minute from one address, before the key is looked at`, async () => {
    for (let i = 0; i < FAILED_AUTH_LIMIT; i++) problem(await games('203.0.113.7', `wrong-key-${i}`), 401, 'unauthorized');
    const limited = problem(await games('203.0.113.7', 'wrong-key-again'), 429, 'rate-limited');
    expect(limited.detail).toMatch(/wrong API keys/);
    expect(Number((await games('203.0.113.7', 'wrong-key-again')).headers['retry-after'])).toBeGreaterThan(0);
    // Even the right key waits: the limiter runs before authentication.
    problem(await games('203.0.113.7', 'secret-key-0123456789'), 429, 'rate-limited');
    expect((await games('203.0.113.8', 'secret-key-0123456789')).status).toBe(200);
  });

  it('do not count requests without a key, nor right keys', async () => {
    for (let i = 0; i < FAILED_AUTH_LIMIT + 5; i++) {
      problem(await request(service.app).get('/v1/games').set('x-forwarded-for', '203.0.113.9'), 401, 'unauthorized');
      expect((await games('203.0.113.9', 'secret-key-0123456789')).status).toBe(200);
    }
  });

  it('keep /metrics from a scraper without the key', async () => {
    problem(await request(service.app).get('/metrics').set('x-forwarded-for', '203.0.113.10'), 401, 'unauthorized');
    problem(await request(service.app).get('/metrics').set('x-forwarded-for', '203.0.113.10').set('authorization', 'Bearer wrong-key-wrong-key'), 401, 'unauthorized');
    const scraped = await request(service.app).get('/metrics').set('x-forwarded-for', '203.0.113.10').set('authorization', 'Bearer secret-key-0123456789');
    expect(scraped.status).toBe(200);
    expect(scraped.text).toMatch(/^http_requests_total/m);
  });
});
