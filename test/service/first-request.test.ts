import { describe, expect, it } from 'vitest';
import { FIRST_SEARCHES } from '../../bench/first-search.js';
import { registry } from '../../src/games/index.js';
import { gameSchemas } from '../../src/service/schemas.js';
import { post, testListen } from './helpers.js';

/**
 * The answer is due within timeMs plus this (engine/limits.ts, RESPONSE_MARGIN_MS's comment). On a
 * machine shared with other work a warm search may pass it too: the first is held to the bound the
 * slowest of the nine warm ones kept, whichever is later (the tenth alone, once 262 ms against the
 * first's 374 while two suites shared the two cores). What the first search once paid for its set-up (Pylos:
 * 264-288 ms in the worker where the tenth took 186-196) shows here; the bench
 * (`npm run bench first-search`) prints the figures, and test/workers/warm-up.test.ts holds the
 * set-up itself out of every search.
 */
const DUE_MS = 50;
/**
 * The whole exchange, HTTP and the test's own client included, on a machine shared with other work:
 * loose, but the set-up this test guards against took seconds (5 s in issue 23).
 */
const EXCHANGE_SLACK_MS = 1000;
/** The warm searches after the first are timed too: the first must keep the bound they kept. */
const REQUESTS = 10;

describe("a fresh service's first search", () => {
  it('answers Pylos, Amazons and Connect 4 within the budget the warm ones keep: kernels, tables, database and compiled code were set up before it listened', async () => {
    const running = await testListen();
    try {
      for (const [id, body] of FIRST_SEARCHES) {
        const schema = registry.find(id)!.use((game) => gameSchemas(game).bestMoveResponse);
        const timeMs = (body as { search: { timeMs: number } }).search.timeMs;
        const workerMs: number[] = [];
        for (let i = 1; i <= REQUESTS; i++) {
          const started = performance.now();
          const answer = await post(running.port, `/v1/games/${id}/best-move`, body).answer;
          const wall = performance.now() - started;
          expect(answer.status, answer.body).toBe(200);
          const { stats } = schema.parse(JSON.parse(answer.body));
          // Waiting for a worker still setting up, or setting up inside the search's clock, shows here.
          workerMs.push(stats.queuedMs + stats.timeMs);
          expect(wall, `${id}, search ${i}`).toBeLessThanOrEqual(timeMs + EXCHANGE_SLACK_MS);
        }
        const warmMs = Math.max(...workerMs.slice(1));
        expect(workerMs[0], `${id}: the first search, where the slowest warm one took ${warmMs} ms`).toBeLessThanOrEqual(Math.max(timeMs, warmMs) + DUE_MS);
      }
    } finally {
      await running.shutdown();
    }
  }, 60_000);
});
