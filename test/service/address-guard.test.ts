import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/listen.js';
import { askFrom as ask, testListen } from './helpers.js';

/*
 * Loopback addresses stand for distinct hosts: 127.0.0.2 attacks, the others are everyone else.
 * MAX_CONNECTIONS is small here, so without the per-address cap the attacker alone would fill it.
 */
const MAX_CONNECTIONS = 24;
const PENDING = 4;
let running: RunningService;
beforeAll(async () => {
  running = await testListen({
    probePort: 0,
    maxConnections: MAX_CONNECTIONS,
    connections: { headersTimeoutMs: 5_000, checkIntervalMs: 100, address: { maxConnections: 8, maxPending: PENDING, firstHeadersTimeoutMs: 400 } },
  });
});
afterAll(() => running.shutdown());

/** A connection from `from` that sends the start of a request and never the rest. */
function halfSent(from: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port: running.port, host: '127.0.0.1', localAddress: from });
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write('GET /v1/games HTTP/1.1\r\nHost: x\r\n');
      resolve(socket);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connections by address', () => {
  it('keeps probes and other hosts answered while one host holds all the half-sent requests it can', async () => {
    const attack: Socket[] = [];
    let opened = 0;
    let stop = false;
    // The attacker keeps 3 × MAX_CONNECTIONS sockets open or opening, reopening each as it is closed.
    const attacker = (async () => {
      while (!stop) {
        for (let i = attack.filter((s) => !s.destroyed).length; i < 3 * MAX_CONNECTIONS && !stop; i++) {
          attack.push(await halfSent('127.0.0.2'));
          opened++;
        }
        await sleep(20);
      }
    })();
    await sleep(300);
    const answers: string[] = [];
    for (let round = 0; round < 20; round++) {
      answers.push(
        ...(await Promise.all([
          ask(running.probePort!, '/healthz', '127.0.0.3'),
          ask(running.port, '/healthz', '127.0.0.3'),
          ask(running.port, '/v1/games/connect4/validate', '127.0.0.4', '{"position":{"moves":"44"}}'),
        ])),
      );
      await sleep(100);
    }
    stop = true;
    await attacker;
    for (const socket of attack) socket.destroy();
    expect(answers).toEqual(Array(60).fill('200'));
    // The attacker tried far beyond its share: every refused socket was opened again.
    expect(opened).toBeGreaterThan(3 * MAX_CONNECTIONS);
  });

  it('closes a new connection that has not sent a whole request head within the first-headers deadline', async () => {
    const silent = connect({ port: running.port, host: '127.0.0.1', localAddress: '127.0.0.5' });
    silent.on('error', () => undefined);
    const started = Date.now();
    await new Promise((resolve) => silent.once('close', resolve));
    // Well before the 5 s header deadline a partly sent request gets.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('serves /metrics on the probe port only', async () => {
    expect(await ask(running.probePort!, '/metrics', '127.0.0.6')).toBe('200');
    expect(await ask(running.port, '/metrics', '127.0.0.6')).toBe('404');
    expect(await ask(running.probePort!, '/readyz', '127.0.0.6')).toBe('200');
    expect(await ask(running.probePort!, '/v1/games', '127.0.0.6')).toBe('404');
  });
});
