import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { connect4 } from '../../src/games/connect4/index.js';
import type { Service } from '../../src/service/app.js';
import { gameSchemas } from '../../src/service/schemas.js';
import { ok, testService } from './helpers.js';

const c4 = gameSchemas(connect4);
const services: Service[] = [];
afterAll(() => Promise.all(services.map((service) => service.close())));

/**
 * A service whose clock, for the answers' statistics, moves `step` ms at every reading; its worker
 * started, as the service's are before it listens, so that a search's time is its own.
 */
async function serviceWithClock(step: number): Promise<Service> {
  let t = 0;
  const service = testService({ now: () => (t += step) });
  services.push(service);
  await service.pool.warm();
  return service;
}

/**
 * Depth 2 ends the search long before its second on the real clock, however loaded the machine,
 * so the answer is reproducible and cached; at 100 ms a worker that the machine held back for the
 * whole budget answered a clock-stopped search, which the cache rightly refused.
 */
const body = { position: { moves: '4453' }, search: { depth: 2, timeMs: 1000 } };

const search = (service: Service, payload: object) => request(service.app).post('/v1/games/connect4/best-move').send(payload);

describe("an answer later than its search's timeMs", () => {
  it('says by how much in stats.overrunMs, on a clock that runs past the budget', async () => {
    // Every reading of this clock is 2 s on: the answer comes well over a second after the request,
    // whatever the wait for the worker (timed on the same clock, and left out).
    const slow = await serviceWithClock(2000);
    const answer = ok(await search(slow, body), c4.bestMoveResponse);
    expect(answer.stats.overrunMs).toBeGreaterThanOrEqual(1000);
    expect(answer.stats.overrunMs! % 100).toBe(0);
  });

  it('leaves overrunMs out of an answer on time, and out of one from the cache', async () => {
    const still = await serviceWithClock(0);
    const searched = ok(await search(still, body), c4.bestMoveResponse);
    expect(searched.stats.cached).toBe(false);
    expect(searched.stats).not.toHaveProperty('overrunMs');
    const slow = await serviceWithClock(2000);
    ok(await search(slow, body), c4.bestMoveResponse);
    const cached = ok(await search(slow, body), c4.bestMoveResponse);
    expect(cached.stats.cached).toBe(true);
    expect(cached.stats).not.toHaveProperty('overrunMs');
  });
});
