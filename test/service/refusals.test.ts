import { connect } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/listen.js';
import { problemTypeUri, type ProblemType } from '../../src/service/problem.js';
import { problemSchema } from '../../src/service/schemas.js';
import { problem, testListen } from './helpers.js';

/* What Node's HTTP server used to refuse itself, with an empty body, and inputs an answer once echoed twice. */
let running: RunningService;
beforeAll(async () => {
  running = await testListen({ probePort: 0 });
});
afterAll(() => running.shutdown());

/** Sends a raw request on a fresh connection and reads the answer until the server closes it. */
function raw(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
    socket.write(head);
  });
}

/** A problem+json answer of this status and type, with the security headers every answer has. */
function rawProblem(answer: string, status: number, type: ProblemType) {
  const [head, body] = answer.split('\r\n\r\n');
  expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  expect(head).toMatch(/^content-type: application\/problem\+json/im);
  expect(head).toMatch(/^x-content-type-options: nosniff/im);
  expect(head).toMatch(/^content-security-policy: /im);
  const parsed = problemSchema.parse(JSON.parse(body!));
  expect(parsed.type).toBe(problemTypeUri(type));
  return parsed;
}

describe("what Node's server refused with an empty body", () => {
  it('answers an HTTP/1.1 request without Host with a 400 problem, on the API and the probe port', async () => {
    for (const port of [running.port, running.probePort!]) {
      const body = rawProblem(await raw(port, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'invalid-request');
      expect(body.detail).toContain('Host');
    }
    // HTTP/1.0 has no Host requirement: answered as usual.
    expect(await raw(running.port, 'GET /healthz HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1.1 200 /);
  });

  it('answers Expect: bogus with a 417 problem, and lets 100-continue through', async () => {
    for (const port of [running.port, running.probePort!]) {
      const body = rawProblem(await raw(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nConnection: close\r\n\r\n'), 417, 'expectation-failed');
      expect(body.detail).toContain('"bogus"');
    }
    const json = JSON.stringify({ position: { moves: '44' } });
    const answer = await raw(
      running.port,
      `POST /v1/games/connect4/validate HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\nConnection: close\r\n\r\n${json}`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 100 Continue\r\n\r\nHTTP\/1.1 200 /);
  });
});

describe('a long input', () => {
  const flood = 'x'.repeat(100_000);
  for (const game of ['connect4', 'line-em-up', 'pylos', 'amazons']) {
    it(`${game}: a 100 KB move is refused in under 2 KB that say how long it was`, async () => {
      for (const move of [flood, { notation: flood }]) {
        for (const route of ['best-move', 'validate']) {
          const res = await request(running.service.app).post(`/v1/games/${game}/${route}`).send({ position: { moves: ['1', move] } });
          const body = problem(res, 400, 'invalid-request');
          expect(res.text.length).toBeLessThan(2048);
          expect(body.errors).toEqual([{ path: 'position.moves[1]', code: 'out-of-range', reason: expect.stringContaining('100000 characters') }]);
        }
      }
    });
  }

  it('is cut, with its length, when it names an expectation', async () => {
    const answer = await raw(running.port, `GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: ${'y'.repeat(10_000)}\r\nConnection: close\r\n\r\n`);
    expect(answer.length).toBeLessThan(2048 + 1024);
    expect(rawProblem(answer, 417, 'expectation-failed').detail).toContain('(10000 characters)');
  });
});
