import { describe, expect, it } from 'vitest';
import { completeGame } from '../../src/engine/complete-game.js';
import { Outcome } from '../../src/core/outcome.js';
import type { SearchGame } from '../../src/engine/game.js';
import { MoveOrdering } from '../../src/engine/move-ordering.js';
import { MAX_PLY } from '../../src/core/score.js';

/** One position with two moves of equal hint, so only the history orders them. */
const twoMoves: SearchGame<null> = {
  maxMoves: 2,
  cyclic: false,
  ttBits: 4,
  generateMoves(_s, buf) {
    buf[0] = 1;
    buf[1] = 2;
    return 2;
  },
  makeMove: () => {},
  unmakeMove: () => {},
  outcome: () => Outcome.Ongoing,
  sideToMove: () => 0,
  hashLo: () => 0,
  hashHi: () => 0,
  pliesLeftBound: () => Infinity,
  orderHint: () => 0,
};

function ordering(): { ordering: MoveOrdering<null>; first: () => number } {
  const buffers = Array.from({ length: MAX_PLY }, () => new Int32Array(2));
  const ordering = new MoveOrdering(completeGame(twoMoves), buffers);
  ordering.newSearch(null);
  return {
    ordering,
    first: () => {
      ordering.order(1, -1);
      return buffers[1][0];
    },
  };
}

describe('the move ordering', () => {
  it('halves the history once a move passes its cap, the rewarded move included', () => {
    const { ordering: o, first } = ordering();
    // Move 1 reaches 70,000 at depth 100 (10,000 a cut): past the 16-bit cap, so the table is
    // halved and move 1 keeps 35,000. Move 2 then reaches 20,000, still behind move 1. The killers
    // are reset at another ply, so only the history decides at ply 1.
    for (let i = 0; i < 7; i++) o.rewardCutoff(2, 1, 100);
    o.rewardCutoff(2, 2, 100);
    o.rewardCutoff(2, 2, 100);
    expect(first()).toBe(1);
    // Three more cuts bring move 2 to 50,000, ahead of move 1.
    for (let i = 0; i < 3; i++) o.rewardCutoff(2, 2, 100);
    expect(first()).toBe(2);
  });
});
