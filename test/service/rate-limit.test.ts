import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { gameInfoSchema, gameListSchema, healthSchema, readySchema } from '../../src/service/schemas.js';
import { ok, problem, testService } from './helpers.js';

const service = testService({ rateLimit: 2 });
afterAll(() => service.close());

describe('RATE_LIMIT', () => {
  it('answers 429 with Retry-After past the limit, sparing health, readiness and metrics', async () => {
    const app = service.app;
    ok(await request(app).get('/v1/games'), gameListSchema);
    ok(await request(app).get('/v1/games/connect4'), gameInfoSchema);
    const limited = await request(app).get('/v1/games');
    problem(limited, 429, 'rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    ok(await request(app).get('/healthz'), healthSchema);
    ok(await request(app).get('/readyz'), readySchema);
    expect((await request(app).get('/metrics')).status).toBe(200);
  });
});
