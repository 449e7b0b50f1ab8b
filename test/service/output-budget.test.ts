import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetOutput, OUTPUT_BUDGET, type OutputBudget } from '../../src/service/output-budget.js';
import { until } from './helpers.js';

/** More than the kernel's socket buffers hold on loopback, so most of it stays unsent in the process. */
const ANSWER = Buffer.alloc(32 * 1024 * 1024, 'x');

let server: Server;
afterEach(() => {
  server.closeAllConnections();
  server.close();
});

/**
 * A server whose every answer is ANSWER, counting the requests its listener was given; `closed`
 * settles when the server's side of its first connection closes (a client that reads nothing
 * would not see it).
 */
async function answering(budget: OutputBudget): Promise<{ port: number; answered: () => number; closed: Promise<void> }> {
  let answered = 0;
  server = createServer();
  const closed = new Promise<void>((resolve) => server.once('connection', (socket: Socket) => socket.once('close', () => resolve())));
  server.on(
    'request',
    budgetOutput(server, (_req, res) => {
      answered++;
      res.end(ANSWER);
    }, budget),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, answered: () => answered, closed };
}

/** A connection that sends `count` pipelined GETs and reads nothing until told to. */
function pipelining(port: number, count: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.pause();
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(count));
      resolve(socket);
    });
  });
}

describe('the output budget', () => {
  it('answers no further pipelined request while a connection has not taken its answer, and all once it reads', async () => {
    const { port, answered } = await answering(OUTPUT_BUDGET);
    const socket = await pipelining(port, 3);
    await until(() => answered() === 1);
    // A round trip on another connection: the server has had time to take up the waiting requests.
    const other = await pipelining(port, 1);
    await until(() => answered() === 2);
    other.destroy();
    expect(answered()).toBe(2);
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await until(() => received > 3 * ANSWER.length);
    expect(answered()).toBe(4);
    socket.destroy();
  });

  it('answers a client that reads while it pipelines, request after request, every one in order', async () => {
    const { port, answered } = await answering(OUTPUT_BUDGET);
    const socket = await pipelining(port, 2);
    // The answers' bytes, and their status lines (found across chunk boundaries by keeping a tail).
    let received = 0;
    let tail = '';
    const statuses: string[] = [];
    let sent = 2;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk.length;
      const text = tail + chunk;
      statuses.push(...(text.match(/HTTP\/1\.1 \d+/g) ?? []));
      tail = text.slice(-16).replace(/^.*HTTP\/1\.1 \d+/s, '');
      // Two more requests each time an answer has arrived, while the next are still arriving.
      if (sent < 12 && received > (sent - 1) * ANSWER.length) {
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(2));
        sent += 2;
      }
    });
    socket.resume();
    await until(() => received >= 12 * ANSWER.length);
    expect(statuses).toEqual(Array(12).fill('HTTP/1.1 200'));
    expect(answered()).toBe(12);
    socket.destroy();
  });

  it('closes a connection that pipelines more requests than may wait', async () => {
    const { port, answered, closed } = await answering(OUTPUT_BUDGET);
    const socket = await pipelining(port, OUTPUT_BUDGET.maxWaiting + 2);
    await closed;
    expect(answered()).toBe(1);
    socket.destroy();
  });

  it('closes a connection that takes nothing of its answer for the stall timeout', async () => {
    const budget = { ...OUTPUT_BUDGET, stallTimeoutMs: 300, checkIntervalMs: 50 };
    const { port, closed } = await answering(budget);
    const started = performance.now();
    const socket = await pipelining(port, 1);
    await closed;
    expect(performance.now() - started).toBeGreaterThanOrEqual(budget.stallTimeoutMs);
    socket.destroy();
  });
});
