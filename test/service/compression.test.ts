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

  it('never holds back an event stream: each event leaves as it is written, uncompressed', async () => {
    const { res, chunks } = await raw(
      'POST',
      '/v1/games/connect4/best-move',
      { 'accept-encoding': 'gzip, br', accept: 'text/event-stream' },
      { position: { moves: '' }, search: { timeMs: 1000 } },
    );
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const texts = chunks.map(String);
    // The iterations' events arrived in chunks of their own before the result, not all at the end.
    const result = texts.findIndex((text) => text.includes('event: result'));
    expect(texts.slice(0, result).filter((text) => text.includes('event: info')).length).toBeGreaterThan(1);
  });
});
