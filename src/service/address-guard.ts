import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { AddressCounts, addressOf } from './address-counts.js';

export interface AddressLimits {
  /** Connections one address may hold open at once; 0 turns the guard off. */
  maxConnections: number;
  /** Of those, connections whose first request's headers have not all arrived yet. */
  maxPending: number;
  /** A new connection must deliver its first request's headers within this, or it is closed. */
  firstHeadersTimeoutMs: number;
}

/**
 * Keeps one address from filling the server's MAX_CONNECTIONS: beyond its share of open
 * connections, or of connections still sending their first headers (the slowloris pattern: a
 * half-sent request held open), a new connection from it is closed at once, unanswered. A
 * connection that has not delivered a request head within `firstHeadersTimeoutMs` is closed too:
 * an honest client sends its request as soon as it connects, so waiting out the full header
 * deadline (for a request partly sent) only serves one that holds slots on purpose.
 */
export function guardAddresses(server: Server, limits: AddressLimits): void {
  if (limits.maxConnections === 0) return;
  const open = new AddressCounts();
  const pending = new AddressCounts();
  const waiting = new Map<Socket, NodeJS.Timeout>();
  const arrived = (socket: Socket) => {
    const timer = waiting.get(socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waiting.delete(socket);
    pending.change(addressOf(socket), -1);
  };

  server.on('connection', (socket: Socket) => {
    const address = addressOf(socket);
    if (open.get(address) >= limits.maxConnections || pending.get(address) >= limits.maxPending) {
      socket.destroy();
      return;
    }
    open.change(address, 1);
    pending.change(address, 1);
    waiting.set(
      socket,
      setTimeout(() => socket.destroy(), limits.firstHeadersTimeoutMs),
    );
    socket.once('close', () => {
      arrived(socket);
      open.change(address, -1);
    });
  });
  // 'request' fires once a request's headers are all in; only the first one on a connection counts.
  server.on('request', (req) => arrived(req.socket));
}
