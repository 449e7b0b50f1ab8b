import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect4 } from '../../src/games/connect4/index.js';
import type { RunningService } from '../../src/service/listen.js';
import { gameSchemas, problemSchema } from '../../src/service/schemas.js';
import { cancelledSearches, post, testListen, until } from './helpers.js';
import { problemTypeUri } from '../../src/service/problem.js';

/*
 * One worker and a queue of one, and no lane (test/workers/lane.test.ts has it): these short
 * searches must wait. On a real socket so a client can hang up. A "long" search asks
 * for the most nodes allowed from the empty board, without the book (which answers it at once): it
 * ends only when stopped (or at the maximum
 * time, which would fail these tests by their timeout and by its stop reason).
 */
let running: RunningService;
beforeAll(async () => {
  running = await testListen({ clientMaxSearches: 10 });
});
afterAll(() => running.shutdown());

const BEST = '/v1/games/connect4/best-move';
const long = { position: { moves: '' }, search: { nodes: connect4.info.limits.nodes.max, book: false } };
const short = { position: { moves: '4453' }, search: { depth: 3 } };

const pool = () => running.service.pool;
const busy = () => pool().pending - pool().queued;

describe('the worker pool', () => {
  it('stops the search of a client that hangs up, freeing the worker', async () => {
    const before = await cancelledSearches(running.service);
    const occupant = post(running.port, BEST, long);
    await until(() => busy() === 1);
    occupant.hangUp();
    await until(() => pool().pending === 0);
    expect(await cancelledSearches(running.service)).toBe(before + 1);

    const next = await post(running.port, BEST, short).answer;
    expect(next.status).toBe(200);
    gameSchemas(connect4).bestMoveResponse.parse(JSON.parse(next.body));
  });

  it('answers 503 with Retry-After when the worker is busy and the queue full', async () => {
    const occupant = post(running.port, BEST, long);
    await until(() => busy() === 1);
    const waiting = post(running.port, BEST, { ...short, search: { depth: 4 } });
    await until(() => pool().queued === 1);

    const refused = await post(running.port, BEST, { position: { moves: '1' }, search: { depth: 2 } }).answer;
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(problemSchema.parse(JSON.parse(refused.body)).type).toBe(problemTypeUri('overloaded'));

    // The queued request is served once the occupant's client leaves, and says it waited.
    occupant.hangUp();
    const served = await waiting.answer;
    expect(served.status).toBe(200);
    const best = gameSchemas(connect4).bestMoveResponse.parse(JSON.parse(served.body));
    expect(best.stats.queuedMs).toBeGreaterThan(0);
    expect(best.stats.cached).toBe(false);
  });

  it('drops a queued search whose client left before it started', async () => {
    const before = await cancelledSearches(running.service);
    const occupant = post(running.port, BEST, long);
    await until(() => busy() === 1);
    const waiting = post(running.port, BEST, { ...long, search: { ...long.search, depth: 41 } });
    await until(() => pool().queued === 1);
    waiting.hangUp();
    occupant.hangUp();
    await until(() => pool().pending === 0);
    expect(await cancelledSearches(running.service)).toBe(before + 2);
  });
});
