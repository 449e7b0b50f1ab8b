import { describe, expect, it } from 'vitest';
import { RESPONSE_MARGIN_MS } from '../../src/engine/limits.js';
import { AnswerMargin } from '../../src/service/answer-margin.js';

describe('the margin searches stop by before their timeMs', () => {
  it("is the engine's default while answers come in time", () => {
    const margin = new AnswerMargin();
    expect(margin.ms).toBe(RESPONSE_MARGIN_MS);
    margin.observe(990, 1000, RESPONSE_MARGIN_MS, 'time');
    expect(margin.ms).toBe(RESPONSE_MARGIN_MS);
  });

  it('grows to what the latest late answer would have needed, then shrinks back once answers are quick again', () => {
    const margin = new AnswerMargin();
    // Stopped 15 ms early, answered 60 ms late: 75 ms would have been enough.
    margin.observe(1060, 1000, 15, 'time');
    expect(margin.ms).toBe(75);
    // With 75 ms, answered 10 ms early: the 75 is still remembered.
    margin.observe(990, 1000, 75, 'time');
    expect(margin.ms).toBe(75);
    for (let i = 0; i < 40; i++) margin.observe(990, 1000, 75, 'time');
    expect(margin.ms).toBe(65);
    for (let i = 0; i < 40; i++) margin.observe(980, 1000, 25, 'time');
    expect(margin.ms).toBe(RESPONSE_MARGIN_MS);
  });

  it('learns nothing from searches that ended before the clock stopped them', () => {
    const margin = new AnswerMargin();
    for (const reason of ['depth', 'proven', 'nodes', 'cancelled'] as const) margin.observe(5000, 1000, 15, reason);
    expect(margin.ms).toBe(RESPONSE_MARGIN_MS);
  });
});

