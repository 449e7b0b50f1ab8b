import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { AddressCounts, addressOf } from './address-counts.js';

/**
 * The share of MAX_CONNECTIONS kept for addresses that hold no connection: however many addresses
 * a crowd has, the last eighth is reached only by a connection from an address new to the server
 * (or by making room, below).
 */
const RESERVED_SHARE = 1 / 8;
/**
 * A connection from an address that holds some is let in by closing another only once that one has
 * waited this long for a whole request: an honest client sends one as soon as it connects, and a
 * crowd whose connections closed each other at once would keep the server busy doing only that.
 */
const SLOW_MS = 1_000;

/**
 * MAX_CONNECTIONS as a budget a crowd cannot take whole. Each address may hold its share
 * (ADDRESS_MAX_CONNECTIONS), but thousands of slow connections from a few dozen addresses still
 * add up to the total: Node would then close every new connection at once, and nobody else would
 * be served. So once the connections open reach the total less the reserved share, a new one from
 * an address that holds none is let into the reserve, and any other new one (or one once the
 * reserve is full too) is let in only by closing the connection that has waited longest without a
 * whole request (one still sending its request's head or body, or idle between requests), for a
 * new address at once, for an address holding some only when that one has waited over a second;
 * else it is closed at once. So a new address is served however many addresses a crowd has, and a
 * connection whose request is whole, being searched or answered, is never closed for room.
 */
export function budgetConnections(server: Server, maxConnections: number): void {
  const reserveFrom = Math.max(1, Math.floor(maxConnections * (1 - RESERVED_SHARE)));
  const byAddress = new AddressCounts();
  const open = new Set<Socket>();
  /** Connections without a whole request, by the time they started waiting for one, oldest first. */
  const incomplete = new Map<Socket, number>();
  const waitingForRequest = (socket: Socket) => {
    incomplete.delete(socket);
    if (open.has(socket)) incomplete.set(socket, performance.now());
  };
  // Called again by the 'close' event of a connection closed here: only the first call counts.
  const takeOff = (socket: Socket, address: string) => {
    if (!open.delete(socket)) return;
    incomplete.delete(socket);
    byAddress.change(address, -1);
  };

  server.on('connection', (socket: Socket) => {
    // Closed already by the per-address guard.
    if (socket.destroyed) return;
    const address = addressOf(socket);
    const newcomer = byAddress.get(address) === 0;
    if (open.size >= reserveFrom && !(newcomer && open.size < maxConnections)) {
      const [oldest, since] = incomplete.entries().next().value ?? [];
      if (oldest === undefined || (!newcomer && performance.now() - since! < SLOW_MS)) {
        socket.destroy();
        return;
      }
      takeOff(oldest, addressOf(oldest));
      oldest.destroy();
    }
    open.add(socket);
    byAddress.change(address, 1);
    waitingForRequest(socket);
    socket.once('close', () => takeOff(socket, address));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { socket } = req;
    // Pipelined past the output budget: Node parses the rest of what it read all the same.
    if (socket.destroyed) return;
    const whole = () => incomplete.delete(socket);
    if (req.complete) whole();
    else req.once('end', whole);
    res.once('finish', () => waitingForRequest(socket));
  });
}
