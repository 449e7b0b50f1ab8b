import { describe, expect, it } from 'vitest';
import { FIRST_SEARCHES } from '../../bench/first-search.js';
import { registry } from '../../src/games/index.js';
import { gameSchemas } from '../../src/service/schemas.js';
import { post, testListen } from './helpers.js';

/**
 * The worker's time (queued and searching) may pass the budget by this, first search or tenth: a
 * machine shared with other work deschedules a search now and then (a tenth, warm, Amazons search
 * once took 278 ms of a 200 ms budget there), while what the first search once paid for its set-up
 * was up to 200 ms more. The bench (`npm run bench first-search`) prints the figures;
 * test/workers/warm-up.test.ts holds the set-up itself out of every search.
 */
const DUE_MS = 150;
/**
 * The whole exchange, HTTP and the test's own client included, on a machine shared with other work:
 * loose, but the set-up this test guards against took seconds (5 s in issue 23).
 */
const EXCHANGE_SLACK_MS = 1000;
/** The tenth search is timed too: the first must keep the same bound. */
const REQUESTS = 10;

describe("a fresh service's first search", () => {
  it('answers Pylos, Amazons and Connect 4 within the budget the tenth keeps: kernels, tables, database and compiled code were set up before it listened', async () => {
    const running = await testListen();
    try {
      for (const [id, body] of FIRST_SEARCHES) {
        const schema = registry.find(id)!.use((game) => gameSchemas(game).bestMoveResponse);
        const timeMs = (body as { search: { timeMs: number } }).search.timeMs;
        for (let i = 1; i <= REQUESTS; i++) {
          const started = performance.now();
          const answer = await post(running.port, `/v1/games/${id}/best-move`, body).answer;
          const wall = performance.now() - started;
          expect(answer.status, answer.body).toBe(200);
          if (i !== 1 && i !== REQUESTS) continue;
          const { stats } = schema.parse(JSON.parse(answer.body));
          // Waiting for a worker still setting up, or setting up inside the search's clock, shows here.
          expect(stats.queuedMs + stats.timeMs, `${id}, search ${i}`).toBeLessThanOrEqual(timeMs + DUE_MS);
          expect(wall, `${id}, search ${i}`).toBeLessThanOrEqual(timeMs + EXCHANGE_SLACK_MS);
        }
      }
    } finally {
      await running.shutdown();
    }
  }, 60_000);
});
