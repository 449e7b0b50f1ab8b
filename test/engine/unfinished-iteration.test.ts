import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/engine.js';
import { Outcome } from '../../src/core/outcome.js';
import type { Evaluation, SearchGame } from '../../src/engine/game.js';

/**
 * A two-ply tree whose answer changes with depth. One ply deep, A looks best (+50, against +10
 * for B and 0 for C); two plies deep, A's reply costs 100, B is worth +30 and C 0. The root's moves
 * are hinted A, B, C, so the second iteration searches A (the table's move) first, then B, then C.
 * Reaching a reply under the node `late` makes the injected clock jump past the deadline, so the
 * second iteration stops inside that node's subtree. B and C have more replies than the clock's
 * longest interval between readings, none of which cuts before the last (C's only refutation
 * comes last), so the clock is read inside whichever is `late`.
 */
const MANY = 5000;
const ROOT = 0;
const A = 1;
const B = 2;
const C = 3;
const REPLIES = [0, 1, MANY, MANY];
/** A root move's own value from the opponent's view, who is to move after it. */
const ONE_PLY_VALUE = [0, -50, -10, 0];
const HINT = [0, 900, 500, 100];

/** The state is the path from the root: [ROOT], [ROOT, move], [ROOT, move, reply]. */
function twoPlyGame(onReply: (rootMove: number) => void): SearchGame<number[]> {
  return {
    maxMoves: MANY,
    cyclic: false,
    ttBits: 8,
    generateMoves(path, buf) {
      if (path.length === 1) {
        buf[0] = A;
        buf[1] = B;
        buf[2] = C;
        return 3;
      }
      const n = REPLIES[path[1]];
      for (let i = 0; i < n; i++) buf[i] = i;
      return n;
    },
    makeMove(path, move) {
      path.push(move);
      if (path.length === 3) onReply(path[1]);
    },
    unmakeMove: (path) => void path.pop(),
    // No end within reach: the search deepens on the clock, as in a real middle game.
    outcome: () => Outcome.Ongoing,
    sideToMove: (path) => (path.length % 2 === 1 ? 0 : 1),
    hashLo: (path) => (path.length === 1 ? 1 : path.length === 2 ? 10 + path[1] : 100 + path[1] * MANY + path[2]),
    hashHi: (path) => path.length,
    pliesLeftBound: () => Infinity,
    orderHint: (path, move) => (path.length === 1 ? HINT[move] : 0),
  };
}

/** A reply's value, from the root player's view (the root player is to move after it). */
function replyValue(rootMove: number, reply: number): number {
  if (rootMove === A) return -100;
  if (rootMove === B) return 30;
  return reply === MANY - 1 ? 0 : 40;
}

const evaluation: Evaluation<number[]> = {
  evaluate: (path) => (path.length === 2 ? ONE_PLY_VALUE[path[1]] : path.length === 3 ? replyValue(path[1], path[2]) : 0),
};

/** Searches on a clock that reads 0 until a reply under `late` is played, then far past the deadline. */
function searchUntilInside(late: number) {
  let now = 0;
  const engine = createEngine(twoPlyGame((rootMove) => rootMove === late && (now = 10_000)));
  return engine.search([ROOT], evaluation, { algorithm: 'iterative', depth: 10, timeMs: 1000, nodes: Infinity, now: () => now });
}

describe('an iteration cut short by the clock', () => {
  it('answers a root move that beat the last answer once it was searched to the end', () => {
    const result = searchUntilInside(C);
    expect(result.stats.stopReason).toBe('time');
    // Only the first iteration completed (it answered A); B beat A in the second before C began.
    expect(result.stats.depth).toBe(1);
    expect(result.move).toBe(B);
    expect(result.score).toBe(30);
    expect(result.pv).toEqual([B, 0]);
  });

  it('keeps the last answer when the better move was not searched to the end', () => {
    const result = searchUntilInside(B);
    expect(result.stats.stopReason).toBe('time');
    expect(result.move).toBe(A);
    // A searched two plies deep (-100) is still the best move searched to the end.
    expect(result.score).toBe(-100);
  });
});
