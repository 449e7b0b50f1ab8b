import { createServer, type Server, type Socket } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ResultCache } from '../../src/service/result-cache.js';
import { RedisStore } from '../../src/service/shared-cache.js';
import { cachedAnswerSchemas } from '../../src/service/cached-answer.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { sink } from '../support/sink.js';
import { testListen, until } from './helpers.js';

/**
 * A stand-in Redis on loopback. `handshake` answers the commands node-redis sends on connecting
 * (HELLO, CLIENT SETINFO) so the client becomes ready, then never answers a GET or SET: a Redis
 * that hangs mid-service. Without it, nothing is ever answered.
 */
async function standIn(handshake: boolean): Promise<{ url: string; lookups: () => number; server: Server }> {
  let lookups = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      // Each command is an array of bulk strings; its first names the command.
      for (const [, name] of String(chunk).matchAll(/\*\d+\r\n\$\d+\r\n(\w+)\r\n/g)) {
        const command = name!.toUpperCase();
        if (command === 'GET' || command === 'SET') lookups++;
        else if (handshake) socket.write(command === 'HELLO' ? '%1\r\n+server\r\n+redis\r\n' : '+OK\r\n');
      }
    });
  });
  server.on('close', () => sockets.forEach((socket) => socket.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `redis://:not-logged@127.0.0.1:${port}`, lookups: () => lookups, server };
}

const quiet = pino({ level: 'silent' });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** Far under the 100 ms a miss cost when a hung Redis held it, far over the 10 ms command timer. */
const BOUND_MS = 50;

async function timedMiss(cache: ResultCache): Promise<number> {
  const start = performance.now();
  expect(await cache.get('0123456789abcdef0123456789abcdef', cachedAnswerSchemas(connect4.moveSchema).bestMove)).toBeUndefined();
  return performance.now() - start;
}

describe('a shared cache that does not answer', () => {
  it('costs a cache miss a few milliseconds when Redis hangs, then nothing once the breaker opens', async () => {
    const redis = await standIn(true);
    const store = new RedisStore(redis.url, quiet, 10);
    const cache = new ResultCache(1 << 20, store);
    cleanups.push(() => cache.close(), () => new Promise((resolve) => redis.server.close(resolve)));
    await until(() => store.reachable);

    // Each of these waits out the 10 ms command timer. The best of three says what the hung Redis
    // costs; the bound sits halfway to what a miss cost before the timer (100 ms every time), since a
    // loaded machine delays any timer by as much again, Redis or not.
    const misses = [await timedMiss(cache), await timedMiss(cache), await timedMiss(cache)].sort((a, b) => a - b);
    expect(misses[0]).toBeLessThan(BOUND_MS);
    await until(() => redis.lookups() === 3);
    // Three failures in a row: Redis is left alone, and a lookup no longer waits on it.
    expect(cache.sharedState).toBe('down');
    expect(await timedMiss(cache)).toBeLessThan(misses[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(redis.lookups()).toBe(3);
  });

  it('costs nothing while Redis accepts the connection but never completes the handshake', async () => {
    const redis = await standIn(false);
    const cache = new ResultCache(1 << 20, new RedisStore(redis.url, quiet, 10));
    cleanups.push(() => cache.close(), () => new Promise((resolve) => redis.server.close(resolve)));
    expect(await timedMiss(cache)).toBeLessThan(BOUND_MS);
    expect(cache.sharedState).toBe('down');
  });
});

describe('the cache on the start-up line and in /metrics', () => {
  const started = async (cacheUrl: string | undefined) => {
    const logs = sink();
    const running = await testListen({ logLevel: 'info', logDestination: logs.stream, cacheUrl });
    cleanups.push(() => running.shutdown());
    const line = logs
      .text()
      .split('\n')
      .find((text) => text.includes('"msg":"listening"'));
    const metrics = await running.service.metrics.registry.metrics();
    return { line: line ?? '', metrics };
  };

  it('names the memory cache alone without CACHE_URL, and has no shared cache gauge', async () => {
    const { line, metrics } = await started(undefined);
    expect(JSON.parse(line).cache).toBe('memory (64 MB, CACHE_BYTES) alone (no CACHE_URL)');
    expect(metrics).not.toMatch(/^search_shared_cache_up /m);
  });

  it('names Redis without its password, and reports it down while it cannot be reached', async () => {
    const redis = await standIn(false);
    cleanups.push(() => new Promise((resolve) => redis.server.close(resolve)));
    const { line, metrics } = await started(redis.url);
    const port = new URL(redis.url).port;
    expect(JSON.parse(line).cache).toBe(`memory (64 MB, CACHE_BYTES) and redis redis://127.0.0.1:${port} (CACHE_URL)`);
    expect(line).not.toContain('not-logged');
    expect(metrics).toMatch(/^search_shared_cache_up 0$/m);
  });
});

afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
