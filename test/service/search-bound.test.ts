import { describe, expect, it } from 'vitest';
import { registry } from '../../src/games/index.js';
import { longestSearchMs, searchBound } from '../../src/service/search-bound.js';
import { testService } from './helpers.js';

describe('the bound on an admitted search', () => {
  it('is the longest wait to start, the longest search and a second to deliver', () => {
    expect(longestSearchMs(registry)).toBe(10_000);
    // By default what a full queue of the longest searches takes, taken in turn.
    expect(searchBound(registry, { maxWaitMs: undefined, maxQueue: 4, workers: 1 })).toEqual({ maxWaitMs: 40_000, answerMs: 51_000 });
    expect(searchBound(registry, { maxWaitMs: undefined, maxQueue: 5, workers: 2 })).toEqual({ maxWaitMs: 30_000, answerMs: 41_000 });
    expect(searchBound(registry, { maxWaitMs: 3_000, maxQueue: 4, workers: 1 })).toEqual({ maxWaitMs: 3_000, answerMs: 14_000 });
  });

  it('is on /metrics', async () => {
    const service = testService({ maxQueue: 4, maxWaitMs: 2_000 });
    const text = await service.metrics.registry.metrics();
    await service.close();
    expect(text).toMatch(/^search_answer_bound_seconds 13$/m);
  });
});
