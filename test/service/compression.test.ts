import { request as httpRequest, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/listen.js';
import { testListen } from './helpers.js';

let running: RunningService;
beforeAll(async () => {
  running = await testListen();
});
afterAll(() => running.shutdown());

/** The answer as it came over the wire (Node's client never decompresses), each chunk kept apart. */
function raw(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<{ res: IncomingMessage; chunks: Buffer[] }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port: running.port, host: '127.0.0.1', method, path, headers: { 'content-type': 'application/json', ...headers } });
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => resolve({ res, chunks }));
    });
    req.once('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('response compression', () => {
  it('gzips a JSON answer for a client that accepts it, and not for one that does not', async () => {
    const zipped = await raw('GET', '/v1/games', { 'accept-encoding': 'gzip' });
    expect(zipped.res.headers['content-encoding']).toBe('gzip');
    const plain = await raw('GET', '/v1/games', {});
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    const text = Buffer.concat(plain.chunks).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(gunzipSync(Buffer.concat(zipped.chunks)).toString()).toBe(text);
    expect(Buffer.concat(zipped.chunks).length).toBeLessThan(text.length / 2);
  });

  it('never holds back an event stream: its first event arrives uncompressed while the search goes on', async () => {
    const SEARCH_MS = 3000;
    const started = performance.now();
    const first = await new Promise<{ headers: IncomingMessage['headers']; text: string; ms: number }>((resolve, reject) => {
      const req = httpRequest({
        port: running.port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/v1/games/connect4/best-move',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', accept: 'text/event-stream' },
      });
      req.once('response', (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve({ headers: res.headers, text: String(chunk), ms: performance.now() - started });
          // Hanging up stops the search, so the worker is free for the next test.
          req.destroy();
        });
      });
      req.once('error', (err) => (req.destroyed ? undefined : reject(err)));
      req.end(JSON.stringify({ position: { moves: '' }, search: { timeMs: SEARCH_MS, book: false } }));
    });
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.text).toMatch(/^event: info\n/);
    // Compressed, nothing would have left before the search's end and its result.
    expect(first.ms).toBeLessThan(SEARCH_MS);
  });
});
