import { afterEach, describe, expect, it } from 'vitest';
import { resolveSearch } from '../../src/analysis/search-options.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { Connect4State } from '../../src/games/connect4/rules.js';
import { compiledGames } from '../support/compiled-games.js';
import { QueueFullError, SearchPool } from '../../src/workers/search-pool.js';

const request = (search: Parameters<typeof resolveSearch>[1]) => ({
  game: connect4.info.id,
  start: connect4.describe(Connect4State.empty()),
  moves: new Int32Array(),
  search: resolveSearch(connect4.info, search),
});

let pool: SearchPool | undefined;
const stop = new AbortController();
afterEach(async () => {
  stop.abort();
  await pool?.close();
});

describe('the longest a search may wait', () => {
  it('refuses a search still waiting to start once it has waited that long, with a time to retry', async () => {
    pool = new SearchPool({ workers: 1, maxQueue: 2, worker: compiledGames.worker, maxWaitMs: 300 });
    // Holds the only worker until the test ends.
    void pool.run(request({ nodes: connect4.info.limits.nodes.max, book: false }), stop.signal, { owner: 'long', onClock: false });
    const started = performance.now();
    const waiting = pool.run(request({ depth: 4 }), new AbortController().signal, { owner: 'bot', onClock: false });
    expect(pool.queued).toBe(1);
    const refusal = await waiting.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(QueueFullError);
    expect((refusal as QueueFullError).retryAfter).toBeGreaterThanOrEqual(1);
    expect((refusal as QueueFullError).message).toMatch(/0.3 s/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(pool.queued).toBe(0);
  });
});
