import type { Socket } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The client address a connection counts against: IPv4 as it is (a dual-stack listener's
 * `::ffff:a.b.c.d` too), IPv6 by its /56 network, as the rate limit and the search quotas count
 * it (clients.ts), since one host may use any address of its network.
 */
export const addressOf = (socket: Socket): string => ipKeyGenerator(socket.remoteAddress ?? '');

/** Connections by client address, each entry gone once its count is back to 0. */
export class AddressCounts {
  private readonly counts = new Map<string, number>();

  get(address: string): number {
    return this.counts.get(address) ?? 0;
  }

  change(address: string, by: number): void {
    const count = this.get(address) + by;
    if (count === 0) this.counts.delete(address);
    else this.counts.set(address, count);
  }
}
