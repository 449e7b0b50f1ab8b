import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/analysis/analyse.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { ponsScore } from '../../src/games/connect4/pons-score.js';
import { legalMoves, replay } from '../../src/games/replay.js';

function load(moves: string) {
  const r = replay(connect4, { moves });
  if (!r.valid) throw new Error(r.reason);
  return r.state;
}

/** A clock that advances a fixed step on every reading, so time limits are exercised deterministically. */
function steppingClock(stepMs: number): () => number {
  let t = 0;
  return () => (t += stepMs);
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('the engine (through Connect 4)', () => {
  it('answers a legal move even when the time is gone at once', () => {
    const state = load('4453');
    const answer = analyse(connect4, state, { timeMs: 1 }, { now: steppingClock(1000) });
    expect(legalMoves(connect4, state)).toContain(answer.move.column);
    expect(answer.stats.complete).toBe(false);
    expect(answer.stats.stopReason).toBe('time');
  });

  it('stops the iterative search at the node limit and says so', () => {
    const answer = analyse(connect4, load(''), { nodes: 5000 });
    expect(answer.stats.nodes).toBeLessThanOrEqual(5000);
    expect(answer.stats).toMatchObject({ complete: false, stopReason: 'nodes' });
    expect(answer.stats.depth).toBeGreaterThan(0);
  });

  it('stops a textbook search at the node limit with the best fully searched move', () => {
    const answer = analyse(connect4, load(''), { algorithm: 'minimax', depth: 5, nodes: 3000, evaluation: 'comp3608' });
    expect(answer.stats).toMatchObject({ nodes: 3000, complete: false, stopReason: 'nodes', depth: 0 });
    expect(answer.move.column).toBe(0);
  });

  it('stops a textbook search on the clock', () => {
    const answer = analyse(connect4, load(''), { algorithm: 'alphabeta', depth: 8, timeMs: 50 }, { now: steppingClock(10) });
    expect(answer.stats).toMatchObject({ complete: false, stopReason: 'time' });
  });

  it('gives the same answer twice: every search starts from an empty table', () => {
    const a = analyse(connect4, load('44'), { depth: 9 });
    analyse(connect4, load('4453'), { depth: 11 });
    const b = analyse(connect4, load('44'), { depth: 9 });
    expect(b.move).toEqual(a.move);
    expect(b.score).toEqual(a.score);
    expect(b.pv).toEqual(a.pv);
    expect(b.stats.nodes).toBe(a.stats.nodes);
  });

  it('keeps its statistics consistent', () => {
    for (const algorithm of ['iterative', 'alphabeta', 'minimax'] as const) {
      const { stats } = analyse(connect4, load('4453'), { algorithm, depth: 5 });
      expect(sum(stats.nodesPerDepth)).toBe(stats.nodes);
      expect(sum(stats.evaluationsPerDepth)).toBe(stats.evaluations);
      expect(stats.nodesPerDepth[0]).toBeGreaterThanOrEqual(1);
      expect(stats.evaluationsPerDepth[0] ?? 0).toBe(0);
      expect(stats.averageDepth).toBeGreaterThan(0);
      expect(stats.averageDepth).toBeLessThanOrEqual(5);
      expect(stats.averageRecursionDepth).toBeGreaterThan(0);
      expect(stats.averageRecursionDepth).toBeLessThanOrEqual(5);
      expect(stats.depth).toBe(5);
      expect(stats.complete).toBe(true);
    }
  });

  it('reports a proven win with its length and a principal variation that plays it out', () => {
    // Red has three in column 4 and plays the fourth.
    const answer = analyse(connect4, load('414141'), { depth: 10 });
    expect(answer.move.column).toBe(3);
    expect(answer.score).toMatchObject({ outcome: 'win', plies: 1 });
    expect(answer.stats.stopReason).toBe('proven');
    expect(answer.pv.map((m) => m.notation)).toEqual(['4']);
  });

  it('still proves the score of a forced move when the budget allows', () => {
    // Red's only move that does not lose at once (Pons' Test_L2_R1, score -11): a loss all the same.
    const state = load('271713432331713132');
    const buf = new Int32Array(connect4.search.maxMoves);
    expect(connect4.search.generateSearchMoves?.(state, buf)).toBe(1);
    // On the clock, as a referee asks (a generous budget, so that a slow machine proves it too).
    const answer = analyse(connect4, state, { timeMs: 10_000 });
    expect(answer.stats.stopReason).toBe('proven');
    expect(answer.score.outcome).toBe('loss');
    expect(ponsScore({ outcome: 'loss', plies: answer.score.plies ?? 0 }, state.stones)).toBe(-11);
  });
});
