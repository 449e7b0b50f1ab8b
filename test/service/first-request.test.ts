import { describe, expect, it } from 'vitest';
import { connect4 } from '../../src/games/connect4/index.js';
import { gameSchemas } from '../../src/service/schemas.js';
import { post, testListen } from './helpers.js';

/** The answer is due within timeMs plus this (engine/limits.ts, RESPONSE_MARGIN_MS's comment). */
const DUE_MS = 50;
/**
 * The whole exchange, HTTP and the test's own client included, on a machine shared with other work:
 * loose, but the set-up this test guards against took seconds (5 s in issue 23).
 */
const EXCHANGE_SLACK_MS = 1000;

describe("a fresh service's first search", () => {
  it('answers Connect 4 within its budget: kernel, table and database were set up before it listened', async () => {
    const running = await testListen();
    try {
      const timeMs = 300;
      const started = performance.now();
      // The empty board with the database off: no solve finishes, so the search uses all its time.
      const answer = await post(running.port, '/v1/games/connect4/best-move', { position: { moves: '' }, search: { timeMs, book: false } }).answer;
      const wall = performance.now() - started;
      expect(answer.status, answer.body).toBe(200);
      const { stats } = gameSchemas(connect4).bestMoveResponse.parse(JSON.parse(answer.body));
      // Waiting for a worker still setting up, or setting up inside the search's clock, shows here.
      expect(stats.queuedMs + stats.timeMs).toBeLessThanOrEqual(timeMs + DUE_MS);
      expect(wall).toBeLessThanOrEqual(timeMs + EXCHANGE_SLACK_MS);
    } finally {
      await running.shutdown();
    }
  });
});
