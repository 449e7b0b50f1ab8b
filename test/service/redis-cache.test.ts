import type { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { gameSchemas } from '../../src/service/schemas.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { buildId } from '../../src/service/version.js';
import type { Service } from '../../src/service/app.js';
import { freePort, redisAnswers, redisMissing, startRedis } from '../support/redis.js';
import { sink } from '../support/sink.js';
import { ok, testListen, testService, until } from './helpers.js';

/* CACHE_URL against a real redis-server (test/support/redis.ts). */
if (redisMissing) console.warn(`SKIPPED: the shared cache tests against Redis: ${redisMissing}`);

async function sharedCacheUp(service: Service): Promise<number> {
  const text = await service.metrics.registry.getSingleMetricAsString('search_shared_cache_up');
  return Number(/^search_shared_cache_up (\d)$/m.exec(text)?.[1]);
}

describe.skipIf(redisMissing !== undefined)('the shared result cache in Redis', () => {
  let redis: ChildProcess;
  let port: number;
  let url: string;
  const logs = sink();
  let first: Service;
  let second: Service;
  const c4 = gameSchemas(connect4);
  const body = { position: { moves: '4453' }, search: { depth: 6 } };

  beforeAll(async () => {
    port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = startRedis(port);
    await redisAnswers(url);
    // These tests are about sharing, not timing: a generous timeout, so a loaded machine's slow
    // answer is not taken for a hung Redis (test/service/shared-cache.test.ts covers that).
    first = testService({ cacheUrl: url, cacheTimeoutMs: 500, logLevel: 'warn', logDestination: logs.stream });
    second = testService({ cacheUrl: url, cacheTimeoutMs: 500, logLevel: 'silent' });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    redis?.kill();
  });

  it("answers one replica's search from another's cache, under keys carrying the build", async () => {
    const searched = ok(await request(first.app).post('/v1/games/connect4/best-move').send(body), c4.bestMoveResponse);
    expect(searched.stats.cached).toBe(false);
    const client = createClient({ url });
    await client.connect();
    // The answer does not wait for the write to Redis.
    let keys: string[] = [];
    while (keys.length === 0) {
      keys = await client.keys('move-service:*');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await client.close();
    expect(keys).toEqual([expect.stringMatching(new RegExp(`^move-service:${buildId().replaceAll('.', '\\.').replace('+', '\\+')}:[0-9a-f]{32}$`))]);

    const shared = ok(await request(second.app).post('/v1/games/connect4/best-move').send(body), c4.bestMoveResponse);
    expect(shared.stats.cached).toBe(true);
    expect(shared.move).toEqual(searched.move);
    // The second replica never searched.
    expect(await second.metrics.registry.getSingleMetricAsString('searches_total')).not.toMatch(/searches_total\{/);
    // Its hit came from Redis; asked again, from its own memory.
    ok(await request(second.app).post('/v1/games/connect4/best-move').send(body), c4.bestMoveResponse);
    const hits = await second.metrics.registry.getSingleMetricAsString('search_cache_hits_total');
    expect(hits).toMatch(/^search_cache_hits_total\{game="connect4",tier="shared"\} 1$/m);
    expect(hits).toMatch(/^search_cache_hits_total\{game="connect4",tier="memory"\} 1$/m);
    expect(await sharedCacheUp(second)).toBe(1);
  });

  it('names Redis on the start-up line', async () => {
    const startup = sink();
    const running = await testListen({ logLevel: 'info', logDestination: startup.stream, cacheUrl: url });
    await running.shutdown();
    const line = startup
      .text()
      .split('\n')
      .find((text) => text.includes('"msg":"listening"'));
    expect(JSON.parse(line!).cache).toBe(`memory (64 MB, CACHE_BYTES) and redis ${url} (CACHE_URL)`);
  });

  it('goes on with memory alone when Redis goes down, warning once', async () => {
    // Only this outage counts: on a loaded machine the first connection may have timed out and warned.
    const before = logs.text().length;
    redis.kill();
    await new Promise((resolve) => redis.once('exit', resolve));
    // Long enough for the client to fail to reconnect a few times (every 100, 200, ... 1,000 ms).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const moves of ['1', '12', '123']) {
      const res = await request(first.app).post('/v1/games/connect4/best-move').send({ position: { moves }, search: { depth: 3 } });
      expect(ok(res, c4.bestMoveResponse).stats.cached).toBe(false);
    }
    const again = await request(first.app).post('/v1/games/connect4/best-move').send({ position: { moves: '123' }, search: { depth: 3 } });
    expect(ok(again, c4.bestMoveResponse).stats.cached).toBe(true);
    const warnings = logs.text().slice(before).split('\n').filter((line) => line.includes('shared cache'));
    expect(warnings, warnings.join('\n')).toHaveLength(1);
    expect(await sharedCacheUp(first)).toBe(0);
  });

  it('uses Redis again within a second of its return', async () => {
    redis = startRedis(port);
    await redisAnswers(url);
    const back = performance.now();
    await until(() => first.cache.sharedState === 'up');
    const reconnectMs = performance.now() - back;
    // The client retries at least every second (plus the connection's own set-up on a loaded machine).
    expect(reconnectMs).toBeLessThan(1500);
    expect(await sharedCacheUp(first)).toBe(1);
  });
});
