import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { parseApiKeys } from '../../src/service/api-keys.js';
import { gameInfoSchema } from '../../src/service/schemas.js';
import { ok, problem, testService } from './helpers.js';

function keysFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys');
  writeFileSync(file, text);
  return file;
}

describe('API_KEYS_FILE', () => {
  it('reads keys with their quotas and names, skipping comments and blank lines', () => {
    const keys = [...parseApiKeys('# operators\n\nalpha-1 120 Team Alpha\nbeta/2== 0\n').values()];
    expect(keys).toEqual([
      { name: 'Team Alpha', searchSeconds: 120 },
      { name: expect.stringMatching(/^key-[0-9a-f]{8}$/), searchSeconds: Infinity },
    ]);
  });

  it('stops start-up naming the bad line', () => {
    expect(() => parseApiKeys('good 10\nbad\n')).toThrow(/line 2/);
    expect(() => parseApiKeys('k\u00e9y 10')).toThrow(/line 1/);
    expect(() => parseApiKeys('same 1\nsame 2')).toThrow(/line 2: the key is listed twice/);
  });
});

describe('API keys over HTTP', () => {
  const file = keysFile('secret-key 60 tester\n');
  const closed = testService({ apiKeysFile: file });
  const open = testService({ apiKeysFile: file, anonymousSearchSeconds: 30 });
  afterAll(() => Promise.all([closed.close(), open.close()]));

  it('requires a key when ANONYMOUS_SEARCH_SECONDS is 0, and takes a known one', async () => {
    const missing = await request(closed.app).get('/v1/games/connect4');
    expect(problem(missing, 401, 'unauthorized').errors[0]!.path).toBe('Authorization');
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    problem(await request(closed.app).get('/v1/games/connect4').set('authorization', 'Bearer wrong'), 401, 'unauthorized');
    problem(await request(closed.app).get('/v1/games/connect4').set('authorization', 'Basic c2VjcmV0'), 401, 'unauthorized');
    ok(await request(closed.app).get('/v1/games/connect4').set('authorization', 'Bearer secret-key'), gameInfoSchema);
    // Probes never need a key.
    expect((await request(closed.app).get('/healthz')).status).toBe(200);
  });

  it('lets requests without a key in when ANONYMOUS_SEARCH_SECONDS is set, but never a wrong key', async () => {
    ok(await request(open.app).get('/v1/games/connect4'), gameInfoSchema);
    problem(await request(open.app).get('/v1/games/connect4').set('authorization', 'Bearer wrong'), 401, 'unauthorized');
  });
});
