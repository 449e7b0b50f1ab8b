import { describe, expect, it } from 'vitest';
import { gameSchemas, problemSchema } from '../../src/service/schemas.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { post, testListen, until } from './helpers.js';
import { problemTypeUri } from '../../src/service/problem.js';

describe('graceful shutdown', () => {
  it('answers the request in flight, refuses new connections, then stops the workers', async () => {
    const running = await testListen();
    const inFlight = post(running.port, '/v1/games/connect4/best-move', { position: { moves: '' }, search: { nodes: 200_000, book: false } });
    await until(() => running.service.pool.pending === 1);

    const stopped = running.shutdown();
    await expect(post(running.port, '/healthz', {}).answer).rejects.toThrow(/ECONNREFUSED/);
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    gameSchemas(connect4).bestMoveResponse.parse(JSON.parse(answer.body));
    await stopped;
    expect(running.server.listening).toBe(false);
    expect(running.service.pool.pending).toBe(0);
  });
});

describe('shutdown with searches waiting', () => {
  it('answers the waiting searches 503 at once, so only the running one needs the grace period', async () => {
    const running = await testListen({ maxQueue: 2, clientMaxSearches: 3 });
    const long = { position: { moves: '' }, search: { timeMs: 10_000, book: false } };
    const inFlight = post(running.port, '/v1/games/connect4/best-move', long);
    await until(() => running.service.pool.pending === 1);
    const waiting = [post(running.port, '/v1/games/connect4/best-move', long), post(running.port, '/v1/games/connect4/best-move', long)];
    await until(() => running.service.pool.queued === 2);

    running.service.beginShutdown();
    for (const request of waiting) {
      const answer = await request.answer;
      expect(answer.status).toBe(503);
      expect(problemSchema.parse(JSON.parse(answer.body)).type).toBe(problemTypeUri('shutting-down'));
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The running search is still on its worker when the waiting ones have their answers.
    expect(running.service.pool.pending).toBe(1);
    inFlight.hangUp();
    await running.shutdown();
  });
});
