import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/listen.js';
import { openConnection, testListen, type RawConnection } from './helpers.js';

/** Three connections in all: two for addresses that hold some, the third kept for a new address. */
let running: RunningService;
beforeAll(async () => {
  running = await testListen({ maxConnections: 3 });
});
afterAll(() => running.shutdown());

const open = (from?: string) => openConnection(running.port, from);

async function served(connection: RawConnection): Promise<void> {
  connection.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(await connection.closed).toMatch(/^HTTP\/1.1 200 /);
}

describe('the connection budget', () => {
  it('over the cap, makes room by closing the connection that has waited longest without a request', async () => {
    // Two of three: the third is kept for an address that holds none.
    const held = [await open(), await open()];
    const newcomer = await open('127.0.0.2');
    // Full: a new address closes the oldest silent connection at once.
    const second = await open('127.0.0.3');
    expect(await held[0]!.closed).toBe('');
    await served(newcomer);
    await served(second);
    // From an address holding one: only once the oldest has waited over a second.
    const refused = await open();
    expect(await refused.closed).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await open();
    expect(await held[1]!.closed).toBe('');
    await served(later);
  });
});
