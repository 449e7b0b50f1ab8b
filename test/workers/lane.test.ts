import { afterEach, describe, expect, it } from 'vitest';
import { resolveSearch } from '../../src/analysis/search-options.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { Connect4State } from '../../src/games/connect4/rules.js';
import { compiledGames } from '../support/compiled-games.js';
import { SearchPool } from '../../src/workers/search-pool.js';
import type { SearchRequest } from '../../src/workers/search-task.js';

/** A Connect 4 search from the empty board; `search` as a request gives it. */
const request = (moves: number[], search: Parameters<typeof resolveSearch>[1]): SearchRequest => ({
  game: connect4.info.id,
  start: connect4.describe(Connect4State.empty()),
  moves: Int32Array.from(moves),
  search: resolveSearch(connect4.info, search),
});

/** Ends only when its client leaves: the most nodes allowed from the empty board, without the book (which answers it at once). */
const long = request([], { nodes: connect4.info.limits.nodes.max, book: false });
const cheap = request([3, 3, 4, 2], { depth: 4 });

let pool: SearchPool | undefined;
/** The flooder's client: it leaves at the end of each test. */
let stop = new AbortController();
afterEach(async () => {
  stop.abort();
  await pool?.close();
});

/** Runs `long` on the pool's one worker, and waits until it holds it. */
async function occupy(laneMs: number): Promise<SearchPool> {
  stop = new AbortController();
  pool = new SearchPool({ workers: 1, maxQueue: 2, worker: compiledGames.worker, laneMs });
  void pool.run(long, stop.signal, { owner: 'flooder', onClock: false });
  expect(pool.pending - pool.queued).toBe(1);
  return pool;
}

describe('the lane for cheap searches', () => {
  it('serves a cheap search while the only worker is busy with a long one', async () => {
    const busy = await occupy(60_000);
    const answer = busy.run(cheap, new AbortController().signal, { owner: 'bot', onClock: false });
    expect(busy.queued).toBe(0);
    const outcome = await answer;
    expect(outcome?.result.stats.stopReason).toBe('depth');
    // The long search still holds the worker: the answer came from the lane.
    expect(busy.pending - busy.queued).toBe(1);
  });

  it('leaves a search only the clock limits, longer than the lane allows, to wait for a worker', async () => {
    const busy = await occupy(60_000);
    void busy.run(request([], { timeMs: 60_001 }), stop.signal, { owner: 'bot', onClock: true });
    expect(busy.queued).toBe(1);
  });

  it('queues the cheap search without a lane', async () => {
    const busy = await occupy(0);
    void busy.run(cheap, stop.signal, { owner: 'bot', onClock: false });
    expect(busy.queued).toBe(1);
  });

  it('runs a search the lane cut short again on a worker, with its progress told once', async () => {
    const busy = await occupy(1);
    const seen: number[] = [];
    const deep = request([3, 3, 4, 2], { depth: 9 });
    const answer = busy.run(deep, new AbortController().signal, { owner: 'bot', onClock: false, onProgress: (p) => seen.push(p.depth) });
    // Once cut on the lane, the search waits for the worker; the flooder's client then leaves.
    await expect.poll(() => busy.queued, { timeout: 30_000 }).toBe(1);
    stop.abort();
    const outcome = await answer;
    expect(outcome?.result.stats.stopReason).not.toBe('cancelled');
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('sends a client whose searches the lane cut twice to the workers for a while, and keeps the lane for others', async () => {
    stop = new AbortController();
    pool = new SearchPool({ workers: 1, maxQueue: 4, worker: compiledGames.worker, laneMs: 1_000 });
    const busy = pool;
    void busy.run(long, stop.signal, { owner: 'flooder', onClock: false });
    for (let cut = 1; cut <= 2; cut++) {
      void busy.run(long, stop.signal, { owner: 'deep', onClock: false });
      // Tried on the lane first (the second time because the lane is idle), then cut: it waits for the worker.
      expect(busy.queued).toBe(cut - 1);
      await expect.poll(() => busy.queued, { timeout: 30_000 }).toBe(cut);
    }
    // Cut twice: the client's next search goes straight to the workers' queue.
    void busy.run(long, stop.signal, { owner: 'deep', onClock: false });
    expect(busy.queued).toBe(3);
    const outcome = await busy.run(cheap, new AbortController().signal, { owner: 'bot', onClock: false });
    expect(outcome?.result.stats.stopReason).toBe('depth');
  });

  it("tries an unknown client's search on the lane only when at most one search is ahead of it there", async () => {
    // Under the 10 s the searches may take: they are not known to fit, and none is cut in this test.
    const busy = await occupy(5_000);
    void busy.run(long, stop.signal, { owner: 'a', onClock: false });
    void busy.run(long, stop.signal, { owner: 'b', onClock: false });
    // a runs on the lane and b waits for it: c is not tried there.
    expect(busy.queued).toBe(0);
    void busy.run(long, stop.signal, { owner: 'c', onClock: false });
    expect(busy.queued).toBe(1);
  });
});
