import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { configFromEnv } from '../../src/service/config.js';
import { FAILED_AUTH_LIMIT } from '../../src/service/failed-auth.js';
import { testService } from '../service/helpers.js';

/*
 * The manifests put an L4 load balancer in front, which adds no X-Forwarded-For: with the
 * deployment's own settings and no proxy between, a header the client writes must not make it
 * several clients. supertest connects from 127.0.0.1, the one address every request here has.
 */
const deployment = parseAllDocuments(readFileSync(new URL('../../deploy/deployment.yaml', import.meta.url), 'utf8'))
  .map((doc) => doc.toJS())
  .find((doc) => doc.kind === 'Deployment');
const env: { name: string; value?: string }[] = deployment.spec.template.spec.containers[0].env;
const literal = Object.fromEntries(env.filter((e) => e.value !== undefined).map((e) => [e.name, e.value!]));
const { trustProxy } = configFromEnv({ ...literal, WORKERS: '1' });
const forged = (i: number) => `198.51.100.${i % 250}, 203.0.113.${i % 250}`;

describe("the manifest's TRUST_PROXY without a proxy in front", () => {
  it('keeps RATE_LIMIT per connection address, whatever X-Forwarded-For says', async () => {
    const service = testService({ trustProxy, rateLimit: 20 });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await request(service.app).get('/v1/games').set('x-forwarded-for', forged(i))).status);
    await service.close();
    expect(statuses).toEqual([...Array(20).fill(200), ...Array(10).fill(429)]);
  });

  it(`refuses wrong API keys after ${FAILED_AUTH_LIMIT}, whatever X-Forwarded-For says`, async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys.txt');
    writeFileSync(file, 'secret-key-0123456789 60 tester\n');
    const service = testService({ trustProxy, apiKeysFile: file });
    afterAll(() => service.close());
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await request(service.app).get('/v1/games').set('x-forwarded-for', forged(i)).set('authorization', `Bearer wrong-key-${i}`)).status);
    }
    expect(statuses).toEqual([...Array(FAILED_AUTH_LIMIT).fill(401), ...Array(15 - FAILED_AUTH_LIMIT).fill(429)]);
  });
});

describe('TRUST_PROXY as a list of proxies', () => {
  it('believes X-Forwarded-For from a listed proxy only', async () => {
    const limitedBy = async (proxies: string) => {
      const service = testService({ trustProxy: configFromEnv({ TRUST_PROXY: proxies }).trustProxy, rateLimit: 3 });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await request(service.app).get('/v1/games').set('x-forwarded-for', forged(i))).status);
      await service.close();
      return statuses;
    };
    // The test's requests come from loopback: a listed proxy, so each forwarded address is a client.
    expect(await limitedBy('10.0.0.0/8, 127.0.0.0/8')).toEqual(Array(5).fill(200));
    // Not listed: the connection's own address is the client, whatever the header says.
    expect(await limitedBy('10.0.0.0/8, fd00::/8')).toEqual([200, 200, 200, 429, 429]);
  });
});
