import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { askFrom } from '../service/helpers.js';
import { startServer } from './server-process.js';

/*
 * 36 addresses each holding ADDRESS_MAX_CONNECTIONS connections that send their headers and then
 * a body at one byte a second, reopening each one closed: together over MAX_CONNECTIONS. The
 * limits are the service's defaults: 36 x 64 connections against 2,048 in all.
 */
const ADDRESSES = 36;
const PER_ADDRESS = 64;
const MAX_CONNECTIONS = 2_048;
const TRIES = 20;

/** A connection from `from` that sends a request head and then its body one byte a second. */
function slowBody(port: number, from: string, onClose: () => void): Socket {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  let drip: NodeJS.Timeout | undefined;
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write('POST /v1/games/connect4/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    drip = setInterval(() => socket.write(' '), 1_000);
  });
  socket.once('close', () => {
    clearInterval(drip);
    onClose();
  });
  return socket;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a crowd of slow connections from many addresses', () => {
  it('leaves room for a new address, served 20 of 20 times', async () => {
    const server = await startServer({ WORKERS: '1', RATE_LIMIT: '0', MAX_CONNECTIONS: String(MAX_CONNECTIONS), ADDRESS_MAX_CONNECTIONS: String(PER_ADDRESS) });
    const crowd = new Set<Socket>();
    let stop = false;
    let closed = 0;
    // Every connection closed is opened again at once, until the tries are over (and 50,000 at most).
    const open = (from: string) => {
      if (stop || closed > 50_000) return;
      const socket = slowBody(server.port, from, () => {
        crowd.delete(socket);
        closed++;
        setImmediate(() => open(from));
      });
      crowd.add(socket);
    };
    try {
      for (let a = 0; a < ADDRESSES; a++) for (let c = 0; c < PER_ADDRESS; c++) open(`127.0.0.${2 + a}`);
      // Until the server holds all it will: the crowd's connections stop closing.
      await sleep(2_000);
      const answers: string[] = [];
      for (let i = 0; i < TRIES; i++) {
        // A host new to the server, on a fresh connection each time (no keep-alive to lean on).
        const from = `127.0.0.${100 + (i % 2)}`;
        answers.push(await (i % 2 ? askFrom(server.port, '/healthz', from, undefined, 5_000) : askFrom(server.port, '/v1/games/connect4/validate', from, '{"position":{"moves":"4453"}}', 5_000)));
        await sleep(100);
      }
      // The crowd really held the server's connections: more than the total were open or opening.
      expect(crowd.size + closed).toBeGreaterThan(MAX_CONNECTIONS);
      expect(answers).toEqual(Array(TRIES).fill('200'));
    } finally {
      stop = true;
      for (const socket of crowd) socket.destroy();
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
