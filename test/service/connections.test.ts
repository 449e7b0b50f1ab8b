import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/games/index.js';
import { connectionLimits } from '../../src/service/connections.js';
import type { RunningService } from '../../src/service/listen.js';
import { problemSchema } from '../../src/service/schemas.js';
import { openConnection, testListen } from './helpers.js';
import { problemTypeUri } from '../../src/service/problem.js';

/** Short timeouts, so half-sent requests are cut in a second. */
let running: RunningService;
beforeAll(async () => {
  running = await testListen({
    connections: { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 100 },
  });
});
afterAll(() => running.shutdown());

const open = () => openConnection(running.port);

function timedOut(answer: string): void {
  expect(answer).toMatch(/^HTTP\/1.1 408 /);
  expect(problemSchema.parse(JSON.parse(answer.split('\r\n\r\n')[1]!)).type).toBe(problemTypeUri('request-timeout'));
}

describe('connection hygiene', () => {
  it('sets the request timeout above the longest search any game allows', () => {
    const limits = connectionLimits(registry, 10);
    const longest = Math.max(...registry.games.map((g) => g.info.limits.timeMs.max));
    expect(limits.requestTimeoutMs).toBeGreaterThan(longest);
    expect(limits.headersTimeoutMs).toBeLessThan(limits.requestTimeoutMs);
    expect(limits.maxConnections).toBe(10);
  });

  it('cuts unfinished headers with 408', async () => {
    const connection = await open();
    connection.socket.write('POST /v1/games/connect4/validate HTTP/1.1\r\nHost: x\r\n');
    timedOut(await connection.closed);
  });

  it('cuts an unfinished body with 408', async () => {
    const connection = await open();
    connection.socket.write(
      'POST /v1/games/connect4/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"posi',
    );
    timedOut(await connection.closed);
  });
});
