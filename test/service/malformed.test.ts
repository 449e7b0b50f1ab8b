import { connect } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/listen.js';
import { problemSchema } from '../../src/service/schemas.js';
import { sink } from '../support/sink.js';
import { problem, testListen } from './helpers.js';
import { problemTypeUri } from '../../src/service/problem.js';

const logs = sink();
let running: RunningService;
beforeAll(async () => {
  running = await testListen({ bodyLimit: '1kb', logLevel: 'info', logDestination: logs.stream });
});
afterAll(() => running.shutdown());

const app = () => running.service.app;
const VALIDATE = '/v1/games/connect4/validate';
const json = JSON.stringify({ position: { moves: '44' } });

/** Sends raw bytes on a fresh connection and reads what comes back until the server closes it (Connection: close). */
function raw(head: string, body: Buffer = Buffer.alloc(0)): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(running.port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
    // Written, not ended: a half-closed connection may be dropped before its answer.
    socket.write(Buffer.concat([Buffer.from(head), body]));
  });
}

function rawProblem(answer: string, status: number) {
  const [head, body] = answer.split('\r\n\r\n');
  expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  expect(head).toMatch(/content-type: application\/problem\+json/i);
  const parsed = problemSchema.parse(JSON.parse(body!));
  expect(parsed.status).toBe(status);
  return parsed;
}

describe('malformed requests are 4xx, never 500', () => {
  it('answers a bad percent-encoding in the URL with 400', async () => {
    const body = problem(await request(app()).get('/v1/games/%ff'), 400, 'invalid-request');
    expect(body.errors[0]!.path).toBe('url');
    problem(await request(app()).post('/v1/games/%e0%a4%a/best-move').send({}), 400, 'invalid-request');
  });

  const encodings = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };
  for (const [encoding, compress] of Object.entries(encodings)) {
    it(`answers a truncated or corrupt ${encoding} body with 400, and reads a sound one`, async () => {
      const whole = compress(Buffer.from(json));
      // Raw bytes: supertest would serialise a Buffer as JSON.
      const post = async (bytes: Buffer) => {
        const answer = await raw(
          `POST ${VALIDATE} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: ${encoding}\r\n` +
            `Content-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
          bytes,
        );
        return answer;
      };
      expect(await post(whole)).toMatch(/^HTTP\/1.1 200 /);
      const truncated = rawProblem(await post(whole.subarray(0, whole.length - 4)), 400);
      expect(truncated.type).toBe(problemTypeUri('invalid-request'));
      expect(truncated.detail).toContain('Content-Encoding');
      expect(rawProblem(await post(Buffer.from('not compressed at all')), 400).type).toBe(problemTypeUri('invalid-request'));
    });
  }

  it('says how large the limit is for a chunked body over it, without a length it never had', async () => {
    const answer = await raw(
      `POST ${VALIDATE} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
        `800\r\n${'1'.repeat(0x800)}\r\n0\r\n\r\n`,
    );
    const body = rawProblem(answer, 413);
    expect(body.type).toBe(problemTypeUri('payload-too-large'));
    expect(body.detail).toContain('1024 bytes');
    expect(body.detail).not.toContain('undefined');
  });

  it("answers what Node's HTTP parser refuses as problem+json", async () => {
    expect(rawProblem(await raw('NOT HTTP AT ALL\r\n\r\n'), 400).type).toBe(problemTypeUri('invalid-request'));
    const huge = `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expect(rawProblem(await raw(huge), 431).type).toBe(problemTypeUri('headers-too-large'));
  });

  it('logs rejections at info or warn, without a stack trace', async () => {
    await request(app()).get('/v1/games/%ff');
    await request(app()).get('/v1/games/chess');
    const lines = logs
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    expect(lines.length).toBeGreaterThan(5);
    // pino levels: 30 info, 40 warn, 50 error.
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(logs.text()).not.toContain('stack');
  });
});
