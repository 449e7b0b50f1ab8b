import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect4 } from '../../src/games/connect4/index.js';
import type { RunningService } from '../../src/service/listen.js';
import { gameSchemas, problemSchema } from '../../src/service/schemas.js';
import { post, testListen, until } from './helpers.js';
import { problemTypeUri } from '../../src/service/problem.js';

/*
 * One worker and no lane (the queue's order is under test here, the lane in test/workers/lane.test.ts), a queue of four, two searches per client, clients told apart by X-Forwarded-For
 * behind one trusted proxy. The flooder asks for 10 s searches that only its hanging up ends, so
 * the order in which the queue serves clients decides the outcome, not the clock.
 */
let running: RunningService;
beforeAll(async () => {
  running = await testListen({ maxQueue: 4, clientMaxSearches: 2, trustProxy: 1 });
});
afterAll(() => running.shutdown());

const BEST = '/v1/games/connect4/best-move';
const tenSeconds = { position: { moves: '' }, search: { timeMs: 10_000, book: false } };
const from = (address: string) => ({ 'x-forwarded-for': address });
const pool = () => running.service.pool;

describe('fair admission', () => {
  it("serves a second client's search while one client floods 10 s searches", async () => {
    const flooder = from('203.0.113.1');
    const first = post(running.port, BEST, tenSeconds, flooder);
    await until(() => pool().pending === 1);
    const second = post(running.port, BEST, tenSeconds, flooder);
    await until(() => pool().queued === 1);

    // The flood goes on: past CLIENT_MAX_SEARCHES every request is a 429 with Retry-After.
    for (let i = 0; i < 5; i++) {
      const refused = await post(running.port, BEST, tenSeconds, flooder).answer;
      expect(refused.status).toBe(429);
      expect(problemSchema.parse(JSON.parse(refused.body)).type).toBe(problemTypeUri('too-many-searches'));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }

    // The other client waits behind the running search only, not behind the flooder's queued one.
    let secondDone = false;
    void second.answer.then(() => (secondDone = true), () => undefined);
    const other = post(running.port, BEST, { position: { moves: '4453' }, search: { depth: 3 } }, from('198.51.100.7'));
    await until(() => pool().queued === 2);
    first.hangUp();
    const served = await other.answer;
    expect(served.status).toBe(200);
    gameSchemas(connect4).bestMoveResponse.parse(JSON.parse(served.body));
    expect(secondDone).toBe(false);
    second.hangUp();
    await until(() => pool().pending === 0);
  });

  it('answers 503 with the Retry-After the queued work needs', async () => {
    const occupant = post(running.port, BEST, tenSeconds, from('203.0.113.1'));
    await until(() => pool().pending === 1);
    const waiting = ['203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'].map((a) => post(running.port, BEST, tenSeconds, from(a)));
    await until(() => pool().queued === 4);
    const refused = await post(running.port, BEST, tenSeconds, from('203.0.113.6')).answer;
    expect(refused.status).toBe(503);
    expect(problemSchema.parse(JSON.parse(refused.body)).type).toBe(problemTypeUri('overloaded'));
    // Four queued 10 s searches and most of a running one, on one worker: far more than a second.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(40);
    for (const request of [occupant, ...waiting]) request.hangUp();
    await until(() => pool().pending === 0);
  });
});

describe('search seconds a minute', () => {
  it('charges what a search used and answers 429 search-quota until the quota refills (an injected clock)', async () => {
    const clock = { ms: 0 };
    const quota = await testListen({ clientSearchSeconds: 1, now: () => clock.ms });
    try {
      // The clock stands still, so nothing refills: searches are let in until their time used tops 1 s.
      let used = 0;
      let answer = await post(quota.port, BEST, { position: { moves: '' }, search: { timeMs: 1000, book: false } }).answer;
      while (answer.status === 200) {
        used += gameSchemas(connect4).bestMoveResponse.parse(JSON.parse(answer.body)).stats.timeMs / 1000;
        answer = await post(quota.port, BEST, { position: { moves: '' }, search: { timeMs: 1000, book: false } }).answer;
      }
      expect(used).toBeGreaterThanOrEqual(1);
      expect(answer.status).toBe(429);
      expect(problemSchema.parse(JSON.parse(answer.body)).type).toBe(problemTypeUri('search-quota'));
      // 1 s a minute refills 1/60 s a second: an overdraft of (used - 1) s takes 60 times as long.
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBe(Math.max(1, Math.ceil((used - 1) * 60)));

      clock.ms = wait * 1000;
      expect((await post(quota.port, BEST, { position: { moves: '4' }, search: { depth: 2 } }).answer).status).toBe(200);
    } finally {
      await quota.shutdown();
    }
  });
});
