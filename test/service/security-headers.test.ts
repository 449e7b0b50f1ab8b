import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { sink } from '../support/sink.js';
import { testService } from './helpers.js';

describe('headers and logs that give nothing away', () => {
  const logs = sink();
  const service = testService({ logLevel: 'info', logDestination: logs.stream });
  afterAll(() => service.close());

  // Probes, metrics, the API, the docs, the play page, an unknown path: every kind of route.
  const routes = ['/healthz', '/readyz', '/metrics', '/v1/games', '/openapi.yaml', '/docs/', '/', '/nowhere'];

  it.each(routes)('%s sends the security headers and no X-Powered-By', async (route) => {
    const res = await request(service.app).get(route);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('logs a request without its query string', async () => {
    await request(service.app).get('/v1/games?api_key=x');
    const line = logs
      .text()
      .split('\n')
      .find((text) => text.includes('"/v1/games?'));
    expect(line).toBeDefined();
    expect(line).toContain('"url":"/v1/games?[redacted]"');
    expect(line).not.toMatch(/api_key|=x/);
  });
});
