import type { Socket } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';

/** Addresses whose key is remembered: a flood from many addresses evicts the oldest. */
const REMEMBERED = 10_000;
const keys = new LRUCache<string, string, void>({ max: REMEMBERED, memoMethod: (ip) => ipKeyGenerator(ip) });

/**
 * The client an address counts as: IPv4 as it is (a dual-stack listener's `::ffff:a.b.c.d` too),
 * IPv6 by its /56 network, since one host may use any address of its network. The connection
 * budgets, the rate limit, the failed-key limit and the search quotas all count by it. Remembered,
 * because working it out parses the address (a few kilobytes of garbage) and every request asks
 * three or four times: a fifth of a slow-reader flood's garbage (docs/operations.md, "Memory").
 */
export const addressKey = (ip: string): string => keys.memo(ip);

/** The client a connection counts as. */
export const addressOf = (socket: Socket): string => addressKey(socket.remoteAddress ?? '');

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
