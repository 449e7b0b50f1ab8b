import type { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import type { Service } from '../../src/service/app.js';
import { freePort, redisAnswers, redisMissing, startRedis } from '../support/redis.js';
import { sink } from '../support/sink.js';
import { testService, until } from './helpers.js';

/* Shared cache entries that are not what this build wrote, against a real redis-server. */
if (redisMissing) console.warn(`SKIPPED: the tests of broken shared cache entries: ${redisMissing}`);

/** Cheap reproducible searches of every game, and one analysis. */
const SEARCHES = [
  { path: '/v1/games/connect4/best-move', body: { position: { moves: '4453' }, search: { depth: 4 } } },
  { path: '/v1/games/line-em-up/best-move', body: { position: { moves: ['B2'] }, search: { depth: 3 } } },
  { path: '/v1/games/pylos/best-move', body: { position: {}, search: { depth: 2 } } },
  { path: '/v1/games/amazons/best-move', body: { position: { size: 6 }, search: { depth: 1 } } },
  { path: '/v1/games/connect4/analyse', body: { position: { moves: '44' }, search: { depth: 3 }, lines: 3 } },
];

describe.skipIf(redisMissing !== undefined)('shared cache entries that are not what this build wrote', () => {
  let redis: ChildProcess;
  let url: string;
  const services: Service[] = [];
  /** A replica connected to Redis: one that is not yet would search for want of it, whatever its entries. */
  const replica = async (logs = sink()) => {
    const service = testService({ cacheUrl: url, cacheTimeoutMs: 500, logLevel: 'warn', logDestination: logs.stream });
    services.push(service);
    await until(() => service.cache.sharedState === 'up');
    return service;
  };
  const client = () => createClient({ url });
  let store: ReturnType<typeof client>;
  /** Each search's key in Redis and the entry its first answer left there. */
  const genuine: { key: string; entry: string; body: unknown }[] = [];

  const ask = (service: Service, i: number) => request(service.app).post(SEARCHES[i]!.path).send(SEARCHES[i]!.body);

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = startRedis(port);
    await redisAnswers(url);
    store = client();
    await store.connect();
    const writer = await replica();
    for (let i = 0; i < SEARCHES.length; i++) {
      const res = await ask(writer, i);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // The answer does not wait for the write to Redis: the new key shows up after it.
      let keys: string[] = [];
      while (keys.length <= i) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        keys = await store.keys('move-service:*');
      }
      const key = keys.find((k) => !genuine.some((g) => g.key === k))!;
      genuine.push({ key, entry: (await store.get(key))!, body: res.body });
    }
  });
  afterAll(async () => {
    await store?.close();
    await Promise.all(services.map((service) => service.close()));
    redis?.kill();
  });

  it('searches again for every entry that is not JSON, null, [], {"x":1} or another search\'s, warns once each, and keeps none in memory', async () => {
    const broken = ['{"garbage', 'null', '[]', '{"x":1}', genuine[0]!.entry];
    // The last search's entry becomes the first's: another position's answer, whole and well formed.
    for (const [i, { key }] of genuine.entries()) await store.set(key, broken[(i + 1) % broken.length]!);
    const logs = sink();
    const reader = await replica(logs);
    for (let i = 0; i < SEARCHES.length; i++) {
      const res = await ask(reader, i);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.stats.cached, SEARCHES[i]!.path).toBe(false);
      expect({ ...res.body, stats: undefined }).toEqual({ ...(genuine[i]!.body as object), stats: undefined });
    }
    const warnings = logs.text().split('\n').filter((line) => line.includes('entry is unusable'));
    expect(warnings).toHaveLength(SEARCHES.length);
    // Broken again: the reader answers from its memory, which holds its own searches' answers only.
    for (const [i, { key }] of genuine.entries()) await store.set(key, broken[(i + 1) % broken.length]!);
    for (let i = 0; i < SEARCHES.length; i++) {
      const res = await ask(reader, i);
      expect(res.status).toBe(200);
      expect(res.body.stats.cached).toBe(true);
    }
  });

  it('answers every search from the entries once they are mended', async () => {
    for (const { key, entry } of genuine) await store.set(key, entry);
    const fresh = await replica();
    for (let i = 0; i < SEARCHES.length; i++) {
      const res = await ask(fresh, i);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.stats.cached).toBe(true);
      expect({ ...res.body, stats: undefined }).toEqual({ ...(genuine[i]!.body as object), stats: undefined });
    }
    const hits = await fresh.metrics.registry.getSingleMetricAsString('search_cache_hits_total');
    expect(hits).not.toMatch(/tier="memory"/);
  });
});
