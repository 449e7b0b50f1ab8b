import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Outcome, type SearchGame } from '../../src/engine/game.js';
import { createEngine } from '../../src/engine/engine.js';
import { selectBestMoves, sortMovesByScore } from '../../src/engine/move-sort.js';
import { EVAL_LIMIT, WIN } from '../../src/engine/score.js';

/**
 * A two-ply game built to fool forward pruning: of the root's five moves only the last wins at
 * once (the opponent is left without a move); after any other the opponent has one reply that
 * leaves the root player without a move. The ordering hint puts the winning move last.
 */
interface Toy {
  path: number[];
}

function toyGame(selectiveWidth?: (depth: number, ply: number) => number): SearchGame<Toy> {
  const children = (s: Toy) => (s.path.length === 0 ? 5 : s.path.length === 1 && s.path[0] !== 4 ? 1 : 0);
  return {
    maxMoves: 5,
    cyclic: false,
    ttBits: 8,
    generateMoves(s, buf) {
      const n = children(s);
      for (let i = 0; i < n; i++) buf[i] = i;
      return n;
    },
    makeMove: (s, m) => void s.path.push(m),
    unmakeMove: (s) => void s.path.pop(),
    outcome: (s) => (children(s) === 0 ? Outcome.Loss : Outcome.Ongoing),
    sideToMove: (s) => (s.path.length % 2) as 0 | 1,
    hashLo: (s) => s.path.reduce((h, m) => h * 7 + m + 1, 0),
    hashHi: (s) => s.path.length,
    pliesLeftBound: (s) => 2 - s.path.length,
    orderHint: (_s, m) => 100 - m,
    selectiveWidth,
  };
}

const evaluation = { evaluate: () => 0 };
const limits = { algorithm: 'iterative' as const, depth: 6, timeMs: 10_000, nodes: 1_000_000 };

describe('selective width (SearchGame.selectiveWidth)', () => {
  it('never reports a proven loss when moves were skipped', () => {
    const result = createEngine(toyGame(() => 1)).search({ path: [] }, evaluation, limits);
    expect(result.move).toBe(0);
    expect(result.proven).toBe(false);
    expect(result.score).toBeGreaterThanOrEqual(-EVAL_LIMIT);
  });

  it('finds and proves the win once the width grows with the depth', () => {
    const result = createEngine(toyGame((depth) => (depth >= 3 ? Infinity : 1))).search({ path: [] }, evaluation, limits);
    expect(result).toMatchObject({ move: 4, proven: true, score: WIN - 1 });
    expect(result.stats.depth).toBe(3);
  });

  it('searches every move without the hook', () => {
    expect(createEngine(toyGame()).search({ path: [] }, evaluation, limits)).toMatchObject({ move: 4, proven: true, score: WIN - 1 });
  });
});

describe('selectBestMoves', () => {
  it('puts the k best moves first in the order a full sort gives their scores, keeping every move', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 300 }), fc.nat(), (scores, kSeed) => {
        const n = scores.length;
        const k = 1 + (kSeed % n);
        const moves = Int32Array.from(scores.map((_, i) => i));
        const keys = Int32Array.from(scores);
        selectBestMoves(moves, keys, n, k);
        const sortedMoves = Int32Array.from(scores.map((_, i) => i));
        const sortedKeys = Int32Array.from(scores);
        sortMovesByScore(sortedMoves, sortedKeys, n);
        expect(Array.from(keys.subarray(0, k))).toEqual(Array.from(sortedKeys.subarray(0, k)));
        for (let i = 0; i < n; i++) expect(keys[i]).toBe(scores[moves[i]]);
        expect(Array.from(moves).sort((a, b) => a - b)).toEqual(scores.map((_, i) => i));
      }),
      { numRuns: 200 },
    );
  });
});
